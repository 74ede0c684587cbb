import ProjectDescription

// Saved in Latin-1: été
let project = Project(name: "App", targets: [.target(name: "App", product: .app)])
