import ProjectDescription

let workspace = Workspace(name: "Broken", projects: ["Projects/**"])
