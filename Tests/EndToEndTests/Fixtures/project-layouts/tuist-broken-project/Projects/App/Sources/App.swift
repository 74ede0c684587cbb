import FeatureHome

/// The app.
public struct App {}
