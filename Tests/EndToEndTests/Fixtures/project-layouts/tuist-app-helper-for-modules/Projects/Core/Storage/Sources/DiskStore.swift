import StorageInterface

public final class DiskStore: Store {
    public func save(_ data: [UInt8]) throws {}
}
