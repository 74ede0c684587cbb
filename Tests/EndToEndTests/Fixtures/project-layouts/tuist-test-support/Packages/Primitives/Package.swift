// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Primitives",
    products: [.library(name: "Primitives", targets: ["Primitives"]), .library(name: "PrimitivesTestKit", targets: ["PrimitivesTestKit"])],
    targets: [
        .target(name: "Primitives", path: "Sources"),
        .target(name: "PrimitivesTestKit", dependencies: ["Primitives"], path: "TestKit"),
        .testTarget(name: "PrimitivesTests", dependencies: ["Primitives", "PrimitivesTestKit"]),
    ]
)
