import ProjectDescription

let workspace = Workspace(name: "Bakery", projects: ["Projects/**"])
