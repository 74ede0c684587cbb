import FeatureLogin

public struct LoginExampleApp {
    public init() {}
}
