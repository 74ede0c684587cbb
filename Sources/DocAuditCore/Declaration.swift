// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The kind of a declaration, spelled as its introducing keyword.
public enum DeclarationKind: String, Sendable, CaseIterable, Codable {
    case `struct`, `class`, `enum`, `protocol`, actor, `extension`, `typealias`, `associatedtype`
    case `func`, `init`, `deinit`, `subscript`, `var`, `let`, `case`, macro

    /// Whether this kind declares a type that can hold members.
    @inlinable public var isTypeWithBody: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .extension: return true
        default: return false
        }
    }

    /// Whether this kind is a nominal type or a type alias: what `missing-type-doc` audits.
    @inlinable public var isType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol, .actor, .typealias: return true
        default: return false
        }
    }

    /// Whether this kind declares a stored or computed property (`var` or `let`).
    @inlinable public var isProperty: Bool { self == .var || self == .let }
}

/// A set of declaration kinds as bits: rules test a kind against their set for every
/// declaration, so the test is one instruction, not a hash.
public struct DeclarationKinds: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates a set from its bits.
    ///
    /// ```swift
    /// let none = DeclarationKinds(rawValue: 0)
    /// ```
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding `kinds`.
    ///
    /// ```swift
    /// let functions = DeclarationKinds([.func, .macro])
    /// functions.contains(.func) // true
    /// ```
    public init(_ kinds: [DeclarationKind]) {
        self.init(rawValue: kinds.reduce(0) { $0 | DeclarationKinds.bit($1) })
    }

    /// Whether `kind` is in the set.
    ///
    /// ```swift
    /// DeclarationKinds([.func]).contains(.init) // false
    /// ```
    public func contains(_ kind: DeclarationKind) -> Bool {
        rawValue & DeclarationKinds.bit(kind) != 0
    }

    private static func bit(_ kind: DeclarationKind) -> UInt32 {
        switch kind {
        case .struct: return 1 << 0
        case .class: return 1 << 1
        case .enum: return 1 << 2
        case .protocol: return 1 << 3
        case .actor: return 1 << 4
        case .extension: return 1 << 5
        case .typealias: return 1 << 6
        case .associatedtype: return 1 << 7
        case .func: return 1 << 8
        case .`init`: return 1 << 9
        case .deinit: return 1 << 10
        case .subscript: return 1 << 11
        case .var: return 1 << 12
        case .let: return 1 << 13
        case .case: return 1 << 14
        case .macro: return 1 << 15
        }
    }
}

/// An access level, ordered from the most restrictive to the most open.
public enum AccessLevel: String, Sendable, Comparable, CaseIterable, Codable {
    case `private`, `fileprivate`, `internal`, package, `public`, open

    private var rank: Int {
        switch self {
        case .private: return 0
        case .fileprivate: return 1
        case .internal: return 2
        case .package: return 3
        case .public: return 4
        case .open: return 5
        }
    }

    /// Orders access levels from `private` to `open`.
    ///
    /// ```swift
    /// AccessLevel.internal < AccessLevel.public // true
    /// ```
    public static func < (lhs: AccessLevel, rhs: AccessLevel) -> Bool { lhs.rank < rhs.rank }

    /// Whether a declaration at this level is part of the module's public API.
    public var isPublic: Bool { self == .public || self == .open }
}

/// A place in a source file: 1-based line and 1-based column in UTF-8 bytes, and the byte offset.
public struct SourcePosition: Sendable, Hashable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes as the compiler counts it.
    public var column: Int
    /// The 0-based byte offset.
    public var offset: Int

    /// Creates a position.
    ///
    /// ```swift
    /// let start = SourcePosition(line: 1, column: 1, offset: 0)
    /// ```
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }
}

/// One parameter of a function, initializer, subscript or macro.
public struct Parameter: Sendable, Hashable {
    /// The argument label as callers write it; nil when unlabeled (`_`).
    public var label: String?
    /// The name used inside the body (the label when only one name is written).
    public var name: String
    /// The line the parameter starts on.
    public var line: Int
    /// Where its type is written (attributes such as `@escaping` included, a default value
    /// left out); nil when the scanner found none.
    public var type: Range<Int>?

