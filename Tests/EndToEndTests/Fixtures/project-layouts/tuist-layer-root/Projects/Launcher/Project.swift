import ProjectDescription

let project = Project(name: "Launcher", targets: [.target(name: "Launcher", product: .app)])
