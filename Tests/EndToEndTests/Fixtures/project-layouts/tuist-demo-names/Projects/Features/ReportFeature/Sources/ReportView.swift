import Models

/// The report screen.
public struct ReportView {
    public init() {}
}
