import WidgetKit
import WeatherKit

public struct WeatherWidget {
    public init() {}
}
