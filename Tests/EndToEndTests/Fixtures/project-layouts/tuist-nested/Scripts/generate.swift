public func generate() {}
