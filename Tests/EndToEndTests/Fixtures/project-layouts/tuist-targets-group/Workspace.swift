import ProjectDescription

let workspace = Workspace(name: "Reader", projects: ["Platforms/iOS", "Targets/**"])
