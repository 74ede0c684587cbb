/// Checkstyle XML, read by Jenkins, Danger and many review tools: one `<file>` per file with
/// findings.
enum CheckstyleReporter: Reporter {
    static let name = "checkstyle"

    static func write(_ report: Report, to output: ReportOutput) {
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        var currentFile: String?
        for diagnostic in report.diagnostics {
            if diagnostic.file != currentFile {
                if currentFile != nil { output.write("  </file>\n") }
                output.write("  <file name=\"\(XMLText.escaped(diagnostic.file))\">\n")
                currentFile = diagnostic.file
            }
            output.write("    <error line=\"\(diagnostic.line)\" column=\"\(diagnostic.column)\" severity=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.escaped(diagnostic.message))\" source=\"docaudit.\(diagnostic.rule)\"/>\n")
        }
        if currentFile != nil { output.write("  </file>\n") }
        output.write("</checkstyle>\n")
    }
}
