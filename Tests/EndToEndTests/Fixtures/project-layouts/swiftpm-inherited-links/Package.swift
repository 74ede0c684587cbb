// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Drawing",
    targets: [
        .target(name: "Shapes"),
        .target(name: "Drawing", dependencies: ["Shapes"]),
    ]
)
