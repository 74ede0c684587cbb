// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

// Hostile inputs against the whole commands: `docaudit check` and `docaudit site`, each run as a
// child process on a generated tree at two sizes, so that a step that grows faster than its input
// shows as a ratio well over 2. Figures only: nothing here fails.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One hostile input: a single Swift file, made at scale 1 (N) or 2 (2N).
struct HostileCase {
    /// What the file holds, as the table names it.
    let name: String
    /// The file's size at a scale, as the table prints it ("40k lines").
    let size: (Int) -> String
    /// The file's bytes at a scale.
    let source: (Int) -> [UInt8]
}

/// How one child process ended, and what it cost.
struct ChildRun {
    /// How a process ended.
    enum Outcome {
        /// By itself, with this status (docaudit: 0 or 1, 2 for an error).
        case exited(Int32)
        /// By this signal (a crash, most likely).
        case signaled(Int32)
        /// Killed at the limit.
        case timedOut
        /// It could not be started (or waited for).
        case notStarted
    }

    /// Wall-clock seconds from its start to its end.
    var seconds: Double
    /// Its own peak resident memory in MB (from `wait4`, so this child's alone).
    var peakMB: Double
    /// How the process ended.
    var outcome: Outcome
}

/// The limit of each child's run, in seconds: past it the child is killed and `>120 s` printed.
let hostileTimeLimit = 120.0

/// A ratio of the 2N time over the N time above this is marked in the table.
let hostileRatioMark = 2.5

/// The MB that `ru_maxrss` stands for: kilobytes on Linux, bytes on Darwin.
func megabytes(ofMaxRSS value: Int) -> Double {
    #if canImport(Darwin)
    return Double(value) / 1_048_576
    #else
    return Double(value) / 1024
    #endif
}

/// `count` copies of `unit` between `prefix` and `suffix`, as bytes: the generators' building block.
func bytes(_ prefix: String, _ unit: String, _ count: Int, _ suffix: String) -> [UInt8] {
    Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
}

/// `count` nested openings `open`, then `middle`, then as many `close`, after `prefix`.
func nested(_ prefix: String, _ open: String, _ middle: String, _ close: String, _ count: Int) -> [UInt8] {
    Array((prefix + String(repeating: open, count: count) + middle + String(repeating: close, count: count) + "\n").utf8)
}

/// A count as the table prints it: 40000 as "40k", 1000000 as "1M".
func shortCount(_ count: Int) -> String {
    if count >= 1_000_000, count % 1_000_000 == 0 { return "\(count / 1_000_000)M" }
    if count >= 1000, count % 1000 == 0 { return "\(count / 1000)k" }
    return "\(count)"
}

