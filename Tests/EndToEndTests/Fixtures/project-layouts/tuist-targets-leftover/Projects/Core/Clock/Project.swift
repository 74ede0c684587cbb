import ProjectDescription

let project = Project(name: "Clock", targets: [
    .target(name: "Clock", destinations: .iOS, product: .framework, bundleId: "com.example.clock", sources: ["Sources/**"]),
])
