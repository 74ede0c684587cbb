// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feed",
    products: [.library(name: "Feed", targets: ["Feed"])],
    targets: [
        .target(name: "Feed", dependencies: ["FeedGraph"]),
        .target(name: "FeedGraph"),
    ]
)
