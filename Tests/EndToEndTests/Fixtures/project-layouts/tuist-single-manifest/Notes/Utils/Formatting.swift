import NotesKit

public func formattedTitle(of note: Note) -> String {
    note.title.isEmpty ? "Untitled" : note.title
}
