import DocAuditCheck
import DocAuditCore
import DocAuditGraph
import Foundation

/// What `docaudit check` costs over scanning: the engine (reading, scanning, every default
/// rule, suppressions, the symbol index and link resolution) on the corpus, against reading
/// and scanning the same files, both on one thread; then the engine on every core. As the
/// command does, the engine is given what the walk that found the files noted.
func reportCheck(_ tree: SourceWalker.Tree) {
    let paths = tree.files
    let megabytes = Double(paths.reduce(0) { $0 + ((try? SourceWalker.read($1).count) ?? 0) }) / 1_048_576
    let (scan, single) = bestInTurns({ readAndScan(paths) }, { check(tree, jobs: 1) })
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let parallel = (0..<3).map { _ in seconds { check(tree, jobs: cores) } }.min()!
    func line(_ label: String, _ time: Double, _ note: String) {
        let name = label.padding(toLength: 44, withPad: " ", startingAt: 0)
        print("\(name) \(String(format: "%8.2f MB  %7.3f s  %8.1f MB/s  ", megabytes, time, megabytes / time))\(note)")
    }
    line("read + scan, 1 thread", scan, "")
    line("check engine, 1 job", single, String(format: "%+.1f%% over read + scan", (single / scan - 1) * 100))
    line("check engine, \(cores) jobs", parallel, "")
    // What the project model costs the check: made from the walk, asked where every file stands
    // (its root, target, layer and module), as the engine's placement asks, then told the
    // imports the scan collected to name the modules that hang on them, as the check's end
    // does; on one thread. The imports and each file's path as a string are made first: the
    // check scans and opens every file whatever the model, and places each by that string.
    let imports = importsScanned(tree)
    // Timed in turns with the check again, as many times as the check: a best of a few runs
    // of some milliseconds would be judged on the machine's noise.
    let spelled = Array(tree.files)
    let (model, checkAgain) = bestInTurns({ placeAll(tree, paths: spelled, imports: imports) }, { check(tree, jobs: 1) })
    line("project model + placement + naming, 1 thread", model, String(format: "%.1f%% of the check, 1 job", model / min(single, checkAgain) * 100))
    // The symbol graph and its relationships, from files already read and scanned (as the
    // workspace holds them), in turns with the check.
    let files = graphFiles(tree)
    let (graph, checkOnceMore) = bestInTurns({ _ = SymbolGraph(files: files, identities: false) }, { check(tree, jobs: 1) })
    line("symbol graph + relationships, 1 thread", graph, String(format: "%.1f%% of the check, 1 job", graph / min(single, checkOnceMore) * 100))
    let (withIdentities, checkLast) = bestInTurns({ _ = SymbolGraph(files: files) }, { check(tree, jobs: 1) })
    line("the same + paths and identities spelled", withIdentities, String(format: "%.1f%% of the check, 1 job", withIdentities / min(single, checkLast) * 100))
}

/// The files of `tree` that the check audits, read, scanned and placed in their modules.
func graphFiles(_ tree: SourceWalker.Tree) -> [GraphFile] {
    let resolver = ConfigurationResolver(walked: tree)
    var cache = PlacementCache()
    return tree.files.compactMap { path in
        guard let place = try? cache.placement(of: path, resolver: resolver), !place.excluded, place.layer != .ignored,
              let bytes = try? SourceWalker.read(path) else { return nil }
        return GraphFile(path: path, module: place.module, source: bytes, scanned: Scanner.scan(bytes))
    }
}

/// Places every file of `tree` (`paths`, its files spelled) with a fresh project model, as a
/// check does before its rules, and names the modules that hang on the code's `imports`, as
/// the check does at its end.
func placeAll(_ tree: SourceWalker.Tree, paths: [String], imports: Set<String>) {
    let resolver = ConfigurationResolver(walked: tree)
    var cache = PlacementCache()
    for path in paths { _ = try? cache.placement(of: path, resolver: resolver) }
    if resolver.project.hasProvisionalNames { _ = resolver.project.learn(imports: imports) }
}

/// The modules imported by the files of `tree` that the check scans (placed, neither excluded
/// nor ignored): what its scan collects for the project model.
func importsScanned(_ tree: SourceWalker.Tree) -> Set<String> {
    let resolver = ConfigurationResolver(walked: tree)
    var cache = PlacementCache()
    var names = Set<String>()
    for path in tree.files {
        guard let place = try? cache.placement(of: path, resolver: resolver), !place.excluded, place.layer != .ignored,
              let bytes = try? SourceWalker.read(path) else { continue }
        for name in Scanner.scan(bytes).imports { names.insert(String(decoding: bytes[name], as: UTF8.self)) }
    }
    return names
}

/// The best times of `first` and `second`, run in turns so that the machine's drift weighs on
/// both alike: at least 5 rounds each, and more until about 2 seconds are spent, so that a small
/// corpus is not judged on a few runs of some milliseconds.
func bestInTurns(_ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    var best = (Double.infinity, Double.infinity)
    var spent = 0.0
    var rounds = 0
    while rounds < 5 || spent < 2 && rounds < 1000 {
        let a = seconds(first)
        let b = seconds(second)
        best = (min(best.0, a), min(best.1, b))
        spent += a + b
        rounds += 1
    }
    return best
}

/// What the check is measured against: reading and scanning every file.
func readAndScan(_ paths: PathList) {
    for path in paths { if let bytes = try? SourceWalker.read(path) { _ = Scanner.scan(bytes) } }
}

/// The check engine with the default rules on the files of `tree`.
func check(_ tree: SourceWalker.Tree, jobs: Int) {
    _ = CheckEngine.run(CheckRequest(files: tree.files, jobs: jobs, language: .en, configurations: ConfigurationResolver(walked: tree)))
}

/// `passes` passes of `scan` (read + scan), `check` (the engine, one job) or `place` (the
/// project model, placement, and naming by `imports`) over the files of `tree` (`spelled`,
/// for `place`).
func run(_ what: String, passes: Int, tree: SourceWalker.Tree, spelled: [String], imports: Set<String>) {
    let files = what == "graph" || what == "identities" ? graphFiles(tree) : []
    for _ in 0..<passes {
        switch what {
        case "scan": readAndScan(tree.files)
        case "check": check(tree, jobs: 1)
        case "place": placeAll(tree, paths: spelled, imports: imports)
        case "graph": _ = SymbolGraph(files: files, identities: false)
        case "identities": _ = SymbolGraph(files: files)
        default: return print("docaudit-bench: --once and --twice take scan, check, place, graph or identities, not \(what)")
        }
    }
}

/// The program `name` built next to this one (`docaudit`, which every whole-command figure runs,
/// or `docaudit-bench` itself), or nil when there is none there.
func siblingBinary(_ name: String) -> String? {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path
    return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
}

/// The whole `docaudit check` command on `roots`, as users run it (every core, a JSON report
/// thrown away): its time and its peak memory, the figure the memory target is about.
func measureCheckCommand(_ roots: [String]) -> String {
    let name = "docaudit check, whole command".padding(toLength: 44, withPad: " ", startingAt: 0)
    guard let binary = siblingBinary("docaudit") else { return name + " skipped: no docaudit next to docaudit-bench" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["check", "--format", "json"] + roots
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var failure: String?
    let time = seconds {
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            failure = "\(error)"
        }
    }
    if let failure { return name + " failed: " + failure }
    return name + String(format: "             %7.3f s  peak memory %.1f MB", time, peakMemoryMB(children: true))
}
