import Models

/// The splash screen.
public struct SplashView {
    public init() {}
}
