/// JUnit XML for CI test views: one test case per finding, failed; a check without findings is
/// one passing case.
enum JUnitReporter: Reporter {
    static let name = "junit"

    static func render(_ report: Report) -> String {
        let count = max(1, report.diagnostics.count)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"docaudit\" tests=\"\(count)\" failures=\"\(report.diagnostics.count)\">\n"
        text += "  <testsuite name=\"docaudit\" tests=\"\(count)\" failures=\"\(report.diagnostics.count)\" errors=\"0\">\n"
        if report.diagnostics.isEmpty {
            text += "    <testcase classname=\"docaudit\" name=\"\(XMLText.escaped(report.summary))\"/>\n"
        }
        for diagnostic in report.diagnostics {
            let location = "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"
            let name = diagnostic.symbol.isEmpty ? "\(diagnostic.rule) at \(location)" : "\(diagnostic.rule) \(diagnostic.symbol)"
            text += "    <testcase classname=\"\(XMLText.escaped(diagnostic.file))\" name=\"\(XMLText.escaped(name))\">\n"
            text += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message))\">\(XMLText.escaped(location + ": " + diagnostic.message + " [" + diagnostic.rule + "]"))</failure>\n"
            text += "    </testcase>\n"
        }
        return text + "  </testsuite>\n</testsuites>\n"
    }
}
