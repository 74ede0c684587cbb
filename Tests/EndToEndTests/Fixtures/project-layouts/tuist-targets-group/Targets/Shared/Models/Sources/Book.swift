public struct Book {
    public let title: String
}
