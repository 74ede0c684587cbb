/// Retries a request: built by no target, since the package declares none here.
public func retry() {}
