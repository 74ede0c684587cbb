import DomainAuthInterface

/// Keeps values in memory.
public struct MemoryCache {}

extension MemoryCache: Caching {
    public func evict() {}
}

/// Keeps values on disk; it conforms to `Caching` in another file, which this one cannot see.
public struct DiskCache {
    public func evict() {}
}
