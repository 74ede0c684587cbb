// swift-tools-version:5.9
import PackageDescription

// Resolved only to pin the versions of the linters the build phases run.
let package = Package(
    name: "Linting",
    dependencies: [
        .package(url: "https://github.com/realm/SwiftLint", exact: "0.55.1"),
        .package(url: "https://github.com/nicklockwood/SwiftFormat", exact: "0.54.0"),
    ],
    targets: [
        .target(name: "Linting", path: "Pin"),
    ]
)
