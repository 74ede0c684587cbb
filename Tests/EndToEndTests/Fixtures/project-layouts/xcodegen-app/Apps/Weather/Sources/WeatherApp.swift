import SwiftUI
import WeatherKit

@main
public struct WeatherApp: App {
    public var body: some Scene { WindowGroup { Text("Weather") } }
}
