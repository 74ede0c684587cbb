import ProjectDescription

let workspace = Workspace(name: "Shapes", projects: ["Projects/**"])
