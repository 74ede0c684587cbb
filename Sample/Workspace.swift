import ProjectDescription

let workspace = Workspace(
    name: "DocauditSample",
    projects: [
        "Projects/App",
        "Projects/Core/**",
        "Projects/Domain/**",
        "Projects/Feature/**",
        "Projects/Shared/**",
    ]
)