/// The hostile cases, with N chosen so that the slower command takes some 0.2 to 2 seconds at N at
/// this writing (the enum: the million cases its memory target is about; the nested types: 300
/// levels, their breadcrumbs being quadratic by nature).
func hostileCases() -> [HostileCase] {
    /// A case whose size is `count * scale` of `unit`.
    func counted(_ name: String, _ count: Int, _ unit: String, _ make: @escaping (Int) -> [UInt8]) -> HostileCase {
        HostileCase(name: name, size: { shortCount(count * $0) + " " + unit }, source: { make(count * $0) })
    }
    let documented = "/// A value.\npublic let x = "
    return [
        counted("doc comment, a symbol link a line", 40_000, "lines") { lines in
            var text = ""
            for i in 0..<lines { text += "/// See ``Link\(i)``.\n" }
            return Array((text + "public struct A {}\n").utf8)
        },
        counted("nested documented public types", 300, "levels") { levels in
            var text = ""
            for i in 0..<levels { text += "/// Level \(i).\npublic struct T\(i) {\n" }
            return Array((text + String(repeating: "}\n", count: levels)).utf8)
        },
        HostileCase(name: "backtick runs `x``x```x… on one doc line", size: { "\($0) MB" }, source: { scale in
            // Runs of 1, 2, 3… backticks, each followed by an x, until the line holds `scale` MB.
            var line = Array("/// ".utf8)
            var run = 1
            while line.count < scale * 1_048_576 {
                line += repeatElement(UInt8(ascii: "`"), count: run)
                line.append(UInt8(ascii: "x"))
                run += 1
            }
            return line + Array("\npublic struct A {}\n".utf8)
        }),
        counted("public enum, one case a line", 1_000_000, "cases") { cases in
            var text = "/// An enum.\npublic enum E {\n"
            for i in 0..<cases { text += "    case c\(i)\n" }
            return Array((text + "}\n").utf8)
        },
        HostileCase(name: "one line of code (let a = [1, 2]; …)", size: { "\(10 * $0) MB" }, source: { scale in
            bytes("", "let a = [1, 2]; ", 10 * 1_048_576 * scale / 16, "\n")
        }),
        counted("nested parentheses ((((1))))", 10_000_000, "deep") { nested(documented, "(", "1", ")", $0) },
        counted("nested braces {{{{}}}}", 10_000_000, "deep") { nested("/// A function.\npublic func f() ", "{", "", "}", $0) },
        counted("nested brackets [[[[1]]]]", 10_000_000, "deep") { nested(documented, "[", "1", "]", $0) },
        counted("nested generic arguments A<A<Int>>", 400_000, "deep") { nested("/// A value.\npublic var x: ", "A<", "Int", ">", $0) },
        counted("nested string interpolation \"\\(\"\\(1)\")\"", 2_000_000, "deep") { nested(documented, "\"\\(", "1", ")\"", $0) },
        counted("nested Markdown list items (/// - - - x)", 400_000, "deep") { depth in
            bytes("/// ", "- ", depth, "item\npublic struct A {}\n")
        },
        counted("nested Markdown quotes (/// > > > x)", 400_000, "deep") { depth in
            bytes("/// ", "> ", depth, "quote\npublic struct A {}\n")
        },
    ]
}

/// Runs `binary` with `arguments` as a child process, its standard streams on /dev/null, and
/// returns its time and its own peak memory (`wait4`'s, not `RUSAGE_CHILDREN`'s maximum over
/// every child so far); past `limit` seconds it is killed. On Linux the child is forked rather
/// than spawned: glibc's `posix_spawn` shares this process's memory until `exec`, and the kernel
/// then counts this process's peak as the child's.
func runChild(_ binary: String, _ arguments: [String], limit: Double) -> ChildRun {
    // Everything the child uses is made before it exists: between fork and exec it may only
    // call what is safe there (no allocation).
    let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid: pid_t = -1
    #if canImport(Glibc)
    pid = fork()
    if pid == 0 {
        dup2(devNull, 0)
        dup2(devNull, 1)
        dup2(devNull, 2)
        execve(argv[0]!, argv, envp)
        _exit(127)
    }
    #else
    var actions: posix_spawn_file_actions_t?
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for stream: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, devNull, stream) }
    if posix_spawn(&pid, argv[0]!, &actions, nil, argv, envp) != 0 { pid = -1 }
    #endif
    guard pid > 0 else { return ChildRun(seconds: 0, peakMB: 0, outcome: .notStarted) }
    var status: Int32 = 0
    var usage = rusage()
    var killed = false
    // Polled every millisecond: the time is a millisecond coarse at worst, and the limit needs
    // no second thread.
    while true {
        let waited = wait4(pid, &status, WNOHANG, &usage)
        if waited == pid { break }
        if waited < 0, errno != EINTR { return ChildRun(seconds: 0, peakMB: 0, outcome: .notStarted) }
        if !killed, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > limit {
            kill(pid, SIGKILL)
            killed = true
        }
        usleep(1000)
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    // The status's low 7 bits are the signal that ended the process, 0 when it exited.
    let signal = status & 0x7f
    let outcome: ChildRun.Outcome = killed ? .timedOut : signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    return ChildRun(seconds: seconds, peakMB: megabytes(ofMaxRSS: Int(usage.ru_maxrss)), outcome: outcome)
}

