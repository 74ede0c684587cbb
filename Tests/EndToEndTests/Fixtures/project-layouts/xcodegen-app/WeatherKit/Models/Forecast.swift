/// A day's forecast.
public struct Forecast {
    /// The highest temperature, in degrees.
    public var high: Int
}

public func forecast(for day: Int) -> Forecast { Forecast(high: day) }
