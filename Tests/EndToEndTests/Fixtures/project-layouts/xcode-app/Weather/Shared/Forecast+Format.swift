import ForecastKit

extension Forecast {
    public func formatted() -> String { "\(degrees)°" }
}
