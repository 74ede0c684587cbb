import Foundation

/// Runs a program as a terminal shows it: standard output and error together, read to the end.
enum Terminal {
    /// Runs `executable arguments` in `folder` with `environment` added to this process's, and
    /// no standard input (a program that would ask a question must refuse instead of waiting).
    static func run(_ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: printed, as: UTF8.self))
    }
}
