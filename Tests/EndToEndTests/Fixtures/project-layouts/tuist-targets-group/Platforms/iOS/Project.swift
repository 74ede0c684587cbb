import ProjectDescription

let project = Project(
    name: "Reader",
    targets: [
        .target(name: "Reader", destinations: .iOS, product: .app, bundleId: "app.reader", sources: ["Sources/**"]),
    ]
)
