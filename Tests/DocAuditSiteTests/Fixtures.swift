import Foundation
import DocAuditRules
import DocAuditCheck
import DocAuditCore
@testable import DocAuditSite

/// Small projects built in memory, and their sites.
enum Fixtures {
    /// A µFeature-style module with types, members from extensions, an outside type's extension,
    /// overloaded top-level functions, operators, Korean text and every kind of DocC markup.
    static let network: [(path: String, source: String)] = [
        ("Projects/Core/Network/Interface/Client.swift", #"""
        /// Sends requests; see ``Endpoint`` and ``Client/send(_:)``.
        ///
        /// ## 사용 예시
        /// ```swift
        /// let client = Client()
        /// let user = try await client.send(Endpoint.user(id: 3))
        /// ```
        ///
        /// - Note: Thread-safe; share one ``Client``.
        /// - Warning: Never call from ``Endpoint``'s initializer.
        public final class Client: Sendable {
            /// Creates a client.
            public init() {}

            /// Sends a request.
            ///
            /// - Parameters:
            ///   - endpoint: Where to send it.
            /// - Returns: The decoded value.
            /// - Throws: ``NetworkError`` when offline.
            /// - Throws: `CancellationError` when cancelled.
            public func send(_ endpoint: Endpoint) async throws -> Data { Data() }

            /// Compares two clients.
            public static func == (lhs: Client, rhs: Client) -> Bool { true }
        }
        """#),
        ("Projects/Core/Network/Interface/Endpoint.swift", #"""
        /// A place to send requests. 요청을 보낼 곳.
        public enum Endpoint {
            case user(id: Int), list
        }

        /// Errors of ``Client``; ``Endpoint/user(id:)`` needs the network.
        public enum NetworkError: Error {
            case offline
        }

        extension Client {
            /// Sends and forgets.
            ///
            /// - Parameter endpoint: Where.
            public func fire(_ endpoint: Endpoint) {}
        }

        public extension Array where Element == Endpoint {
            /// The first user endpoint.
            var firstUser: Endpoint? { first }
        }

        /// Joins endpoints; ``decode(_:)`` makes them.
        public func join(_ a: Endpoint, _ b: Endpoint) -> [Endpoint] { [a, b] }
        /// Joins many endpoints.
        public func join(_ all: [Endpoint]) -> [Endpoint] { all }
        /// Decodes an endpoint; the only overload of its name.
        public func decode(_ text: String) -> Endpoint? { nil }
        /// Ranges of endpoints.
        public func ..< (lhs: Endpoint, rhs: Endpoint) -> [Endpoint] { [] }
        /// Case-distinct names.
        public struct Foo {}
        /// Case-distinct names.
        public struct foo {}
        """#),
        ("Projects/Shared/DesignSystem/Sources/Theme.swift", #"""
        /// Colours and fonts; links to ``NetworkInterface/Client`` across modules.
        public struct Theme {
            /// The default theme.
            public static let standard = Theme()
        }
        """#),
    ]

    /// Doc comments written to break out of the page: scripts, event attributes, hostile links,
    /// and names full of `<`, `&` and quotes.
    static let hostile: [(path: String, source: String)] = [
        ("Sources/Evil/Evil<\"&'>.swift", #"""
        /// <script>alert("summary")</script> <img src=x onerror=alert(1)>
        ///
        /// <div onclick="alert(2)">block</div>
        ///
        /// [click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [far](https://evil.example/)
        /// ![pixel](https://evil.example/pixel.png) <https://evil.example/auto> [vb](vbscript:msgbox)
        ///
        /// - Note: <iframe src="https://evil.example"></iframe> ``</a><script>alert(4)</script>``
        /// - Parameter x: "><svg onload=alert(5)>
        ///
        /// ```"><script>alert(6)</script>
        /// <script>alert(7)</script>
        /// ```
        public struct Evil {
            /// `<b>` & "quotes" 'too'
            public static func <=> (lhs: Evil, rhs: Evil) -> Bool { true }
            /// &amp; &lt;script&gt;
            public static func && (lhs: Evil, rhs: Evil) -> Evil { lhs }
            /// Backticks.
            public func `default`(x: Int) {}
        }
        """#),
    ]

    /// The options the fixtures' sites are built with unless a test says otherwise.
    static let options = SiteOptions(title: "Fixture", baseURL: nil, allowsExternalLinks: false)

    /// The site of `files`, built with the built-in theme.
    static func site(_ files: [(path: String, source: String)], catalogs: [CatalogSource] = [], options: SiteOptions = options) -> GeneratedSite {
        var sources = sources(files)
        sources.catalogs = catalogs
        return SiteGenerator.generate(sources, options: options, theme: try! Theme.builtIn(), findings: [], coverage: coverage(files))
    }

    /// The folder of ``guide``'s documents.
    static let guideFolder = "Projects/Core/Network/Interface/NetworkInterface.docc"

    /// A catalog of ``network``'s interface: a landing page, an article with every directive
    /// the site lays out, extension files that append and override, images by name and a
    /// snippet; and documents each broken in a way the site warns about.
    static let guide = CatalogSource(module: "NetworkInterface", documents: [
        document("NetworkInterface.md", """
            # ``NetworkInterface``

            Talks to the server.

            ## Overview

            Start with <doc:GettingStarted>, then ``Client``.

            ![The flow of a request.](flow)

            ## Topics

            ### Essentials

            - <doc:GettingStarted>
            - ``Client``
            """),
        document("Articles/GettingStarted.md", """
            # Getting Started with *Network*

            @Metadata {
                @PageKind(article)
                @TitleHeading("Guide")
            }

            Send your first request with ``Client``.

            ## Overview

            | Step | What |
            | :--- | ---: |
            | 1 | Make a ``Client`` |

            ```console
            $ make run
            ```

            @Row {
                @Column {
                    Left side.
                }
                @Column(size: 2) {
                    Right side, in **bold**.

                        @Indented code, no directive
                }
            }

            @Comment {
                Not shown.
            }

            @TabNavigator {
                @Tab("First") {
                    One.
                }
            }

            @Small { Licensed under MIT. }

            @Links(visualStyle: detailedGrid) {
                - ``Endpoint``
            }

            @Snippet(path: "Network/Snippets/Send")

            ```swift
            @Option var name: String
            ```
            """),
        document("Extensions/Client.md", """
            # ``NetworkInterface/Client``

            Share one client per app.
            """),
        document("Extensions/Endpoint.md", """
            # ``Endpoint``

            @Metadata { @DocumentationExtension(mergeBehavior: override) }

            Where requests go, replaced.
            """),
        document("Broken.md", "Just text, no title.\n"),
        document("Oops.md", """
            # Oops

            See <doc:Nowhere>, ``Nothing`` and ![a missing image](missing).

            @Video(source: "intro.mp4")

            @Unknown {
                Hidden.
            }

            | a |
            |---|
            | ![cell](gone) |

            @Small { <doc:Gone> }

            @Image(source: none, alt: "n")
            """),
        document("Extensions/Ghost.md", "# ``Ghost``\n\nNothing.\n"),
        document("More/GettingStarted.md", "# Getting Started Again\n\nA second article of the name.\n"),
        document("More/NetworkInterface.md", "# ``NetworkInterface``\n\nA second landing page.\n"),
    ], images: [
        CatalogFile(path: guideFolder + "/Resources/flow.png", bytes: bluePNG),
        CatalogFile(path: guideFolder + "/Resources/flow@2x.png", bytes: bluePNG),
        CatalogFile(path: guideFolder + "/Resources/flow~dark.png", bytes: bluePNG),
    ], snippets: ["Send": "// Sends a request.\n// snippet.hide\nimport Network\nlet secret = 1\nfunc main() {\n    // snippet.show\n\n    let client = Client()\n    client.start()\n    // snippet.hide\n}\n"])

    /// A 4×2 blue PNG, which a browser shows.
    static let bluePNG = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGPQqDgBRwzIHACNWgtBSRR+8QAAAABJRU5ErkJggg==")!)

    private static func document(_ path: String, _ text: String) -> CatalogFile {
        CatalogFile(path: guideFolder + "/" + path, bytes: Array(text.utf8))
    }

    /// `files` as the site reads them, placed by the default layers.
    static func sources(_ files: [(path: String, source: String)]) -> SiteSources {
        SiteSources(files.map { file in
            let module = ModuleNamer().module(of: file.path)
            let layer = LayerClassifier.standard.layer(of: file.path)
            return SiteSourceFile(path: file.path, module: module, group: SitePlacement.group(of: file.path, layer: layer), bytes: Array(file.source.utf8))
        })
    }

    /// The coverage `check` would report for `files` under the default configuration.
    static func coverage(_ files: [(path: String, source: String)]) -> CoverageReport {
        var report = CoverageReport()
        let configuration = Configuration.defaults(folder: "/")
        for file in files {
            let bytes = Array(file.source.utf8)
            let active = configuration.activeRules(for: file.path)
            let context = RuleContext(path: file.path, layer: configuration.layers.layer(of: file.path), module: ModuleNamer().module(of: file.path),
                                      scanned: Scanner.scan(bytes), source: bytes, language: .en, severities: active.severities)
            report.add(DocCoverage.of(context, rules: active.rules), module: context.module)
        }
        return report
    }

    /// The text of the site's file at `path`.
    static func page(_ site: GeneratedSite, _ path: String) -> String? {
        site.files.first { $0.path == path }.map { String(decoding: $0.bytes, as: UTF8.self) }
    }
}
