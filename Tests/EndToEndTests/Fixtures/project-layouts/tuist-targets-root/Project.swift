import ProjectDescription

let project = Project(name: "Morning", targets: [.target(name: "App", product: .app)])
