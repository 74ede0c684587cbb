public final class Tracker {
    public func track(_ event: String) {}
}
