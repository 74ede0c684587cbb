import DocAuditCore

/// The PATH arguments in which a command finds nothing to read: a folder that holds no Swift
/// file, and a file that is not one. Each is named, never passed over in silence.
enum LeftOutArguments {
    /// What to say of each, folders first: `Empty holds no Swift file`,
    /// `README.md: not a Swift file`.
    static func lines(_ tree: SourceWalker.Tree) -> [String] {
        let emptyFolders = tree.roots.filter { root in
            let prefix = root.hasSuffix("/") ? root : root + "/"
            return !tree.files.contains { root == "." || $0.hasPrefix(prefix) }
        }
        return emptyFolders.map { $0 + " holds no Swift file" } + tree.notSwiftFiles.map { $0 + ": not a Swift file" }
    }

    /// Whether some argument is left to read once the left-out ones are named on standard
    /// error: as warnings when one is; as errors when none is, and the caller exits with 2,
    /// having nothing to do.
    static func anyLeftAfterReporting(_ tree: SourceWalker.Tree) -> Bool {
        let anyLeft = !tree.roots.isEmpty || !tree.fileArguments.isEmpty
        Output.standardError(lines(tree).map { (anyLeft ? "docaudit: warning: " : "docaudit: ") + $0 + "\n" }.joined())
        return anyLeft
    }
}
