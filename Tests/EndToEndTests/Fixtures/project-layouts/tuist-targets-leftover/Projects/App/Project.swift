import ProjectDescription

let project = Project(name: "Morning", targets: [
    .target(name: "Morning", destinations: .iOS, product: .app, bundleId: "com.example.morning", sources: ["Sources/**"], dependencies: [.project(target: "Clock", path: "../Core/Clock")]),
])
