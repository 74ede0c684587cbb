import ProjectDescription

let workspace = Workspace(name: "Guided", projects: ["Projects/**"])
