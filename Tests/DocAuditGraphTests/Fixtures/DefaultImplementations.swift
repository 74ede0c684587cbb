// Default implementations in protocol extensions: plain, constrained, and through refinement.

/// A protocol with two requirements.
public protocol Greeter {
    /// A greeting.
    func greet() -> String
    /// A name.
    var name: String { get }
}

extension Greeter {
    /// The default greeting.
    public func greet() -> String { "Hello, \(name)" }
    /// Not a requirement: a plain extension member.
    public func shout() -> String { greet().uppercased() }
    /// The requirement's name with another type: the compiler matches by name, a default too.
    public func greet() -> Int { 0 }
}

extension Greeter where Self: Equatable {
    /// A default for equatable greeters only.
    public func greet() -> String { "Hi" }
    /// A constrained extension member that is not a requirement.
    public func same(as other: Self) -> Bool { self == other }
}

/// A refinement.
public protocol PoliteGreeter: Greeter {
    /// Its own requirement.
    func bow()
}

extension PoliteGreeter {
    /// A default for the refined protocol's requirement, declared in the refinement's extension.
    public func greet() -> String { "Good day" }
    /// A default for its own requirement.
    public func bow() {}
    /// The name requirement, defaulted here too.
    public var name: String { "sir" }
}

/// A type taking every default: the compiler adds synthesized copies of them to it.
public struct Butler: PoliteGreeter {
    public init() {}
}

/// A type implementing the requirement itself.
public struct Friend: Greeter, Equatable {
    public var name: String
    public func greet() -> String { "Hey" }
}

/// Both same-named defaults of one protocol are copied.
public struct Solo: Greeter {
    public var name: String
}

/// A class taking the defaults.
open class Host: Greeter {
    public var name: String = ""
}

/// A subclass: it conforms through its superclass and gets no copies of its own.
public class Guest: Host {}
