import Library
import Models

public struct ReaderApp {
    public let shelf = LibraryView(books: [Book(title: "Dune")])
}
