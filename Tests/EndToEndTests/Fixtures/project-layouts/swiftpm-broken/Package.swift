import PackageDescription

let package = Package(
    name: "Broken",
    targets: [.target(name: "Broken"