    /// Creates a parameter.
    ///
    /// ```swift
    /// let parameter = Parameter(label: "for", name: "user", line: 3)
    /// ```
    public init(label: String?, name: String, line: Int, type: Range<Int>? = nil) {
        self.label = label
        self.name = name
        self.line = line
        self.type = type
    }
}

/// A declaration found in Swift source, with its effective access and its doc comment.
public struct Declaration: Sendable {
    /// The kind, as the introducing keyword.
    public var kind: DeclarationKind
    /// The name as `docaudit symbols` prints it: `request(endpoint:)`, `init(a:b:)`, `Foo`.
    public var name: String
    /// The enclosing types and extensions, innermost last; nil at file scope.
    public var scope: ScopePath?
    /// The kind of the innermost enclosing type or extension, nil at file scope.
    public var parentKind: DeclarationKind?
    /// The effective access level.
    public var access: AccessLevel
    /// Whether the declaration is part of the module's documented public API: what the
    /// compiler's symbol graph holds, and so what DocC publishes. Not for a name (or a
    /// parameter's label or name) starting with `_`, nor inside a type that is not visible.
    public var visible: Bool
    /// The position of the introducing keyword (`func`, `struct`, `case`, …).
    public var keyword: SourcePosition
    /// The byte offset of the name: the type's, function's or binding's name, each element's own
    /// name in `case a, b` and `var a, b`, and the keyword of `init`, `deinit` and `subscript`.
    public var nameOffset: Int
    /// The position of the first token: the first attribute or modifier, or the keyword.
    public var start: SourcePosition
    /// The byte offset where the signature ends: before the body's `{`, an `=` initializer of a
    /// property, or the end of the declaration.
    public var signatureEnd: Int
    /// The byte range of the body between the braces, for types, extensions and functions.
    public var body: Range<Int>?
    /// The modifiers before the keyword, and the effects of a function's signature.
    public var modifiers: DeclarationModifiers
    /// Whether the declaration carries the `override` modifier.
    @inlinable public var isOverride: Bool { modifiers.contains(.override) }
    /// Whether the declaration carries `static` or `class` (a type member).
    @inlinable public var isStatic: Bool { !modifiers.isDisjoint(with: [.static, .class]) }
    /// Whether a function, initializer or subscript `throws` (or `rethrows`).
    @inlinable public var isThrowing: Bool { !modifiers.isDisjoint(with: [.throws, .rethrows]) }
    /// What the header says beyond the name, as ranges into the file's source: attributes with
    /// their arguments, generic parameters, inheritance, `where`, an aliased or thrown type.
    public var header: DeclarationHeader {
        @inlinable get { details.header }
        set { uniqueDetails().header = newValue }
    }
    /// The attributes as written, without arguments: `available`, `MainActor`, `_spi`.
    public var attributes: [String] {
        @inlinable get { details.attributes }
        set { uniqueDetails().attributes = newValue }
    }
    /// The parameters of a function, initializer, subscript or macro, in order.
    public var parameters: [Parameter] {
        @inlinable get { details.parameters }
        set { uniqueDetails().parameters = newValue }
    }
    /// The return type as written, trimmed; nil when there is none (`Void`).
    public var returnType: String? {
        @inlinable get { details.returnType }
        set { uniqueDetails().returnType = newValue }
    }
    /// The doc comment the compiler attaches, if any (it may be empty text).
    public var doc: DocComment? {
        @inlinable get { details.doc }
        set { uniqueDetails().doc = newValue }
    }
    /// The text of the doc comment, read in place: rules read the text or the start of every
    /// doc comment, and copying one whole costs a reference count per field.
    @inlinable public var docText: String? { details.doc?.text }
    /// Where the doc comment starts, read in place.
    @inlinable public var docStart: SourcePosition? { details.docStart }
    /// What lies between the doc comment and the declaration, read in place.
    @inlinable public var docSeparation: DocSeparation? { details.docSeparation }
    /// Whether the declaration has attributes, read in place: the symbol graph asks of every
    /// published declaration, and copying its header costs a reference count per field.
    @inlinable public var hasAttributes: Bool { !details.header.attributes.isEmpty }
    /// Whether the declaration sits in a `#if` branch. A branch that is never compiled (after
    /// `#if false`, or after a branch of `#if true`) declares nothing: it is not scanned.
    public var inConditionalBlock: Bool

