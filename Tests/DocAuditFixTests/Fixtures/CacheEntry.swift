/// A cached value and when it expires.
public struct CacheEntry<Value: Sendable>: Sendable {
	/// The value.
	public let value: Value
	/**	When it expires. */
	public let expiry: Date

	/// Whether the entry is still fresh.
	///
	/// ```swift
	/// if entry.isFresh(at: .now) { return entry.value }
	/// ```
	public func isFresh(at date: Date) -> Bool { date < expiry }
}
