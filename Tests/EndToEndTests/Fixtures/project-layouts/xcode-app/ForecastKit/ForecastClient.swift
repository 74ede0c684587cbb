public protocol ForecastClient {
    /// The forecast for today.
    ///
    /// ```swift
    /// let forecast = try await client.today()
    /// ```
    func today() async throws -> Forecast
}