/// `docaudit-bench --child LIMIT BINARY ARGUMENT…`: this program as the fresh helper of one
/// measurement, which runs BINARY once (``runChild(_:_:limit:)``) and prints the run on one
/// line, "OUTCOME CODE SECONDS PEAK_MB". A child's peak counts what its parent had resident when
/// it forked: a helper started afresh for each run has a few megabytes, less than docaudit's
/// own, where the benchmark, having made the trees, has tens or hundreds.
func childHelper(_ arguments: [String]) {
    guard arguments.count >= 2, let limit = Double(arguments[0]) else { return print("notStarted 0 0 0") }
    let run = runChild(arguments[1], Array(arguments.dropFirst(2)), limit: limit)
    let (outcome, code): (String, Int32)
    switch run.outcome {
    case .exited(let status): (outcome, code) = ("exited", status)
    case .signaled(let signal): (outcome, code) = ("signaled", signal)
    case .timedOut: (outcome, code) = ("timedOut", 0)
    case .notStarted: (outcome, code) = ("notStarted", 0)
    }
    print("\(outcome) \(code) \(run.seconds) \(run.peakMB)")
}

/// Runs `binary` with `arguments` through a fresh helper (``childHelper(_:)``) and reads its
/// run back: the figures are the helper's, so that this process's size weighs on none.
func measureChild(_ binary: String, _ arguments: [String], limit: Double) -> ChildRun {
    let failed = ChildRun(seconds: 0, peakMB: 0, outcome: .notStarted)
    guard let helper = siblingBinary("docaudit-bench") else { return failed }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: helper)
    process.arguments = ["--child", String(limit), binary] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return failed }
    let line = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard fields.count == 4, let code = Int32(fields[1]), let seconds = Double(fields[2]), let peak = Double(fields[3]) else { return failed }
    let outcome: ChildRun.Outcome
    switch fields[0] {
    case "exited": outcome = .exited(code)
    case "signaled": outcome = .signaled(code)
    case "timedOut": outcome = .timedOut
    default: outcome = .notStarted
    }
    return ChildRun(seconds: seconds, peakMB: peak, outcome: outcome)
}

