// Unchecked buffers: a scope's bytes are walked in place; a range past its end traps in debug builds, where the tests run.

/// The components of a dotted scope, as the symbol index and the rules split it.
public enum ScopeNames {
    /// `Outer.Inner<T>` is `["Outer", "Inner"]`: generic arguments of extended types dropped.
    ///
    /// ```swift
    /// ScopeNames.components(of: "Outer.Inner<T>") // ["Outer", "Inner"]
    /// ```
    public static func components(of scope: String) -> [String] {
        guard !scope.isEmpty else { return [] }
        var components: [String] = []
        var current: [UInt8] = []
        split(scope, bytes: { current.append(contentsOf: $0) }, endOfComponent: {
            components.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        })
        return components
    }

    /// The last of ``components(of:)``: `Inner` for `Outer.Inner<T>`.
    ///
    /// ```swift
    /// ScopeNames.last(of: "Outer.Inner<T>") // "Inner"
    /// ```
    public static func last(of scope: String) -> String {
        var last: [UInt8] = []
        var current: [UInt8] = []
        split(scope, bytes: { current.append(contentsOf: $0) }, endOfComponent: {
            swap(&last, &current)
            current.removeAll(keepingCapacity: true)
        })
        return String(decoding: last, as: UTF8.self)
    }

    /// Walks a dotted scope as ``components(of:)`` splits it: `bytes` for each run of a
    /// component's bytes (generic arguments left out), `endOfComponent` after each component,
    /// the last included. Hashing and splitting a scope must cut it in the same places.
    @inline(__always)
    package static func split(_ scope: String, bytes: (UnsafeBufferPointer<UInt8>) -> Void, endOfComponent: () -> Void) {
        var scope = scope
        scope.withUTF8 { split($0, bytes: bytes, endOfComponent: endOfComponent) }
    }

    /// ``split(_:bytes:endOfComponent:)`` of a scope's UTF-8.
    package static func split(_ scope: UnsafeBufferPointer<UInt8>, bytes: (UnsafeBufferPointer<UInt8>) -> Void, endOfComponent: () -> Void) {
        var depth = 0
        var runStart = 0
        for index in scope.indices {
            let next = scope[index]
            guard next == UInt8(ascii: "<") || next == UInt8(ascii: ">") || next == UInt8(ascii: ".") else { continue }
            if depth == 0, runStart < index { bytes(UnsafeBufferPointer(rebasing: scope[runStart..<index])) }
            switch next {
            case UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ">"): depth -= 1
            default: if depth == 0 { endOfComponent() }
            }
            runStart = index + 1
        }
        if depth == 0, runStart < scope.count { bytes(UnsafeBufferPointer(rebasing: scope[runStart...])) }
        endOfComponent()
    }
}
