/// A day's forecast.
public struct Forecast {
    public var degrees: Int

    /// Makes a forecast.
    public init(degrees: Int) {
        self.degrees = degrees
    }

    public func isWarm() -> Bool { degrees > 20 }
}
