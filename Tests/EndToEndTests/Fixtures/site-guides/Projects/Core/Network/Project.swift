import ProjectDescription

let project = Project(name: "CoreNetwork", targets: [])
