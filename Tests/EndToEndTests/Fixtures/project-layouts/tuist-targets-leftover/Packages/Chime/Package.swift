// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Chime", targets: [.target(name: "Chime")])
