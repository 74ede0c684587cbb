/// JUnit XML for CI test views: one test case per finding, failed; a check without findings is
/// one passing case.
enum JUnitReporter: Reporter {
    static let name = "junit"

    static func write(_ report: Report, to output: ReportOutput) {
        let count = max(1, report.diagnostics.count)
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"docaudit\" tests=\"\(count)\" failures=\"\(report.diagnostics.count)\">\n")
        output.write("  <testsuite name=\"docaudit\" tests=\"\(count)\" failures=\"\(report.diagnostics.count)\" errors=\"0\">\n")
        if report.diagnostics.isEmpty {
            output.write("    <testcase classname=\"docaudit\" name=\"\(XMLText.escaped(report.summary))\"/>\n")
        }
        for diagnostic in report.diagnostics {
            let location = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
            let name = diagnostic.symbol.isEmpty ? "\(diagnostic.rule) at \(location)" : "\(diagnostic.rule) \(diagnostic.symbol)"
            output.write("    <testcase classname=\"\(XMLText.escaped(diagnostic.file))\" name=\"\(XMLText.escaped(name))\">\n")
            output.write("      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message))\">\(XMLText.escaped(location + ": " + diagnostic.message + " [" + diagnostic.rule + "]"))</failure>\n")
            output.write("    </testcase>\n")
        }
        output.write("  </testsuite>\n</testsuites>\n")
    }
}
