public protocol P1 { func r1(); var v: Int { get } }
public protocol P2: P1 { func r2(); func r1() }
extension P2 { public func r1() {}; public func extra() {} }
public extension P1 { var v: Int { 0 } }
open class Base: P2 { public func r2() {}; open func m() {}; open var p: Int { 0 }; public init() {}; open class func s() {} }
public class Derived: Base { public override func m() {}; public override var p: Int { 1 }; public override init() {}; public override class func s() {} }
public typealias BaseAlias = Base
public class D2: BaseAlias {}
public struct G<T> { public struct Inner {} }
extension G.Inner { public func x() {} }
extension G where T == Int { public func y() {} }
public enum E: Int { case a = 1, b; public static func s() {}; public subscript(i: Int) -> Int { 0 } }
public enum Completion { case list(values: [String]), file(_ extensions: [String], Int), none }
public protocol Async: P1 { func r1() async }
internal protocol Hidden {}
public struct UsesHidden: Hidden, P1 { public func r1() {}; public var v: Int { 1 } }
extension String: P1 { public func r1() {} }
@available(iOS 15, macOS 12.0, *)
public struct Square {
    public var area: Double { 1 }
    @available(*, deprecated, message: "Use other", renamed: "other()")
    public func old() {}
    @available(iOS, introduced: 13.0, deprecated: 15.0, obsoleted: 16.0)
    public func older() {}
}
