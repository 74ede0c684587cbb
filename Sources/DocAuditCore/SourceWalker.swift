import Foundation

/// A problem with a path on the command line or in a walked tree.
public struct PathProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as reached from the argument.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates a problem.
    ///
    /// ```swift
    /// let problem = PathProblem(path: "Sources/A.swift", message: "no such file or directory")
    /// ```
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// Finds the Swift files under the paths given on a command line.
///
/// Directories are walked recursively, skipping build products, dependency checkouts and hidden
/// folders; a symbolic link is followed once, never into a loop.
public enum SourceWalker {
    /// Folder names never walked into.
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage"]

    /// The Swift files under `paths`, each as reached from its argument, in sorted order without
    /// duplicates, and the problems met on the way.
    ///
    /// ```swift
    /// let (files, problems) = SourceWalker.swiftFiles(in: ["Sources"])
    /// // files == ["Sources/A/B.swift", …]
    /// ```
    public static func swiftFiles(in paths: [String]) -> (files: [String], problems: [PathProblem]) {
        var files: [String] = []
        var problems: [PathProblem] = []
        let manager = FileManager.default
        for argument in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                let message = isDanglingLink(argument) ? "broken symbolic link" : "no such file or directory"
                problems.append(PathProblem(path: argument, message: message))
                continue
            }
            if isDirectory.boolValue {
                walk(argument, into: &files, problems: &problems)
            } else {
                files.append(argument)
            }
        }
        var seen = Set<String>()
        files = files.sorted().filter { seen.insert($0).inserted }
        return (files, problems)
    }

    private static func isDanglingLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Walks `root` with an explicit stack, so the depth of a tree never grows the call stack.
    private static func walk(_ root: String, into files: inout [String], problems: inout [PathProblem]) {
        let manager = FileManager.default
        var visited = Set<String>()
        var pending = [root]
        while let folder = pending.popLast() {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted else { continue }
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: folder)
            } catch {
                problems.append(PathProblem(path: folder, message: "cannot read folder"))
                continue
            }
            for entry in entries {
                let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    if entry.hasSuffix(".swift") { problems.append(PathProblem(path: path, message: "broken symbolic link")) }
                    continue
                }
                if isDirectory.boolValue {
                    if !entry.hasPrefix("."), !skippedFolders.contains(entry) { pending.append(path) }
                } else if entry.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
    }

    /// Reads a whole file's bytes.
    ///
    /// ```swift
    /// let bytes = try SourceWalker.read("Sources/A.swift")
    /// ```
    public static func read(_ path: String) throws(PathProblem) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let message = !exists ? "no such file or directory" : isDirectory.boolValue ? "is a directory" : "cannot read file (permission denied?)"
            throw PathProblem(path: path, message: message)
        }
        return [UInt8](data)
    }
}
