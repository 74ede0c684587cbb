// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "DesignKit", products: [.library(name: "DesignKit", targets: ["DesignKit"])], targets: [.target(name: "DesignKit")])
