import DocAuditRules
import DocAuditCheck
import DocAuditCore
import FuzzSupport

/// One file through `check` with every rule on, in English and in Korean, as
/// `docaudit check --stdin-path` checks it: the engine, suppressions, symbol links against the
/// file's own declarations, coverage, and every report format in one
/// of the languages (the JSON ones must parse).
///
/// Which of the three setups (a Shared, an implementation and an Interface module; the
/// options at their defaults or turned up) checks the input follows from its bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func checkHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = Fuzz.bytes(data, size)
    let setups = Fuzz.everyRuleSetups
    let variant = Fuzz.variant(of: source, among: 2 * setups.count)
    let setup = setups[variant % setups.count]
    let lines = source.withUnsafeBufferPointer { LineTable($0).count }
    var counts: [Int] = []
    for language in [Language.en, .ko] {
        let result = Fuzz.check(source, setup: setup, language: language, lines: lines)
        let diagnostics = Array(result.diagnostics)
        counts.append(diagnostics.count)
        // The reports in one of the languages, as the input's bytes choose: writing and parsing
        // SARIF, which describes every rule, costs more than the check.
        guard (language == .en) == (variant < setups.count) else { continue }
        let report = Report(diagnostics: diagnostics, files: 1, staleBaselineEntries: [], language: language)
        for reporter in Reporters.all {
            let text = reporter.render(report)
            if reporter.name == "json" || reporter.name == "sarif" { Fuzz.requireJSON(text, "the \(reporter.name) report") }
        }
    }
    // The language changes the words, never what is found.
    Fuzz.require(counts[0] == counts[1], "English finds \(counts[0]) problems, Korean \(counts[1])")
    return 0
}
