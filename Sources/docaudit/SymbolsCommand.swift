import DocAuditCore

/// `docaudit symbols`: lists every declaration with its access and doc comment.
enum SymbolsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        0
    }
}
