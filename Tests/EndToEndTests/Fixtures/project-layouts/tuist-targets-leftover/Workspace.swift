import ProjectDescription

let workspace = Workspace(name: "Morning", projects: ["Projects/**"])
