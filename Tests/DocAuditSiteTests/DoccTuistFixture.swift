import Foundation

/// A small µFeature app laid out as Tuist lays one out: `Tuist/`, a workspace manifest, and per
/// feature a `Project.swift` with an `Interface` and a `Sources` target. `HomeInterface` has
/// what DocC's pages show: a protocol, a conforming type with availability, a protocol
/// extension, doc comments with a usage example, and a catalog with an article.
enum DoccTuistFixture {
    static let files: [(path: String, text: String)] = [
        ("Projects/Core/Network/Interface/Requesting.swift", #"""
        import Foundation

        /// Sends requests to the server.
        public protocol Requesting: Sendable {
            /// Fetches the bytes at `path`.
            ///
            /// - Parameter path: A path below the server's root.
            /// - Returns: The response's body.
            func data(at path: String) async throws -> Data
        }
        """#),
        ("Projects/Core/Network/Project.swift", #"""
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = module("Network")
        """#),
        ("Projects/Core/Network/Sources/SessionClient.swift", #"""
        import Foundation
        import NetworkInterface

        /// Sends requests with a URL session.
        public final class SessionClient: Requesting {
            private let base: URL

            /// Creates a client of the server at `base`.
            public init(base: URL) { self.base = base }

            /// Fetches the bytes at `path` below the base URL.
            public func data(at path: String) async throws -> Data {
                try await URLSession.shared.data(from: base.appendingPathComponent(path)).0
            }
        }
        """#),
        ("Projects/Feature/Home/Interface/HomeBuilding.swift", #"""
        import UIKit

        /// Builds the home screen.
        ///
        /// Ask the app's container for a builder and show what it builds:
        ///
        /// ```swift
        /// let home = container.resolve(HomeBuilding.self).build(greeting: "Hello")
        /// navigationController.pushViewController(home, animated: true)
        /// ```
        public protocol HomeBuilding {
            /// Makes the home screen.
            ///
            /// - Parameter greeting: The text at the top of the screen.
            /// - Returns: A view controller to present.
            func build(greeting: String) -> UIViewController
        }

        /// The home screen's builder, for the app and its previews.
        @available(iOS 16.0, *)
        public struct HomeBuilder: HomeBuilding {
            /// Creates a builder.
            public init() {}

            /// Makes the home screen with a plain view controller.
            public func build(greeting: String) -> UIViewController {
                let screen = UIViewController()
                screen.title = greeting
                return screen
            }
        }

        extension HomeBuilding {
            /// Makes the home screen with the default greeting.
            ///
            /// - Returns: A view controller to present.
            public func buildWelcome() -> UIViewController {
                build(greeting: "Welcome")
            }
        }
        """#),
        ("Projects/Feature/Home/Interface/HomeInterface.docc/HomeInterface.md", #"""
        # ``HomeInterface``

        The home feature's interface, for the app and other features.

        ## Overview

        Depend on this module, not on `Home`, and ask for a ``HomeBuilding``.

        ## Topics

        ### Essentials

        - <doc:ShowingTheHomeScreen>
        - ``HomeBuilding``
        - ``HomeBuilder``
        """#),
        ("Projects/Feature/Home/Interface/HomeInterface.docc/ShowingTheHomeScreen.md", #"""
        # Showing the home screen

        Build the screen from the interface and push it.

        ## Overview

        ``HomeBuilder`` conforms to ``HomeBuilding``; ``HomeBuilding/buildWelcome()`` uses the
        default greeting.
        """#),
        ("Projects/Feature/Home/Project.swift", #"""
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = module("Home", dependencies: [.project(target: "NetworkInterface", path: "../../Core/Network")])
        """#),
        ("Projects/Feature/Home/Sources/HomeViewController.swift", #"""
        import UIKit
        import HomeInterface

        /// The home screen.
        final class HomeViewController: UIViewController {}
        """#),
        ("Tuist/Config.swift", #"""
        import ProjectDescription

        let config = Config()
        """#),
        ("Tuist/ProjectDescriptionHelpers/Module.swift", #"""
        import ProjectDescription

        /// A µFeature module: an interface target and its implementation.
        public func module(_ name: String, dependencies: [TargetDependency] = []) -> Project {
            Project(name: name, targets: [
                .target(name: name + "Interface", destinations: .iOS, product: .framework, bundleId: "com.example." + name + "Interface", sources: ["Interface/**"]),
                .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example." + name, sources: ["Sources/**"], dependencies: [.target(name: name + "Interface")] + dependencies),
            ])
        }
        """#),
        ("Workspace.swift", #"""
        import ProjectDescription

        let workspace = Workspace(name: "Fixture", projects: ["Projects/**"])
        """#),
    ]

    /// Writes the app under `root`.
    static func write(to root: URL) throws {
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((file.text + "\n").utf8).write(to: url)
        }
    }
}
