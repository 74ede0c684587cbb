import ProjectDescription

let project = Project(
    name: "Components",
    targets: [
        .target(name: "Components", destinations: .iOS, product: .framework, bundleId: "app.components", sources: ["Sources/**"]),
        .target(
            name: "ComponentsExample",
            destinations: .iOS,
            product: .app,
            bundleId: "app.components.example",
            sources: ["Example/Sources/**"],
            dependencies: [.target(name: "Components")]
        ),
        .target(name: "ComponentsTests", destinations: .iOS, product: .unitTests, bundleId: "app.components.tests", sources: "Tests/**"),
    ]
)
