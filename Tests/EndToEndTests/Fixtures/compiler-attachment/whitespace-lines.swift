///   
/// A
///   B
public func c85() {}

/// A
/// B
///
// x

/// C

public func c86() {}
