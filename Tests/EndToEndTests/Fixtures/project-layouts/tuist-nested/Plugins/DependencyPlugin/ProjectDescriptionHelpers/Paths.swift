import ProjectDescription

public func modulePath() {}
