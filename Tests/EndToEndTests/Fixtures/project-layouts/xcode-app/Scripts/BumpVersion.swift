public func bumpVersion() {}
