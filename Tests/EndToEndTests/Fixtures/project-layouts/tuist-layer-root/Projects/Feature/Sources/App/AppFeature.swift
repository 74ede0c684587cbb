import FeatureIntro

public struct AppFeature {
    public init() {}
}
