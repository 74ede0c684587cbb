public protocol Store {
    func save(_ data: [UInt8]) throws
}
