import SwiftUI
import NotesKit

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NoteList() }
    }
}

public struct NoteList: View {
    public var body: some View { Text("Notes") }
}
