/// Left behind: no target lists Interface/ any more.
public protocol LegacyComponent {}

public struct OldBadge {}
