import DocAuditRules
import DocAuditCheck
import DocAuditCore
import DocAuditFix
import FuzzSupport

/// A file through `docaudit fix --scaffold` with every rule on (so every demoting rule too),
/// as an editor fixes an unsaved buffer: ``Fixer/fix(_:as:)``.
///
/// Asserted: the fixer never plans an edit that its own token-identity proof refuses (a fix is
/// meant to touch comments and blank lines only); the fixed source passes that proof against
/// the original, keeps its byte order mark, and a second fix changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fixHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = Fuzz.bytes(data, size)
    let variant = Fuzz.variant(of: source, among: 6)
    let setup = Fuzz.everyRuleSetups[variant % 3]
    let language: Language = variant < 3 ? .en : .ko
    let fixer = Fixer(configurations: setup.resolver, planner: FixPlanner(language: language, scaffold: true), jobs: 1)
    guard let fileFix = fix(fixer, source, as: setup.path) else { return 0 }
    Fuzz.require(fileFix.original == source, "the fix reports another original")
    guard fileFix.fixed != source else { return 0 }
    Fuzz.require(!fileFix.fixes.isEmpty, "the source changed with no fix planned")
    do {
        try TokenIdentity.verify(original: source, edited: fileFix.fixed)
    } catch {
        Fuzz.fail("the fixed source is not the same code: \(error)")
    }
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    Fuzz.require(source.starts(with: bom) == fileFix.fixed.starts(with: bom), "the fix changed the byte order mark")
    // A fix of a later round stands where the source of that round has it (after the templates
    // the first round inserted): no bound but the first line and column.
    for planned in fileFix.fixes {
        Fuzz.require(planned.line >= 1 && planned.column >= 1, "a fix at \(planned.line):\(planned.column)")
    }
    if let again = fix(fixer, fileFix.fixed, as: setup.path) {
        Fuzz.require(again.fixed == fileFix.fixed,
                     "a second fix changes the fixed source again: \(again.fixes.map { "\($0.rule) \($0.line):\($0.column)" })")
    } else {
        Fuzz.fail("the fixed source cannot be fixed again")
    }
    return 0
}

/// The fixes of `source`, or nil when the fixer refuses the file for what it is (damaged, not
/// UTF-8); stops the run when the fixer refuses its own edits.
private func fix(_ fixer: Fixer, _ source: [UInt8], as path: String) -> FileFix? {
    do {
        return try fixer.fix(source, as: path)
    } catch {
        let refusals = ["would change the code", "would change how the file lexes", "fixes overlap"]
        if refusals.contains(where: { error.description.contains($0) }) {
            Fuzz.fail("the fixer planned edits its proof refuses: \(error.description)")
        }
        return nil
    }
}
