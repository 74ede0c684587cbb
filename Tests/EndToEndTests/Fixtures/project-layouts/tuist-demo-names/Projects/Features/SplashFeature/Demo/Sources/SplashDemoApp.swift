import SplashFeature

/// Shows the splash screen alone.
struct SplashDemoApp {
    /// Not shown anywhere: a private helper needs no doc.
    private func launch() {}
}
