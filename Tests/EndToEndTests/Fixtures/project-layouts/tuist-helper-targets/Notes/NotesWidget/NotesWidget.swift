import WidgetKit

public struct NotesWidget {}
