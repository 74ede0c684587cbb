import DocAuditCore

/// The words pages use for kinds of declarations, and the groups members are listed in.
enum Vocabulary {
    /// The kind of a declaration as a page's eyebrow and a search result show it.
    static func kind(_ declaration: Declaration) -> String {
        switch declaration.kind {
        case .struct: return "Structure"
        case .class: return "Class"
        case .enum: return "Enumeration"
        case .protocol: return "Protocol"
        case .actor: return "Actor"
        case .typealias: return "Type Alias"
        case .associatedtype: return "Associated Type"
        case .extension: return "Extension"
        case .func:
            if isOperator(declaration.name) { return "Operator" }
            if declaration.parent.isEmpty { return "Function" }
            return declaration.isStatic ? "Type Method" : "Instance Method"
        case .`init`: return "Initializer"
        case .deinit: return "Deinitializer"
        case .subscript: return "Subscript"
        case .var, .let:
            if declaration.parent.isEmpty { return "Global Variable" }
            return declaration.isStatic ? "Type Property" : "Instance Property"
        case .case: return "Case"
        case .macro: return "Macro"
        }
    }

    /// The plural heading for a kind label on module and type pages.
    static func plural(_ kind: String) -> String {
        switch kind {
        case "Class": return "Classes"
        case "Type Alias": return "Type Aliases"
        case "Property", "Instance Property": return "Instance Properties"
        case "Type Property": return "Type Properties"
        case "Global Variable": return "Global Variables"
        case "Case": return "Enumeration Cases"
        default: return kind + "s"
        }
    }

    /// The order member groups appear in on a type page.
    static let memberOrder = [
        "Case", "Initializer", "Instance Property", "Instance Method", "Subscript", "Type Property",
        "Type Method", "Operator", "Associated Type", "Type Alias", "Protocol", "Structure", "Class",
        "Enumeration", "Actor", "Macro",
    ]

    /// The order type groups appear in on a module page.
    static let typeOrder = ["Protocol", "Structure", "Class", "Actor", "Enumeration", "Type Alias"]

    /// Whether a function name is an operator (`==(_:_:)`, `+`).
    static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return !(first.properties.isXIDStart || first == "_" || first == "`")
    }
}