/// `docaudit check` (a JSON report thrown away) or `docaudit site` (to a fresh folder, removed
/// afterwards) of the tree at `root`, as a child process through a fresh helper.
func runCommand(_ binary: String, _ command: String, root: URL, limit: Double) -> ChildRun {
    guard command == "site" else { return measureChild(binary, ["check", "--format", "json", root.path], limit: limit) }
    let output = root.deletingLastPathComponent().appendingPathComponent("site-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: output) }
    return measureChild(binary, ["site", root.path, "--output", output.path], limit: limit)
}

/// The runs under this many seconds are repeated (``bestRun(_:_:root:limit:)``).
let hostileRepeatBelow = 2.0

/// ``runCommand(_:_:root:limit:)``, run again while it takes under 2 seconds, 3 times at most:
/// the best time, the highest peak and how many runs. On a shared machine one run of a tenth of
/// a second can be twice as slow as the next, and a ratio of two such runs means nothing.
func bestRun(_ binary: String, _ command: String, root: URL, limit: Double) -> (run: ChildRun, count: Int) {
    var best = runCommand(binary, command, root: root, limit: limit)
    var count = 1
    while count < 3, case .exited = best.outcome, best.seconds < hostileRepeatBelow {
        let again = runCommand(binary, command, root: root, limit: limit)
        count += 1
        guard case .exited = again.outcome else { break }
        best = ChildRun(seconds: min(best.seconds, again.seconds), peakMB: max(best.peakMB, again.peakMB), outcome: best.outcome)
    }
    return (best, count)
}

/// Makes a fresh folder under `scratch` holding one file, `Hostile.swift`, of `source`.
func makeTree(_ source: [UInt8], in scratch: URL) throws -> URL {
    let root = scratch.appendingPathComponent("tree-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(source).write(to: root.appendingPathComponent("Hostile.swift"))
    return root
}

/// A run's time as the table prints it: seconds, or `>120 s` when it was killed at the limit.
func timeCell(_ run: ChildRun?) -> String {
    guard let run else { return "—" }
    switch run.outcome {
    case .timedOut: return String(format: ">%.0f s", hostileTimeLimit)
    case .notStarted: return "no start"
    default: return String(format: "%.3f s", run.seconds)
    }
}

/// What the table notes of a run that did not end as the commands do (exit 0 or 1, findings
/// or not), or nil.
func failureNote(_ run: ChildRun?, _ label: String) -> String? {
    switch run?.outcome {
    case .exited(let code) where code > 1: return "\(label): exit \(code)"
    case .signaled(let signal): return "\(label): killed by signal \(signal)"
    case .notStarted: return "\(label): could not start"
    default: return nil
    }
}

/// Whether a run ended by itself, so that its time and memory mean something.
func finished(_ run: ChildRun?) -> Bool {
    switch run?.outcome {
    case .exited, .signaled: return true
    default: return false
    }
}

/// The section: every hostile case at N and 2N, `check` and `site` each, one table. Prints
/// figures and returns; never fails.
func reportHostileCommands() {
    let started = DispatchTime.now().uptimeNanoseconds
    print("")
    print("hostile inputs, whole commands: docaudit check --format json, docaudit site --output (a fresh folder)")
    print("each a child of a fresh helper, its own peak; best of 3 runs under \(Int(hostileRepeatBelow)) s; killed at \(Int(hostileTimeLimit)) s; "
          + "<< marks a 2N / N time ratio over \(hostileRatioMark)x")
    guard let binary = siblingBinary("docaudit") else { return print("skipped: no docaudit next to docaudit-bench") }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("docaudit-hostile-" + UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let commands = ["check", "site"]
    var runs = 0
    do {
        // What a child costs on a trivial input: no figure of the table is below it.
        let root = try makeTree([], in: scratch)
        let floor = commands.map { bestRun(binary, $0, root: root, limit: hostileTimeLimit) }
        try? FileManager.default.removeItem(at: root)
        runs += floor[0].count + floor[1].count
        print(String(format: "floor (one empty file): check %.1f MB %.3f s, site %.1f MB %.3f s",
                     floor[0].run.peakMB, floor[0].run.seconds, floor[1].run.peakMB, floor[1].run.seconds))
    } catch {
        return print("skipped: no scratch folder: \(error)")
    }
    /// `text` padded with spaces to `width`, on the right or (`left`) on the left.
    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let gap = String(repeating: " ", count: max(0, width - text.count))
        return left ? gap + text : text + gap
    }
    let widths = (name: 46, size: 25)
    print(pad("case", widths.name) + pad("size N / 2N", widths.size) + pad("command", 7) + pad("time N", 9, left: true) + pad("time 2N", 10, left: true)
          + pad("ratio", 8, left: true) + pad("peak N", 10, left: true) + pad("peak 2N", 10, left: true))
    for hostile in hostileCases() {
        var results: [String: [ChildRun?]] = ["check": [nil, nil], "site": [nil, nil]]
        for scale in [1, 2] {
            // A command that reached the limit at N is not run at 2N.
            let due = commands.filter { scale == 1 || finished(results[$0]![0]) }
            if due.isEmpty { continue }
            guard let root = try? makeTree(hostile.source(scale), in: scratch) else {
                print("\(hostile.name): could not write the tree")
                continue
            }
            for command in due {
                let (run, count) = bestRun(binary, command, root: root, limit: hostileTimeLimit)
                results[command]![scale - 1] = run
                runs += count
            }
            try? FileManager.default.removeItem(at: root)
        }
        for command in commands {
            let (n, n2) = (results[command]![0], results[command]![1])
            var line = pad(command == "check" ? hostile.name : "", widths.name)
            line += pad(command == "check" ? hostile.size(1) + " / " + hostile.size(2) : "", widths.size)
            line += pad(command, 7) + pad(timeCell(n), 9, left: true) + pad(timeCell(n2), 10, left: true)
            var ratio = "—"
            var mark = ""
            if let n, let n2, finished(n), finished(n2) {
                ratio = String(format: "%.2fx", n2.seconds / n.seconds)
                if n2.seconds / n.seconds > hostileRatioMark { mark = "  << over \(hostileRatioMark)x" }
            } else if finished(n), case .timedOut? = n2?.outcome {
                mark = "  << over \(hostileRatioMark)x"
            }
            line += pad(ratio, 8, left: true)
            line += pad(finished(n) ? String(format: "%.1f MB", n!.peakMB) : "—", 10, left: true)
            line += pad(finished(n2) ? String(format: "%.1f MB", n2!.peakMB) : "—", 10, left: true)
            let notes = [failureNote(n, "N"), failureNote(n2, "2N")].compactMap { $0 }
            print(line + mark + (notes.isEmpty ? "" : "  (" + notes.joined(separator: "; ") + ")"))
        }
    }
    let total = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    print(String(format: "hostile inputs, whole commands: %d runs, %.0f s in all (generating the trees included)", runs, total))
}
