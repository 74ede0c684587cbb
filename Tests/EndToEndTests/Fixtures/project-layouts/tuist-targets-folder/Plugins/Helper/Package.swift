// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Helper", targets: [.executableTarget(name: "helper-cli")])
