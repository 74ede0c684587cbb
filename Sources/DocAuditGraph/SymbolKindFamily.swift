import DocAuditCore

extension SymbolKind {
    /// Kinds that one requirement and its implementation share: a requirement is matched by a
    /// member of the same family (an instance method by an instance method, a property by a
    /// property or an enum case of the same name).
    var family: Int {
        switch self {
        case .method: return 1
        case .typeMethod, .operator: return 2
        case .property: return 3
        case .typeProperty, .enumCase: return 4
        case .subscript: return 5
        case .typeSubscript: return 6
        case .initializer: return 7
        case .associatedtype, .typealias: return 8
        default: return 0
        }
    }
}
