import ProjectDescription

let project = Project(name: "Community")
