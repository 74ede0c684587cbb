import ProjectDescription

// The features' projects are reached through the app's dependencies.
let workspace = Workspace(name: "Radio", projects: ["Apps/iOS"])
