import DocAuditCheck
import DocAuditCore
import Foundation

/// A documented public type of `members` members, each with a usage example and a symbol link
/// to the type before it: some 8 lines a member.
func syntheticSource(type number: Int, members: Int) -> String {
    var text = "/// Type \(number), linked to ``Type\(max(0, number - 1))``.\npublic struct Type\(number) {\n"
    for member in 0..<members {
        text += """
                /// Member \(member) of ``Type\(max(0, number - 1))``'s neighbour.
                ///
                /// ```swift
                /// let value = Type\(number)().member\(member)(1)
                /// ```
                public func member\(member)(_ value: Int) -> Int { value + \(member) }

            """
    }
    return text + "}\n"
}

/// Re-audits one 2,000-line file in a workspace of 3,000 files, as an editor's every keystroke
/// would, and then 10,000 times more to see whether memory stays flat.
func reportWorkspace(measuringMemory: Bool = true) {
    let folder = FileManager.default.temporaryDirectory.path + "/docaudit-bench-workspace-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var paths: [String] = []
    for number in 0..<3_000 {
        let path = folder + "/Projects/Feature/Module\(number / 100)/Interface/Type\(number).swift"
        try? FileManager.default.createDirectory(atPath: FilePaths.folder(of: path), withIntermediateDirectories: true)
        try? syntheticSource(type: number, members: number == 0 ? 333 : 4).write(toFile: path, atomically: false, encoding: .utf8)
        paths.append(path)
    }
    let tree = SourceWalker.tree(of: [folder], noting: Configuration.fileName)
    let workspace = Workspace(configurations: ConfigurationResolver(walked: tree), language: .en)
    let opened = seconds { workspace.open(tree.files) }
    // The large file, as typed: with a member more and without it, turn by turn.
    let large = Array(syntheticSource(type: 0, members: 333).utf8)
    let edited = Array(syntheticSource(type: 0, members: 334).utf8)
    var times: [Double] = []
    for round in 0..<200 {
        times.append(seconds {
            workspace.update(paths[0], bytes: round.isMultiple(of: 2) ? edited : large)
            precondition(workspace.diagnostics(in: paths[0]).count >= 0)
        })
    }
    times.sort()
    let lines = large.count { $0 == UInt8(ascii: "\n") }
    let label = "workspace, \(lines)-line file of 3,000, re-check".padding(toLength: 44, withPad: " ", startingAt: 0)
    print(label + String(format: " median %6.2f ms  best %6.2f ms  (open %.0f ms)", times[times.count / 2] * 1000, times[0] * 1000, opened * 1000))
    guard measuringMemory else { return }
    let before = peakMemoryMB()
    for round in 0..<10_000 { workspace.update(paths[0], bytes: round.isMultiple(of: 2) ? edited : large) }
    let name = "workspace, 10,000 more re-checks".padding(toLength: 44, withPad: " ", startingAt: 0)
    print(name + String(format: " peak memory %.1f MB before, %.1f MB after", before, peakMemoryMB()))
}
