import ProjectDescription

let project = Project(name: "FeatureSignUp")
