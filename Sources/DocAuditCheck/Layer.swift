import DocAuditRules

/// One rule of the layer table: files matching any of `paths` are in `layer`.
public struct LayerRule: Sendable, Hashable {
    /// The layer given to matching files.
    public var layer: Layer
    /// Globs matched against the path relative to the configuration's folder.
    public var paths: [Glob]

    /// Creates a rule.
    ///
    /// ```swift
    /// let rule = LayerRule(layer: .interface, paths: [Glob("**/Interface/**")])
    /// ```
    public init(layer: Layer, paths: [Glob]) {
        self.layer = layer
        self.paths = paths
    }
}

/// Gives each file its layer: the first rule whose pattern matches wins; with none, `shared`.
public struct LayerClassifier: Sendable {
    /// The rules, in order.
    public var rules: [LayerRule]

    /// The default table, for Tuist µFeature layouts:
    /// `Projects/<Layer>/<Module>/{Interface,Sources,Testing,Tests,Example}`.
    public static let standard = LayerClassifier(rules: [
        LayerRule(layer: .ignored, paths: [
            "Tests", "Testing", "Example", "Examples", "Demo", "Derived", "Tuist", ".build", "*Tests",
        ].map { Glob($0 + "/") } + ["**/Project.swift", "**/Package.swift", "**/Workspace.swift"].map(Glob.init)),
        LayerRule(layer: .interface, paths: ["Interface", "Interfaces", "*Interface"].map { Glob($0 + "/") }),
        LayerRule(layer: .app, paths: [Glob("App/")]),
        LayerRule(layer: .shared, paths: [Glob("Shared/")]),
        LayerRule(layer: .implementation, paths: ["Core", "Domain", "Feature", "Features"].map { Glob($0 + "/") }),
    ])

    /// Creates a classifier from rules.
    ///
    /// ```swift
    /// let classifier = LayerClassifier(rules: [LayerRule(layer: .app, paths: [Glob("App/")])])
    /// ```
    public init(rules: [LayerRule]) {
        self.rules = rules
    }

    /// The layer of `path`, relative to the configuration's folder (or as given, with none).
    ///
    /// ```swift
    /// LayerClassifier.standard.layer(of: "Projects/Core/Network/Interface/Endpoint.swift") // .interface
    /// ```
    public func layer(of path: String) -> Layer {
        layer(of: GlobPath(path))
    }

    /// The layer of an already split path.
    ///
    /// ```swift
    /// LayerClassifier.standard.layer(of: GlobPath("Projects/App/Sources/App.swift")) // .app
    /// ```
    public func layer(of path: GlobPath) -> Layer {
        layer(firstMatching: { rules[$0].paths.contains { $0.matches(path) } })
    }

    /// The layer of the first rule `matches` accepts (by position), or `shared`: how every
    /// caller decides, however it matches the patterns.
    ///
    /// ```swift
    /// let layer = classifier.layer(firstMatching: globs.matching(fileNamed: name).contains)
    /// ```
    public func layer(firstMatching matches: (Int) -> Bool) -> Layer {
        rules.indices.first(where: matches).map { rules[$0].layer } ?? .shared
    }
}
