import ProjectDescription
import ProjectDescriptionHelpers

// The app's target, made by a function of the manifest: its name is the parameter's.
func appTarget(name: String) -> Target {
    .target(name: name,
            destinations: .notes,
            product: .app,
            bundleId: "dev.notes.app",
            sources: "Notes/**",
            dependencies: [.target(name: "NotesKit"), .target(name: "NotesWidget")])
}

let project = Project(
    name: "Notes",
    targets: [
        appTarget(name: "Notes"),
        .target(name: "NotesKit",
                destinations: .notes,
                product: .framework,
                bundleId: "dev.notes.kit",
                sources: "NotesKit/**",
                dependencies: [.target(name: "NotesAssets")]),
        // Images and strings only: no sources.
        .target(name: "NotesAssets",
                destinations: .notes,
                product: .framework,
                bundleId: "dev.notes.assets",
                resources: ["NotesAssets/**/*.xcassets"]),
        .target(name: "NotesWidget",
                destinations: .notes,
                product: .appExtension,
                bundleId: "dev.notes.app.widget",
                sources: ["NotesWidget/**"],
                dependencies: [.target(name: "NotesKit")]),
        .target(name: "NotesKitTests",
                destinations: .notes,
                product: .unitTests,
                bundleId: "dev.notes.kit.tests",
                sources: ["NotesKitTests/**"],
                dependencies: [.target(name: "NotesKit")]),
    ]
)
