public struct ReportModel {
    public let id: Int
}
