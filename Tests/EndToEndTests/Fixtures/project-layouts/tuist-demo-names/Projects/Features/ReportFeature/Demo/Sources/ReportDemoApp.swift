import ReportFeature

/// Shows the report screen alone.
struct ReportDemoApp {
    /// Not shown anywhere: a private helper needs no doc.
    private func launch() {}
}
