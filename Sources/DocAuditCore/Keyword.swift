// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The Swift keywords and contextual keywords the scanner reacts to.
public enum Keyword: UInt8, Sendable, CaseIterable {
    // Declarations.
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, macro
    case `import`, `operator`, `precedencegroup`
    // Modifiers.
    case `public`, `private`, `fileprivate`, `internal`, package, open
    case `static`, final, override, mutating, nonmutating, lazy, weak, unowned, optional
    case required, convenience, dynamic, prefix, postfix, infix, indirect, nonisolated
    case distributed, consuming, borrowing, __consuming, isolated, async
    // Statements and expressions.
    case `return`, `throw`, `try`, await, `in`, `if`, `guard`, `while`, `where`, `else`
    case `switch`, `for`, `repeat`, `defer`, `do`, `is`, `as`, `get`, `set`

    /// The keyword spelled by `bytes[start..<end]`, if any.
    ///
    /// ```swift
    /// let keyword = Keyword.match(bytes, start, end)
    /// ```
    @inlinable
    public static func match(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length >= 2, length <= Keyword.table.count - 1 else { return nil }
        let first = bytes[start]
        for (spelling, keyword) in Keyword.table[length] where spelling[0] == first {
            var i = 1
            while i < length, spelling[i] == bytes[start + i] { i += 1 }
            if i == length { return keyword }
        }
        return nil
    }

    /// The keyword's spelling in source.
    public var spelling: String { Keyword.spellings[Int(rawValue)] }

    /// The spellings in the cases' order. Written out: `String(describing:)` reflects on each
    /// case, a start-up cost every process, an editor's check of one file included, would pay
    /// at its first scan (docs/Performance.md). A test holds them to the cases' names.
    private static let spellings = """
        struct class enum protocol actor extension typealias associatedtype \
        func init deinit subscript var let case macro \
        import operator precedencegroup \
        public private fileprivate internal package open \
        static final override mutating nonmutating lazy weak unowned optional \
        required convenience dynamic prefix postfix infix indirect nonisolated \
        distributed consuming borrowing __consuming isolated async \
        return throw try await in if guard while where else \
        switch for repeat defer do is as get set
        """.split(separator: " ").map(String.init)

    /// Spellings grouped by length, for `match`.
    @usableFromInline
    static let table: [[([UInt8], Keyword)]] = {
        var table = [[([UInt8], Keyword)]](repeating: [], count: 17)
        for keyword in Keyword.allCases {
            let spelling = Array(keyword.spelling.utf8)
            table[spelling.count].append((spelling, keyword))
        }
        return table
    }()

    /// Whether the keyword may stand before a declaration's introducer.
    public var isModifier: Bool {
        rawValue >= Keyword.public.rawValue && rawValue <= Keyword.async.rawValue && self != .async
    }

    /// Whether the keyword begins a declaration that docaudit does not list: `import`,
    /// `operator` and `precedencegroup`.
    public var isStatementDeclaration: Bool {
        self == .import || self == .operator || self == .precedencegroup
    }

    /// The access level this keyword names, if it is an access modifier.
    public var accessLevel: AccessLevel? {
        switch self {
        case .public: return .public
        case .private: return .private
        case .fileprivate: return .fileprivate
        case .internal: return .internal
        case .package: return .package
        case .open: return .open
        default: return nil
        }
    }

    /// The declaration kind this keyword introduces, if any.
    public var declarationKind: DeclarationKind? {
        switch self {
        case .struct: return .struct
        case .class: return .class
        case .enum: return .enum
        case .protocol: return .protocol
        case .actor: return .actor
        case .extension: return .extension
        case .typealias: return .typealias
        case .associatedtype: return .associatedtype
        case .func: return .func
        case .`init`: return .`init`
        case .deinit: return .deinit
        case .subscript: return .subscript
        case .var: return .var
        case .let: return .let
        case .case: return .case
        case .macro: return .macro
        default: return nil
        }
    }

    /// Whether a `/` right after this keyword starts a regex literal rather than a division.
    @inlinable
    static func isExpressionIntroducer(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let keyword = match(bytes, start, end) else { return false }
        switch keyword {
        case .return, .throw, .try, .await, .in, .if, .guard, .while, .where, .else, .switch, .case, .is, .as:
            return true
        default:
            return false
        }
    }
}
