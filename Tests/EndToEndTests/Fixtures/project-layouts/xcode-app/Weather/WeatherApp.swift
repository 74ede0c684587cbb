import SwiftUI
import ForecastKit

/// The app.
@main
public struct WeatherApp: App {
    public init() {}

    public var body: some Scene {
        WindowGroup { ContentView() }
    }
}
