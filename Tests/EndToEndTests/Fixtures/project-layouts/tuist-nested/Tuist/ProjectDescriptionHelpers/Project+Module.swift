import ProjectDescription

public func makeModule() {}
