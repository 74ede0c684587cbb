import ProjectDescription

// Copied from one feature to the next: every demo app is named "Demo".
let project = Project(
    name: "SplashFeature",
    targets: [
        .target(name: "SplashFeature", destinations: .iOS, product: .staticFramework, bundleId: "app.splash", sources: ["Sources/**"]),
        .target(name: "Demo", destinations: .iOS, product: .app, bundleId: "app.splash.demo", sources: ["Demo/Sources/**"]),
    ]
)
