/// The kind of a symbol, named as the compiler's symbol graph names it.
public enum SymbolKind: String, Sendable, CaseIterable {
    case `struct` = "swift.struct"
    case `class` = "swift.class"
    case `enum` = "swift.enum"
    case `protocol` = "swift.protocol"
    case `typealias` = "swift.typealias"
    case `associatedtype` = "swift.associatedtype"
    case method = "swift.method"
    case typeMethod = "swift.type.method"
    case function = "swift.func"
    case `operator` = "swift.func.op"
    case initializer = "swift.init"
    case deinitializer = "swift.deinit"
    case property = "swift.property"
    case typeProperty = "swift.type.property"
    case variable = "swift.var"
    case `subscript` = "swift.subscript"
    case typeSubscript = "swift.type.subscript"
    case enumCase = "swift.enum.case"
    case macro = "swift.macro"
    /// An extension of another module's type, as the compiler publishes it when asked for
    /// extension blocks (what DocC's package plugin asks for).
    case extensionBlock = "swift.extension"

    /// The kind of `declaration`, as the compiler would publish it; nil for an extension, which
    /// is no symbol of its own. An actor is a class to the symbol graph.
    ///
    /// ```swift
    /// SymbolKind(declaration) // .method for an instance `func` of a type
    /// ```
    public init?(_ declaration: Declaration) {
        self.init(kind: declaration.kind, name: declaration.name, isMember: declaration.scope != nil, isStatic: declaration.isStatic)
    }

    /// ``init(_:)`` from the fields it reads: a caller reading declarations in place passes
    /// these, where passing the declaration would copy it whole.
    ///
    /// ```swift
    /// SymbolKind(kind: .func, name: "load", isMember: true, isStatic: false) // .method
    /// ```
    public init?(kind: DeclarationKind, name: String, isMember member: Bool, isStatic: Bool) {
        switch kind {
        case .struct: self = .struct
        case .class, .actor: self = .class
        case .enum: self = .enum
        case .protocol: self = .protocol
        case .typealias: self = .typealias
        case .associatedtype: self = .associatedtype
        case .func:
            if Self.isOperatorName(name) {
                self = .operator
            } else {
                self = !member ? .function : isStatic ? .typeMethod : .method
            }
        case .`init`: self = .initializer
        case .deinit: self = .deinitializer
        case .var, .let: self = !member ? .variable : isStatic ? .typeProperty : .property
        case .subscript: self = isStatic ? .typeSubscript : .subscript
        case .case: self = .enumCase
        case .macro: self = .macro
        case .extension: return nil
        }
    }

    /// Whether a function's name is an operator's: it starts with neither a letter, `_` nor a
    /// backtick.
    package static func isOperatorName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return !(Lexer.isIdentifierStart(first) || first == UInt8(ascii: "`"))
    }

    /// The name DocC shows for the kind: `Instance Method`, `Type Property`, `Case`.
    public var displayName: String {
        switch self {
        case .struct: return "Structure"
        case .class: return "Class"
        case .enum: return "Enumeration"
        case .protocol: return "Protocol"
        case .typealias: return "Type Alias"
        case .associatedtype: return "Associated Type"
        case .method: return "Instance Method"
        case .typeMethod: return "Type Method"
        case .function: return "Function"
        case .operator: return "Operator"
        case .initializer: return "Initializer"
        case .deinitializer: return "Deinitializer"
        case .property: return "Instance Property"
        case .typeProperty: return "Type Property"
        case .variable: return "Global Variable"
        case .subscript: return "Instance Subscript"
        case .typeSubscript: return "Type Subscript"
        case .enumCase: return "Case"
        case .macro: return "Macro"
        case .extensionBlock: return "Extension"
        }
    }

    /// Whether the kind is a type that members and conformances can belong to.
    public var isType: Bool {
        switch self {
        case .struct, .class, .enum, .protocol: return true
        default: return false
        }
    }

    /// The suffix a DocC link uses to name the kind: `-swift.method`, `-swift.enum.case`.
    public var linkSuffix: String { "-" + rawValue }

    /// The kind a DocC link's kind suffix names (`swift.method`, or `method` alone, as
    /// swift-docc's `PathParser` reads one), read in place; nil for any other text.
    package static func named(_ text: UnsafeBufferPointer<UInt8>) -> SymbolKind? {
        let prefix = "swift.".utf8
        let bare = text.starts(with: prefix) ? UnsafeBufferPointer(rebasing: text[prefix.count...]) : text
        return allCases.first { $0.rawValue.utf8.dropFirst(prefix.count).elementsEqual(bare) }
    }

    /// The kind's place among the kinds, below 32: one bit of a set of kinds.
    package var ordinal: UInt8 {
        switch self {
        case .struct: return 0
        case .class: return 1
        case .enum: return 2
        case .protocol: return 3
        case .typealias: return 4
        case .associatedtype: return 5
        case .method: return 6
        case .typeMethod: return 7
        case .function: return 8
        case .operator: return 9
        case .initializer: return 10
        case .deinitializer: return 11
        case .property: return 12
        case .typeProperty: return 13
        case .variable: return 14
        case .subscript: return 15
        case .typeSubscript: return 16
        case .enumCase: return 17
        case .macro: return 18
        case .extensionBlock: return 19
        }
    }
}
