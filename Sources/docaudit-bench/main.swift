// docaudit-bench: speed and memory figures for `make bench`. Prints figures; never fails on them.
import DocAuditCheck
import DocAuditCore
import Foundation

/// Wall-clock seconds of `body`.
func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Peak resident memory in MB of this process, or with `children` of the largest child process
/// it waited for.
func peakMemoryMB(children: Bool = false) -> Double {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(children ? RUSAGE_CHILDREN : RUSAGE_SELF, &usage)
    #else
    getrusage((children ? RUSAGE_CHILDREN : RUSAGE_SELF).rawValue, &usage)
    #endif
    return megabytes(ofMaxRSS: Int(usage.ru_maxrss))
}

/// Scans every file `rounds` times and returns the best throughput in MB/s and the declarations found.
func scanThroughput(_ files: [[UInt8]], rounds: Int) -> (mbPerSecond: Double, declarations: Int) {
    let bytes = files.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    var found = 0
    for _ in 0..<rounds {
        var count = 0
        let time = seconds {
            for file in files { count += Scanner.scan(file).declarations.count }
        }
        best = min(best, time)
        found = count
    }
    return (Double(bytes) / 1_048_576 / best, found)
}

func report(_ label: String, _ files: [[UInt8]], rounds: Int = 3) {
    let megabytes = Double(files.reduce(0) { $0 + $1.count }) / 1_048_576
    let (speed, declarations) = scanThroughput(files, rounds: rounds)
    let name = label.padding(toLength: 44, withPad: " ", startingAt: 0)
    print("\(name) \(String(format: "%8.2f MB  %9d decls  %8.1f MB/s", megabytes, declarations, speed))")
}

var arguments = Array(CommandLine.arguments.dropFirst())
// `--child LIMIT BINARY ARGUMENT…`: the helper of one whole-command measurement (childHelper).
if arguments.first == "--child" {
    childHelper(Array(arguments.dropFirst()))
    exit(0)
}
// `--once scan|check|place|graph|identities PATH…`: one single-threaded pass and nothing else, for a profiler
// (`valgrind --tool=callgrind docaudit-bench --once check …` counts instructions exactly);
// `--twice`: two, so that the second minus the first is a pass without what a process pays
// once (the runtime's first use of each type, the rule registry's tables); `--many`: 300, for a
// sampling profiler (`perf record -g docaudit-bench --many place …`), which sees time spent
// waiting on memory that instruction counts do not.
if let passes = ["--once": 1, "--twice": 2, "--many": 300][arguments.first ?? ""], arguments.count >= 3 {
    let tree = SourceWalker.tree(of: Array(arguments.dropFirst(2)), noting: Configuration.fileName)
    // Collected outside the passes, which a profiler counts alone: scanning, and spelling each
    // path, is the check's work.
    let place = arguments[1] == "place"
    run(arguments[1], passes: passes, tree: tree, spelled: place ? Array(tree.files) : [], imports: place ? importsScanned(tree) : [])
    exit(0)
}
// `--workspace-only` times the workspace's updates alone, without the 10,000 more that
// measure memory: a profiler's run of an update stays short.
if arguments.contains("--workspace-only") {
    reportWorkspace(measuringMemory: false)
    exit(0)
}
// `--no-hostile` skips both hostile sections (the scanner's and the whole commands');
// `--hostile-only` runs the whole commands' alone.
let skipHostile = arguments.contains("--no-hostile")
if arguments.contains("--hostile-only") {
    if !skipHostile { reportHostileCommands() }
    exit(0)
}
arguments.removeAll { $0 == "--no-hostile" }
// Any other option is a mistake (`--help`), not a folder to measure.
if let option = arguments.first(where: { $0.hasPrefix("--") }) {
    print("""
        docaudit-bench: unknown option \(option)
        usage: docaudit-bench [--no-hostile] [PATH…]       the figures of `make bench` (default: Sources Sample Tests)
               docaudit-bench --hostile-only | --workspace-only
               docaudit-bench --once|--twice|--many scan|check|place|graph|identities PATH…
        """)
    exit(2)
}
let corpusPaths = arguments.isEmpty ? ["Sources", "Sample", "Tests"] : Array(arguments)
let tree = SourceWalker.tree(of: corpusPaths, noting: Configuration.fileName)
let paths = tree.files
for problem in tree.problems { print("skipped: \(problem)") }
// First, while this process is small: a child's peak memory counts what it was forked from.
let commandFigures = measureCheckCommand(corpusPaths)
let corpus = paths.compactMap { try? SourceWalker.read($0) }
print("docaudit-bench — scanner, single-threaded, best of 3 rounds")
print("corpus: \(corpusPaths.joined(separator: " ")) (\(corpus.count) files)")
report("real source", corpus)
reportCheck(tree)
print(commandFigures)
do {
    // What `check` reads of most doc comments on top of scanning: their code blocks.
    let megabytes = Double(corpus.reduce(0) { $0 + $1.count }) / 1_048_576
    var best = Double.infinity
    for _ in 0..<3 {
        var examples = 0
        best = min(best, seconds {
            for file in corpus {
                for declaration in Scanner.scan(file).declarations where declaration.isDocumented {
                    if declaration.doc!.hasUsageExample { examples += 1 }
                }
            }
        })
        precondition(examples >= 0)
    }
    let name = "real source, scan + code blocks".padding(toLength: 44, withPad: " ", startingAt: 0)
    print(name + String(format: " %8.2f MB", megabytes) + String(repeating: " ", count: 17) + String(format: "  %8.1f MB/s", megabytes / best))
}
reportXcodeProject()
reportWorkspace()

// Hostile inputs: each at two sizes, so a quadratic step would show as a 4x slower second line.
func repeated(_ unit: String, _ count: Int, prefix: String = "", suffix: String = "") -> [UInt8] {
    Array((prefix + String(repeating: unit, count: count) + suffix).utf8)
}
for scale in skipHostile ? [] : [1, 2] {
    let n = 50_000 * scale
    report("one-line file, \(5 * scale) MB", [repeated("let a = [1, 2]; ", 5 * 1_048_576 * scale / 16)])
    report("\(n * 2 / 1000)k nested braces", [repeated("{", n * 2, suffix: String(repeating: "}", count: n * 2))])
    report("\(n * 2 / 1000)k nested parentheses", [repeated("(", n * 2, prefix: "let x = ", suffix: String(repeating: ")", count: n * 2))])
    report("\(n / 1000)k nested types", [repeated("struct A {", n, suffix: String(repeating: "}", count: n))], rounds: 1)
    report("\(n * 10 / 1000)k declarations", [repeated("public func f(a: Int) {}\n", n * 10)])
    report("\(n / 1000)k-deep string interpolation", [repeated("\"\\(", n, prefix: "let s = ", suffix: String(repeating: ")\"", count: n))])
    report("unterminated everything, \(scale) MB", [repeated("\"/*{(", 1_048_576 * scale / 5)])
}
print(String(format: "peak memory: %.1f MB", peakMemoryMB()))
// Last, so that the peak above is this process's own work: the children are its figures.
if !skipHostile { reportHostileCommands() }
