import WidgetKit
import SwiftUI

@main
public struct WeatherWidget: Widget {
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: Provider()) { _ in Text("Sunny") }
    }
}
