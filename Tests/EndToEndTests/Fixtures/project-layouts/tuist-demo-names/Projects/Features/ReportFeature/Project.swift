import ProjectDescription

// Copied from one feature to the next: every demo app is named "Demo".
let project = Project(
    name: "ReportFeature",
    targets: [
        .target(name: "ReportFeature", destinations: .iOS, product: .staticFramework, bundleId: "app.report", sources: ["Sources/**"]),
        .target(name: "Demo", destinations: .iOS, product: .app, bundleId: "app.report.demo", sources: ["Demo/Sources/**"]),
    ]
)
