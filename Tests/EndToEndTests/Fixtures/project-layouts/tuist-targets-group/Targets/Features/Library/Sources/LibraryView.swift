import Models

public struct LibraryView {
    public let books: [Book]

    /// A view of `books`.
    public init(books: [Book]) {
        self.books = books
    }
}