    /// The fields most readers never touch, behind one reference: rules copy declarations
    /// thousands of times, and a copy then costs one reference count, not five. Visible to
    /// inlinable readers: a call across modules copies the whole declaration to pass it.
    @usableFromInline var details: Details

    /// Creates a declaration; the scanner is the one place that does.
    init(
        kind: DeclarationKind, name: String, scope: ScopePath?, parentKind: DeclarationKind?, access: AccessLevel,
        visible: Bool, keyword: SourcePosition, nameOffset: Int, start: SourcePosition, signatureEnd: Int,
        body: Range<Int>?, attributes: [String], modifiers: DeclarationModifiers, header: DeclarationHeader,
        parameters: [Parameter], returnType: String?, doc: DocComment?, inConditionalBlock: Bool
    ) {
        self.kind = kind
        self.name = name
        self.scope = scope
        self.parentKind = parentKind
        self.access = access
        self.visible = visible
        self.keyword = keyword
        self.nameOffset = nameOffset
        self.start = start
        self.signatureEnd = signatureEnd
        self.body = body
        self.modifiers = modifiers
        self.inConditionalBlock = inConditionalBlock
        // Most declarations of a large file (enum cases, properties) have none of these: they
        // share one empty record, copied on the first change, rather than each holding its own.
        details = attributes.isEmpty && parameters.isEmpty && returnType == nil && doc == nil && header.isEmpty ? Details.empty
            : Details(attributes: attributes, header: header, parameters: parameters, returnType: returnType, doc: doc)
    }

    /// The details, copied first when another declaration shares them (copy on write).
    private mutating func uniqueDetails() -> Details {
        if !isKnownUniquelyReferenced(&details) { details = details.copy() }
        return details
    }

    /// The dotted names of the enclosing types and extensions; empty at file scope.
    @inlinable public var parent: String { scope?.dotted ?? "" }

    /// The dotted path of the declaration: `parent.name`, or `name` at file scope.
    @inlinable public var symbolPath: String { scope?.path(then: name) ?? name }

    /// Whether the declaration has documentation: a doc comment with text that is not only
    /// white space.
    @inlinable public var isDocumented: Bool { details.isDocumented }

    /// Whether the compiler attaches a doc comment, even a blank one.
    @inlinable public var hasDoc: Bool { details.hasDoc }

    /// Whether this is a requirement of a protocol.
    @inlinable public var isProtocolRequirement: Bool { parentKind == .protocol }
}

/// The chain of enclosing types and extensions of a declaration.
///
/// Declarations share their scope's node, so a file of deeply nested types costs memory in
/// proportion to its size, not to the square of its depth.
public final class ScopePath: Sendable {
    /// The type's name, or an extension's extended type as written.
    public let name: String
    /// The enclosing scope, nil at file scope.
    public let parent: ScopePath?
    /// How many scopes enclose this one: 0 for a type at file scope.
    public let depth: Int
    /// The UTF-8 length of ``dotted``: paths are spelled into buffers of their length, for
    /// many findings.
    public let dottedLength: Int

    /// Creates a node below `parent`.
    ///
    /// ```swift
    /// let inner = ScopePath(name: "Inner", parent: ScopePath(name: "Outer", parent: nil))
    /// inner.dotted // "Outer.Inner"
    /// ```
    public init(name: String, parent: ScopePath?) {
        self.name = name
        self.parent = parent
        depth = parent.map { $0.depth + 1 } ?? 0
        dottedLength = (parent.map { $0.dottedLength + 1 } ?? 0) + name.utf8.count
    }

    /// The names from the outermost scope in, joined by dots.
    public var dotted: String {
        parent == nil ? name : path(then: nil)
    }

    /// The dotted path, then `.` and `last` if given, written from the end into one string:
    /// rules ask for symbol paths of many declarations.
    @usableFromInline func path(then last: String?) -> String {
        let length = pathLength(then: last)
        return String(unsafeUninitializedCapacity: length) { buffer in
            spellPath(then: last, into: buffer)
            return length
        }
    }

