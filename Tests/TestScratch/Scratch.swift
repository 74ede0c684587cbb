import Foundation

/// Places for the tests' temporary files and folders.
///
/// They all live in one folder per test process, removed when the process exits, so that a test run
/// leaves nothing behind in the temporary directory, whether its tests pass or fail midway.
///
/// ```swift
/// let root = Scratch.url("fixer")
/// try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
/// ```
public enum Scratch {
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("docaudit-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return root
    }()

    /// A new path in this process's scratch folder whose name starts with `purpose`; nothing is made there yet.
    ///
    /// ```swift
    /// let output = Scratch.url("site").path + "/site"
    /// ```
    public static func url(_ purpose: String) -> URL {
        root.appendingPathComponent("\(purpose)-\(UUID().uuidString)")
    }

    /// A new folder (its path) for `purpose` holding `files`, each a path below it and its text.
    ///
    /// ```swift
    /// let root = try Scratch.tree("package", files: ["Package.swift": "import PackageDescription\n"])
    /// ```
    public static func tree(_ purpose: String, files: [String: String]) throws -> String {
        let folder = url(purpose)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return folder.path
    }
}
