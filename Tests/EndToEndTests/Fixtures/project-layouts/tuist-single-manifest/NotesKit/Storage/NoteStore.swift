/// Keeps the notes in memory.
///
/// ```swift
/// let store = NoteStore()
/// store.add(Note(title: "Groceries"))
/// ```
public final class NoteStore {
    /// The notes, newest last.
    public private(set) var notes: [Note] = []

    /// Makes an empty store.
    public init() {}

    /// Adds `note` after the others.
    ///
    /// ```swift
    /// store.add(Note(title: "Call Mum"))
    /// ```
    public func add(_ note: Note) {
        notes.append(note)
    }
}