    /// The UTF-8 length of the dotted path, then `.` and `last` if given.
    package func pathLength(then last: String?) -> Int {
        dottedLength + (last.map { $0.utf8.count + 1 } ?? 0)
    }

    /// Writes the dotted path, then `.` and `last` if given, into `buffer`, which holds
    /// ``pathLength(then:)`` bytes: from the end, the innermost name first.
    package func spellPath(then last: String?, into buffer: UnsafeMutableBufferPointer<UInt8>) {
        var end = buffer.count
        func write(_ name: String) {
            end -= name.utf8.count
            _ = UnsafeMutableBufferPointer(rebasing: buffer[end..<(end + name.utf8.count)]).initialize(from: name.utf8)
            if end > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
        }
        if let last { write(last) }
        var node: ScopePath? = self
        while let current = node {
            write(current.name)
            node = current.parent
        }
    }
}

/// The rarely read fields of a ``Declaration``. Only ever mutated while uniquely referenced
/// (copy on write), so sharing it between threads is safe.
@usableFromInline final class Details: @unchecked Sendable {
    // No dynamic exclusivity checks: the class is only mutated while uniquely referenced, and
    // being visible to inlined code would otherwise give every access one.
    @exclusivity(unchecked) @usableFromInline var attributes: [String]
    @exclusivity(unchecked) @usableFromInline var header: DeclarationHeader
    @exclusivity(unchecked) @usableFromInline var parameters: [Parameter]
    @exclusivity(unchecked) @usableFromInline var returnType: String?
    @exclusivity(unchecked) @usableFromInline var doc: DocComment? {
        didSet { setDocFacts() }
    }
    /// Read for every declaration by several rules; worked out when the doc is set.
    @exclusivity(unchecked) @usableFromInline private(set) var hasDoc = false
    @exclusivity(unchecked) @usableFromInline private(set) var isDocumented = false
    /// The doc's place and separation, kept apart: reading them through ``doc`` would copy
    /// the whole comment, its pieces and text counted in and out, for every finding about one.
    @exclusivity(unchecked) @usableFromInline private(set) var docStart: SourcePosition?
    @exclusivity(unchecked) @usableFromInline private(set) var docSeparation: DocSeparation?

    init(attributes: [String], header: DeclarationHeader, parameters: [Parameter], returnType: String?, doc: DocComment?) {
        self.attributes = attributes
        self.header = header
        self.parameters = parameters
        self.returnType = returnType
        self.doc = doc
        setDocFacts()
    }

    private func setDocFacts() {
        hasDoc = doc != nil
        isDocumented = doc.map { !$0.isBlank } ?? false
        docStart = doc?.start
        docSeparation = doc?.separation
    }

    /// The record of a declaration without attributes, parameters, return type or doc comment.
    static let empty = Details(attributes: [], header: DeclarationHeader(), parameters: [], returnType: nil, doc: nil)

    func copy() -> Details {
        Details(attributes: attributes, header: header, parameters: parameters, returnType: returnType, doc: doc)
    }
}

extension Declaration {
    /// Whether the enum at `index` of a file's `declarations` has cases and none with associated
    /// values: the compiler makes it `Equatable` and `Hashable` then, unsaid, and publishes its
    /// `!=`; one without cases derives nothing.
    ///
    /// ```swift
    /// scanned.declarations.withUnsafeBufferPointer { Declaration.derivesEquatable($0, enum: index) }
    /// ```
    public static func derivesEquatable(_ declarations: UnsafeBufferPointer<Declaration>, enum index: Int) -> Bool {
        guard declarations[index].kind == .enum, let body = declarations[index].body else { return false }
        let depth = (declarations[index].scope?.depth ?? -1) + 1
        var hasCases = false
        var next = index + 1
        // Its members follow it, up to the end of its body.
        while next < declarations.count, declarations[next].keyword.offset < body.upperBound {
            if declarations[next].kind == .case, declarations[next].scope?.depth == depth {
                guard declarations[next].parameters.isEmpty else { return false }
                hasCases = true
            }
            next += 1
        }
        return hasCases
    }
}
