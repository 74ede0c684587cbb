import ProjectDescription

let project = Project.makeModule(name: "Network")
