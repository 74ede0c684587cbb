import WidgetKit

public struct Provider: TimelineProvider {
    public func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
}
