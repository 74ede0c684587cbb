import ProjectDescription

let workspace = Workspace(name: "Suite", projects: ["Drive", "Notes", "Modules/**", "Watch"])
