import ProjectDescription

let workspace = Workspace(name: "App", projects: ["Projects/**"])
