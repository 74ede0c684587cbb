import ProjectDescription

public extension Target {
    /// An extension of the drive app: its own folder and the app's utilities.
    static func driveExtension(named name: String, bundleId: String, settings: Settings = .settings()) -> Target {
        .target(name: name,
                destinations: .iOS,
                product: .appExtension,
                bundleId: bundleId,
                sources: ["\(name)/**", "Drive/Utils/**"],
                dependencies: [.target(name: "DriveKit")],
                settings: settings)
    }

    /// A watch face whose name comes from a setting: no literal gives its folder.
    static func face(_ name: String) -> Target {
        .target(name: name, destinations: .watchOS, product: .watch2Extension, bundleId: "com.example.\(name)", sources: ["\(name)/**"])
    }
}

/// The widgets of the notes app, declared whole.
public let notesWidgets = [
    Target.target(name: "NotesWidget", destinations: .iOS, product: .appExtension, bundleId: "com.example.notes.widget", sources: "NotesWidget/**"),
]
