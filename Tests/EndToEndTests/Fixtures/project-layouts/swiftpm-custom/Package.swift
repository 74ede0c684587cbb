// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [
        .target(name: "Kit", dependencies: [.target(name: "Util")], path: "Lib/Kit", exclude: ["Legacy"]),
        .target(name: "Util"),
        .executableTarget(name: "kit-tool", dependencies: ["Kit"], path: "Tools/kit-tool"),
        .testTarget(name: "KitTests", dependencies: ["Kit"], path: "Checks"),
        .plugin(name: "Generate", capability: .buildTool()),
        .macro(name: "KitMacros", path: "Macros"),
    ]
)
