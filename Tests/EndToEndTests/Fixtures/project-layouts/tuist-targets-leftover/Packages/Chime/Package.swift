// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Chime", products: [.library(name: "Chime", targets: ["Chime"])], targets: [.target(name: "Chime")])
