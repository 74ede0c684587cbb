import WidgetKit
import SwiftUI
import NotesKit

public struct LatestNoteWidget: Widget {
    public var body: some WidgetConfiguration {
        EmptyWidgetConfiguration()
    }
}
