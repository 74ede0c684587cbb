import Foundation
import TestScratch

/// Runs the built `docaudit` binary, as a user would, and captures what it prints.
struct Docaudit {
    /// What one run printed and returned.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The binary next to the test bundle in the build folder (`swift test` builds it too).
    static let executable: URL = {
        var candidates: [URL] = []
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(runner.deletingLastPathComponent().appendingPathComponent("docaudit"))
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("docaudit"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/docaudit"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    /// The repository's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `docaudit arguments` in `directory`, feeding `input` to standard input. With
    /// `fileSizeLimit` (in 512-byte blocks), writes past that size fail as on a full disk.
    static func run(_ arguments: [String], in directory: URL = packageRoot, input: String? = nil, environment: [String: String] = [:], fileSizeLimit: Int? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let blocks = fileSizeLimit {
            // An ignored SIGXFSZ stays ignored across exec: the write fails with EFBIG instead.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' XFSZ; ulimit -f \(blocks) && exec \"$0\" \"$@\"", executable.path] + arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Files, not pipes: a large report can never block the process on a full pipe.
        let scratch = Scratch.url("run")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("out")
        let errorURL = scratch.appendingPathComponent("err")
        let inputURL = scratch.appendingPathComponent("in")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: Data((input ?? "").utf8))
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }

    /// A fresh temporary folder holding `files` (relative path → contents).
    static func fixture(_ files: [String: String]) throws -> URL {
        let root = Scratch.url("e2e")
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }
}
