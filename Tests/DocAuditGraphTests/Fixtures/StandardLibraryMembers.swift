// Types that conform to the standard library's protocols: the requirements their own members
// implement and the defaults the compiler copies into them (StandardLibraryMembers.swift).
public enum Color: String { case red, green }
public enum Plain { case a, b }
public enum Payload { case a(Int), b }
public struct Code: RawRepresentable, Hashable { public var rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue } }
public struct Text: ExpressibleByStringInterpolation { public init(stringLiteral value: String) {} }
public struct Name: ExpressibleByStringLiteral { public init(stringLiteral value: String) {} }
public struct Point: Equatable { public var x: Int }
public struct Size: Hashable { public var w: Int }
public struct Rank: Comparable { public static func < (a: Rank, b: Rank) -> Bool { true } }
public struct Info: CustomStringConvertible { public var description: String { "" } }
public enum Sorted: Int, Comparable { case one; public static func < (a: Sorted, b: Sorted) -> Bool { true } }
public struct List: ExpressibleByArrayLiteral { public init(arrayLiteral elements: Int...) {} }
public enum All: CaseIterable { case x }
public struct Failure: Error {}
public struct Wrapped: Codable { public var a: Int }
public enum Level: String, Codable { case low }
public class Base: Equatable { public static func == (a: Base, b: Base) -> Bool { true } }
public class Derived: Base {}
public struct Seq: Sequence { public func makeIterator() -> IndexingIterator<[Int]> { [].makeIterator() } }
public struct Opts: OptionSet { public let rawValue: Int; public init(rawValue: Int) { self.rawValue = rawValue } }
public struct Ident: Identifiable { public var id: Int }
public struct Num: ExpressibleByIntegerLiteral { public init(integerLiteral value: Int) {} }
