import DocAuditCore

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// The targets a `Package.swift` declares, read from its text without running it: every
/// `.target`, `.executableTarget`, `.macro`, `.testTarget`, `.plugin` and `.systemLibrary`
/// call that spells its `name:` as a literal, with its `path:` and `exclude:` when they are
/// literals too. A manifest that computes its names (in a helper function) yields only those it
/// spells; its other folders keep the folder rules.
public struct PackageManifest: Sendable, Equatable {
    /// One declared target.
    public struct Target: Sendable, Equatable {
        /// How SwiftPM builds it, which decides whether it is audited.
        public enum Kind: String, Sendable, CaseIterable {
            case target, executableTarget, macro, testTarget, plugin, systemLibrary, binaryTarget

            /// Whether its code is a module's own, as opposed to tests and build plugins.
            public var isModuleCode: Bool { self == .target || self == .executableTarget || self == .macro }
        }

        /// The target's name: its module's name.
        public var name: String
        public var kind: Kind
        /// The `path:` argument, relative to the package's folder; nil for SwiftPM's default.
        public var path: String?
        /// The `exclude:` paths, relative to the target's folder.
        public var exclude: [String]

        /// Creates a target.
        ///
        /// ```swift
        /// let target = PackageManifest.Target(name: "Core", kind: .target, path: nil, exclude: [])
        /// ```
        public init(name: String, kind: Kind, path: String?, exclude: [String]) {
            self.name = name
            self.kind = kind
            self.path = path
            self.exclude = exclude
        }

        /// The folders, relative to the package's, that SwiftPM looks in for the target's
        /// sources: its `path:`, or each predefined folder followed by its name.
        public var folders: [String] {
            // `path: "."` is the package's own folder (Apple's samples keep a package's code
            // beside its manifest): the empty path.
            if let path { return [XcodePaths.normalized(path)] }
            switch kind {
            case .testTarget: return ["Tests/" + name, "Sources/" + name, "Source/" + name, "src/" + name, "srcs/" + name]
            case .plugin: return ["Plugins/" + name]
            default: return ["Sources/" + name, "Source/" + name, "src/" + name, "srcs/" + name]
            }
        }
    }

    /// The targets, in the order they are declared, each name once.
    public var targets: [Target]
    /// Whether it vends a library (`.library(…)` among its products): a package that vends
    /// none makes nothing another module imports, only tools.
    public var vendsLibrary = false

    /// Whether `bytes` import PackageDescription, as every `Package.swift` does: a source file
    /// named so (`struct Package`) is no manifest.
    ///
    /// ```swift
    /// PackageManifest.importsDescription(Array("import PackageDescription\n".utf8)) // true
    /// ```
    public static func importsDescription(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.contains(literal: "import PackageDescription", in: $0) }
    }

    /// Reads the targets of a manifest's `bytes`.
    ///
    /// ```swift
    /// let manifest = try PackageManifest.read(Array(#"let p = Package(name: "A", targets: [.target(name: "A")])"#.utf8))
    /// manifest.targets[0].folders // ["Sources/A", "Source/A", "src/A", "srcs/A"]
    /// ```
    public static func read(_ bytes: [UInt8]) throws(ManifestError) -> PackageManifest {
        guard UTF8Validation.firstInvalidOffset(in: bytes) == nil else { throw ManifestError(message: "is not UTF-8 text") }
        return try bytes.withUnsafeBufferPointer { source throws(ManifestError) in
            var reader = ManifestTokens(source)
            var targets: [Target] = []
            var sawPackage = false
            var vendsLibrary = false
            while let token = reader.next() {
                // `Package(…)`, or `let package: Package = .init(…)`.
                if token.kind == .identifier, reader.spells(token, "Package") { sawPackage = true }
                guard token.kind == .period, let word = reader.peek(), word.kind == .identifier else { continue }
                if reader.spells(word, "library") { vendsLibrary = true }
                guard let kind = Target.Kind(rawValue: reader.text(word)) else { continue }
                _ = reader.next()
                guard reader.peek()?.kind == .leftParen else { continue }
                _ = reader.next()
                // The whole call is read, so a `.target(name:)` among its dependencies is
                // never taken for a target of its own.
                let arguments = try reader.arguments()
                guard let name = arguments["name"]?.first else { continue }
                let target = Target(name: name, kind: kind, path: arguments["path"]?.first, exclude: arguments["exclude"] ?? [])
                if let known = targets.firstIndex(where: { $0.name == name }) {
                    if targets[known].path == nil, target.path != nil { targets[known] = target }
                } else {
                    targets.append(target)
                }
            }
            guard sawPackage else { throw ManifestError(message: "declares no Package") }
            return PackageManifest(targets: targets, vendsLibrary: vendsLibrary)
        }
    }
}

/// What a Tuist `Project.swift` says without running it: whether it makes an app, whose
/// sources are then the App layer's, wherever the project stands.
enum ProjectManifest {
    /// Whether `bytes` import ProjectDescription, as Tuist's manifests (`Project.swift`,
    /// `Workspace.swift`, `Tuist.swift`) do: an app's own file named so is no manifest.
    static func importsDescription(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.contains(literal: "import ProjectDescription", in: $0) }
    }

    /// The products that make a project an app's: `product: .app` and its kin.
    private static let appProducts: Set<String> = ["app", "appClip", "watch2App", "appExtension", "watch2Extension"]

    /// What makes a project an app's.
    enum AppEvidence: Equatable {
        /// `product: .app` (or an app clip, watch app or extension), or the helpers' own word
        /// `.app` for the product they make (`targets: [.app]`).
        case product
        /// A call of a helper named for an app (`Project.makeMainApp(…)`, `Project.app(…)`),
        /// by its name: a helper so named may make every module of a workspace, as iOS-aljo's
        /// `Project.app(to:targets:)` does.
        case helper(String)
    }

    /// What in `bytes` makes the project an app's, a product before a helper's name; nil where
    /// nothing does.
    ///
    /// ```swift
    /// ProjectManifest.appEvidence(Array(#"Project(name: "A", targets: [.target(name: "A", product: .app)])"#.utf8)) // .product
    /// ```
    static func appEvidence(_ bytes: [UInt8]) -> AppEvidence? {
        bytes.withUnsafeBufferPointer { source in
            // Every word below holds `pp` (`app`, `App`) but one: a manifest with neither is not lexed.
            guard ByteSearch.contains(literal: "pp", in: source) || ByteSearch.contains(literal: "watch2Extension", in: source) else { return nil }
            var reader = ManifestTokens(source)
            var afterProject = false
            var helper: String?
            while let token = reader.next() {
                defer { afterProject = token.kind == .identifier && reader.spells(token, "Project") }
                if helper == nil, token.kind == .identifier, reader.peek()?.kind == .leftParen, isAppHelper(reader.text(token)) { helper = reader.text(token) }
                // `targets: [.app]`: the helpers' own words for the products they make.
                if token.kind == .period, let product = reader.peek(), product.kind == .identifier, reader.spells(product, "app") {
                    _ = reader.next()
                    // `.app` itself, or the helper `Project.app(name:)`; not `.app.framework`,
                    // nor another type's `.app(…)`.
                    let after = reader.peek()?.kind
                    if after != .period, after != .leftParen { return .product }
                    if after == .leftParen, afterProject, helper == nil { helper = "app" }
                }
                guard token.kind == .identifier, reader.spells(token, "product"), reader.peek()?.kind == .colon else { continue }
                _ = reader.next()
                guard reader.next()?.kind == .period, let product = reader.next(), product.kind == .identifier else { continue }
                if appProducts.contains(reader.text(product)) { return .product }
            }
            return helper.map(AppEvidence.helper)
        }
    }

    /// Whether the project's own call lists XCTest among its `dependencies:` (`.xctest`,
    /// `.sdk(name: "XCTest", …)`), as a helper's `Project.framework(name:dependencies:)` takes
    /// them: what links XCTest ships in no app, so its module is test support. A target's own
    /// list, deeper in, is that target's (a test bundle's).
    ///
    /// ```swift
    /// ProjectManifest.linksXCTest(Array(#"let project = Project.framework(name: "Base", dependencies: [.xctest])"#.utf8)) // true
    /// ```
    static func linksXCTest(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { source in
            guard ByteSearch.contains(literal: "XCTest", in: source) || ByteSearch.contains(literal: "xctest", in: source) else { return false }
            var reader = ManifestTokens(source)
            // The label of the argument read in each open bracket: the project call's is the
            // second, and its `dependencies:` list the third bracket.
            var labels: [Token?] = [nil]
            var previous: Token?
            while let token = reader.next() {
                defer { previous = token }
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace: labels.append(nil)
                case .rightParen, .rightBracket, .rightBrace: if labels.count > 1 { labels.removeLast() }
                case .comma: labels[labels.count - 1] = nil
                case .colon: if let previous, previous.kind == .identifier { labels[labels.count - 1] = previous }
                case .identifier where previous?.kind == .period && labels.count == 3:
                    guard let label = labels[1], reader.spells(label, "dependencies") else { continue }
                    if reader.spells(token, "xctest") { return true }
                    guard reader.spells(token, "sdk"), reader.peek()?.kind == .leftParen else { continue }
                    _ = reader.next()
                    if (try? reader.arguments())?["name"]?.first == "XCTest" { return true }
                default: break
                }
            }
            return false
        }
    }

    /// `makeApp`, `makeMainApp`, `makeAppTarget`: the helpers Tuist projects name for the app.
    private static func isAppHelper(_ name: String) -> Bool {
        name.hasPrefix("make") && name.dropFirst(4).contains("App")
    }
}

extension ProjectManifest {
    /// A target a `Project.swift` declares with its product and `sources:` globs (or
    /// `buildableFolders:`) as literals.
    struct Target: Equatable {
        /// Its name, if a literal spells it.
        var name: String?
        var product: XcodeProject.Product
        /// The globs, relative to the manifest's folder (`Sources/**`, `../Shared/**/*.swift`).
        var sources: [String]

        /// The folders the globs reach, each up to its first wildcard (`Sources/**` is
        /// `Sources`, `Sources/App/**/*.swift` is `Sources/App`, a file its folder).
        var folders: [String] {
            sources.map { glob in
                let names = glob.split(separator: "/", omittingEmptySubsequences: true)
                var fixed = names.prefix { !Self.isWildcard($0) }
                if fixed.count == names.count, fixed.last?.hasSuffix(".swift") == true { fixed.removeLast() }
                return fixed.joined(separator: "/")
            }
        }

        /// Whether `glob` names one Swift file, with no wildcard.
        static func namesOneFile(_ glob: String) -> Bool {
            glob.hasSuffix(".swift") && !isWildcard(glob[...])
        }

        private static func isWildcard(_ text: Substring) -> Bool {
            text.contains { "*?[{".contains($0) }
        }
    }

    /// The targets a `Project.swift` declares, and the functions of its `targets:` list whose
    /// targets could not be read.
    struct Declarations: Equatable {
        var targets: [Target]
        /// The helpers called there whose target is no literal's (`.face(faceName)`), each once:
        /// the folders no target read reaches may be theirs.
        var unread: [String] = []
    }

    /// The targets `bytes` declare (`.target(name:product:sources:)`, `Target(…)`), each with a
    /// `product:`, and those a function of the project's `helpers` makes in its `targets:`
    /// list (`.extensionTarget(name: "Share", …)`), with the functions whose target could not
    /// be read; nil when some target's sources are not literals (a helper computes them), or
    /// when no target declared in place lists any (`Project.makeModule(…)`, a helper's
    /// defaults): the folder rules then read the project. The helpers are asked for only where
    /// a list calls one.
    ///
    /// ```swift
    /// ProjectManifest.targets(Array(#"Project(targets: [.target(name: "Kit", product: .framework, sources: ["Sources/**"])])"#.utf8))?.targets[0].folders // ["Sources"]
    /// ```
    static func targets(_ bytes: [UInt8], helpers: () -> Helpers? = { nil }) -> Declarations? {
        bytes.withUnsafeBufferPointer { source in
            // Most manifests hand their targets to a helper: one that never spells the word is
            // not lexed.
            guard spellsTargetWord(source) else { return nil }
            var reader = ManifestTokens(source)
            var targets: [Target] = []
            var unread: [String] = []
            var previous: Token?
            var beforePrevious: Token?
            // Whether each open bracket is a `targets:` list, and whether the token read starts
            // one of its elements (or follows its `Target`): where a helper's call makes one.
            var lists: [Bool] = []
            var atElement = false
            while let token = reader.next() {
                defer { (beforePrevious, previous) = (previous, token) }
                let elementStart = atElement
                atElement = false
                switch token.kind {
                case .leftParen, .leftBrace:
                    lists.append(false)
                    continue
                case .leftBracket:
                    let listsTargets = previous?.kind == .colon && beforePrevious.map { reader.spells($0, "targets") } == true
                    lists.append(listsTargets)
                    atElement = listsTargets
                    continue
                case .rightParen, .rightBracket, .rightBrace:
                    if !lists.isEmpty { lists.removeLast() }
                    continue
                case .comma:
                    atElement = lists.last == true
                    continue
                default:
                    break
                }
                if elementStart, token.kind == .identifier, reader.spells(token, "Target"), reader.peek()?.kind == .period {
                    atElement = true
                    continue
                }
                if elementStart, token.kind == .period, let maker = reader.peek(), maker.kind == .identifier, !reader.spells(maker, "target") {
                    _ = reader.next()
                    guard reader.peek()?.kind == .leftParen else { continue }
                    _ = reader.next()
                    guard let arguments = try? reader.arguments() else { return nil }
                    switch helpers()?.target(made: reader.text(maker), arguments: arguments) {
                    case .target(let target): targets.append(target)
                    case .noCode: break
                    case .unreadable, nil: if !unread.contains(reader.text(maker)) { unread.append(reader.text(maker)) }
                    }
                    continue
                }
                let call = token.kind == .identifier && (reader.spells(token, "Target") || reader.spells(token, "target") && previous?.kind == .period)
                guard call, reader.peek()?.kind == .leftParen else { continue }
                _ = reader.next()
                guard let arguments = try? reader.arguments() else { return nil }
                switch declared(by: arguments) {
                case .target(let target): targets.append(target)
                case .noCode: continue
                case .unreadable: return nil
                }
            }
            return targets.isEmpty ? nil : Declarations(targets: targets, unread: unread)
        }
    }

    /// What the arguments of a `.target(…)` call declare.
    enum Declared {
        case target(Target)
        /// No target with code: a dependency (`.target(name: "Core")` names no product), a
        /// framework of resources, a test bundle whose sources a helper computes.
        case noCode
        /// A target whose product or sources are no literals.
        case unreadable
    }

    /// The target the `arguments` of a `.target(…)` call declare, as ``ManifestTokens/arguments(templates:)`` reads them.
    static func declared(by arguments: [String: [String]]) -> Declared {
        guard let product = arguments["product"] else { return .noCode }
        // `sources: .paths(…)`, `sources: sourcesOf(name)`, or none written: no literal
        // glob to read. Tuist 4's buildable folders (`buildableFolders: ["Sources"]`)
        // are synchronized folders: their Swift files are the target's sources too.
        let lists = ["sources", "buildableFolders"].compactMap { arguments[$0] }
        guard let names = arguments["name"], let member = product.first, isMember(member) else { return .unreadable }
        // A name a helper's value gives (`name: Module.Domain.rawValue`, read as its
        // member) or a function's parameter (`.target(name: name, …)` in a helper the
        // manifest defines) is no literal: the name is left to the target's folder.
        let literalName = names.first.flatMap { isMember($0) ? nil : $0 }
        let kind = XcodeProject.Product(tuist: String(member.dropFirst()))
        // Tuist compiles only the sources a target lists: one with neither list (a
        // framework of resources, kMail's `MailResources`) builds no code.
        if lists.isEmpty { return .noCode }
        guard !lists.contains(where: { $0.isEmpty || $0.contains(where: isMember) }) else {
            // A test bundle's code is never audited: what it builds changes nothing else.
            return kind == .unitTests || kind == .uiTests ? .noCode : .unreadable
        }
        return .target(Target(name: literalName, product: kind, sources: lists.flatMap { $0 }))
    }

    /// Whether `source` holds `Target` or `target` with no letter, digit or `_` right before or
    /// after it: where the lexer may read it as an identifier of its own (`targets:` it may not).
    private static func spellsTargetWord(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        // Found from each `g`, the word's rarest letter.
        var from = 3
        while let g = ByteSearch.firstIndex(of: UInt8(ascii: "g"), in: source, from: from) {
            from = g + 1
            guard g + 2 < source.count, source[g - 3] | 0x20 == UInt8(ascii: "t"), source[g - 2] == UInt8(ascii: "a"), source[g - 1] == UInt8(ascii: "r"),
                  source[g + 1] == UInt8(ascii: "e"), source[g + 2] == UInt8(ascii: "t") else { continue }
            if (g == 3 || !isWordByte(source[g - 4])) && (g + 3 == source.count || !isWordByte(source[g + 3])) { return true }
        }
        return false
    }

    /// Whether `value` (an argument as ``ManifestTokens/arguments(templates:)`` reads it) is a member,
    /// `.framework`, not a string.
    private static func isMember(_ value: String) -> Bool {
        value.count > 1 && value.hasPrefix(".") && value.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The names a `Project.swift` gives its module: a `let name = "…"` before it, and the
    /// string of the first `name:` argument of the project or a target (the project's own, or
    /// its first target's; later ones name other targets, and are not read). A `name:` inside a dependency, configuration,
    /// scheme or script names that, and may come first:
    /// `let sdks: [TargetDependency] = [.sdk(name: "SwiftUI", …)]` before `Project(name:)`.
    /// A name given as a helper's constant (`name: Constants.projectName`) is the string
    /// `constants` hold for its member (``Helpers/constants``), if any.
    ///
    /// ```swift
    /// ProjectManifest.names(Array(#"let name = "Networking""#.utf8)) // ["Networking"]
    /// ```
    static func names(_ bytes: [UInt8], constants: [String: String] = [:]) -> [String] {
        bytes.withUnsafeBufferPointer { source in
            var reader = ManifestTokens(source)
            var brackets = ManifestBrackets()
            var names: [String] = []
            var afterLet = false
            while let token = reader.next() {
                defer { afterLet = token.kind == .identifier && (reader.spells(token, "let") || reader.spells(token, "var")) }
                brackets.read(token, in: reader)
                guard token.kind == .identifier, reader.spells(token, "name"), let next = reader.peek() else { continue }
                let isLet = afterLet && next.kind == .operator && reader.text(next) == "="
                let isLabel = !afterLet && next.kind == .colon && !brackets.holdsOtherNames
                guard isLet || isLabel else { continue }
                brackets.read(next, in: reader)
                _ = reader.next()
                if let value = reader.peek(), value.kind == .stringLiteral {
                    brackets.read(value, in: reader)
                    _ = reader.next()
                    let literal = reader.text(value)
                    // A plain literal: the name between its quotes.
                    if literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.contains("\\") {
                        names.append(String(literal.dropFirst().dropLast()))
                    }
                } else if !constants.isEmpty, let type = reader.peek(), type.kind == .identifier {
                    // `Constants.projectName`, not a call or a longer path (`Feature.Home.rawValue`).
                    brackets.read(type, in: reader)
                    _ = reader.next()
                    if let period = reader.peek(), period.kind == .period {
                        brackets.read(period, in: reader)
                        _ = reader.next()
                        if let member = reader.peek(), member.kind == .identifier {
                            brackets.read(member, in: reader)
                            _ = reader.next()
                            let after = reader.peek()?.kind
                            if after != .period, after != .leftParen, let value = constants[reader.text(member)] { names.append(value) }
                        }
                    }
                }
                // A `let name` that names the project stands before the call that uses it: the
                // rest of the file (its targets, their dependencies) is not read.
                if isLabel { break }
            }
            return names
        }
    }
}

extension ProjectManifest {
    /// The `projects:` of a `Workspace.swift`, as written (`./Projects/**`): Tuist builds no
    /// code outside them. Nil unless the list is all string literals (a helper computes it, or
    /// the workspace lists none and Tuist takes its default).
    ///
    /// ```swift
    /// ProjectManifest.workspaceProjects(Array(#"Workspace(name: "App", projects: ["./Projects/**"])"#.utf8)) // ["./Projects/**"]
    /// ```
    static func workspaceProjects(_ bytes: [UInt8]) -> [String]? {
        bytes.withUnsafeBufferPointer { source in
            var reader = ManifestTokens(source)
            while let token = reader.next() {
                guard token.kind == .identifier, reader.spells(token, "projects"), reader.peek()?.kind == .colon else { continue }
                _ = reader.next()
                guard reader.next()?.kind == .leftBracket else { return nil }
                var projects: [String] = []
                while let element = reader.next() {
                    switch element.kind {
                    case .rightBracket: return projects.isEmpty ? nil : projects
                    case .comma: continue
                    default:
                        guard let literal = reader.literal(element) else { return nil }
                        projects.append(literal)
                    }
                }
                return nil
            }
            return nil
        }
    }
}

extension ProjectManifest {
    /// What the files of a Tuist root's `Tuist/ProjectDescriptionHelpers` declare that its
    /// projects take targets from: the functions that make one target, and the targets
    /// declared whole with literals outside any function.
    struct Helpers {
        /// A function returning the one target its body makes (`static func extensionTarget(name:…) -> Target`).
        private struct Maker {
            /// Each parameter: its label (nil for `_`), its name in the body, and its default
            /// where that is a string literal.
            var parameters: [(label: String?, name: String, value: String?)]
            /// The target's arguments, whose strings may interpolate a parameter (`"\(name)/**"`).
            var arguments: [String: [String]]
        }

        /// The makers by function name; nil for a name declared twice, or for a function that
        /// makes no target, or several, or whose parameters cannot be read.
        private var makers: [String: Maker?] = [:]
        /// The targets declared whole (`let appExtensions = [Target.target(name: "Notify", …)]`),
        /// each with a literal name.
        private(set) var targets: [Target] = []
        /// The string constants the helpers declare (`static let projectName = "Radio"`), by
        /// name, that a `Project.swift` may name its project with; a name declared twice is none.
        private(set) var constants: [String: String] = [:]
        /// The names of constants declared more than once.
        private var ambiguous = Set<String>()

        /// What the helper files `files` declare.
        ///
        /// ```swift
        /// let helpers = ProjectManifest.Helpers(files: [Array(#"let widgets = [Target.target(name: "Widget", product: .appExtension, sources: "Widget/**")]"#.utf8)])
        /// helpers.targets[0].folders // ["Widget"]
        /// ```
        init(files: [[UInt8]]) {
            for file in files {
                file.withUnsafeBufferPointer { source in
                    // A target names its `product:`, a constant is `static let`: a file of
                    // neither (schemes, settings, dependencies) is not lexed.
                    guard ByteSearch.contains(literal: "product", in: source) || ByteSearch.contains(literal: "static let", in: source) else { return }
                    read(source)
                }
            }
        }

        /// What the call `.name(…)` with the `arguments` its call site spells declares, the
        /// parameters it gives filled into the target its function makes; nil where no
        /// function of that name makes one target.
        ///
        /// ```swift
        /// let made = helpers.target(made: "extensionTarget", arguments: ["name": ["Share"]])
        /// ```
        func target(made name: String, arguments call: [String: [String]]) -> Declared? {
            guard let found = makers[name], let maker = found else { return nil }
            var values: [String: String] = [:]
            for parameter in maker.parameters {
                if let label = parameter.label, let given = call[label] {
                    // Given as something else than one literal: what it fills in is unknown.
                    if given.count == 1 { values[parameter.name] = given[0] }
                } else if let value = parameter.value {
                    values[parameter.name] = value
                }
            }
            var filled: [String: [String]] = [:]
            // Only what places the target: its settings or entitlements may take what no literal gives.
            for label in ["name", "product", "sources", "buildableFolders"] {
                guard let strings = maker.arguments[label] else { continue }
                var list: [String] = []
                for string in strings {
                    guard let value = Self.fill(string, with: values) else { return .unreadable }
                    list.append(value)
                }
                filled[label] = list
            }
            return ProjectManifest.declared(by: filled)
        }

        /// `template` with each `\(name)` in it replaced by `values[name]`; nil where a name has none.
        private static func fill(_ template: String, with values: [String: String]) -> String? {
            var result = ""
            var rest = template[...]
            while let open = rest.range(of: "\\(") {
                guard let close = rest[open.upperBound...].firstIndex(of: ")"), let value = values[String(rest[open.upperBound..<close])] else { return nil }
                result += rest[..<open.lowerBound] + value
                rest = rest[rest.index(after: close)...]
            }
            return result + rest
        }

        /// Reads the functions and whole targets of one helper file.
        private mutating func read(_ source: UnsafeBufferPointer<UInt8>) {
            var reader = ManifestTokens(source)
            var previous: Token?
            while let token = reader.next() {
                defer { previous = token }
                if token.kind == .identifier, reader.spells(token, "let"), previous.map({ reader.spells($0, "static") }) == true,
                   let name = reader.next(), name.kind == .identifier {
                    // `static let projectName = "Radio"`, or `: String = "Radio"`.
                    if reader.peek()?.kind == .colon {
                        _ = reader.next()
                        guard reader.next()?.kind == .identifier else { continue }
                    }
                    guard let equals = reader.peek(), equals.kind == .operator, reader.text(equals) == "=" else { continue }
                    _ = reader.next()
                    guard let value = reader.peek(), let literal = reader.literal(value) else { continue }
                    _ = reader.next()
                    let key = reader.text(name)
                    if ambiguous.contains(key) || constants.updateValue(literal, forKey: key) != nil {
                        ambiguous.insert(key)
                        constants[key] = nil
                    }
                    continue
                }
                if token.kind == .identifier, reader.spells(token, "func"), let name = reader.next(), name.kind == .identifier {
                    let key = reader.text(name)
                    let maker = Self.function(&reader)
                    makers[key] = makers[key] == nil ? .some(maker) : .some(nil)
                    continue
                }
                let call = token.kind == .identifier && (reader.spells(token, "Target") || reader.spells(token, "target") && previous?.kind == .period)
                guard call, reader.peek()?.kind == .leftParen else { continue }
                _ = reader.next()
                guard let arguments = try? reader.arguments(), case .target(let target) = ProjectManifest.declared(by: arguments), target.name != nil else { continue }
                targets.append(target)
            }
        }

        /// The function whose name was read, up to the `}` closing its body: a maker where it
        /// returns a `Target` and its body makes exactly one.
        private static func function(_ reader: inout ManifestTokens) -> Maker? {
            // Most helpers return a project, a scheme or a list: the return type is read first,
            // ahead on a copy, and only a function returning one `Target` has its parameters
            // and body read; another's body is passed over.
            var ahead = reader
            switch returnType(&ahead) {
            case .list:
                reader = ahead
                return nil
            case .other:
                reader = ahead
                var depth = 0
                while let token = reader.next() {
                    if token.kind == .leftBrace { depth += 1 }
                    if token.kind == .rightBrace { depth -= 1 }
                    if depth <= 0 { break }
                }
                return nil
            case .target:
                break
            }
            // Generic parameters (`<T>`) stand before the `(`.
            while let token = reader.peek(), token.kind != .leftParen, token.kind != .leftBrace { _ = reader.next() }
            guard reader.next()?.kind == .leftParen else { return nil }
            var parameters: [(label: String?, name: String, value: String?)] = []
            var readable = true
            var depth = 0
            var words: [String] = []
            var sawColon = false
            var afterEquals = false
            var value: String?
            func finish() {
                switch words.count {
                case 1: parameters.append((words[0], words[0], value))
                case 2: parameters.append((words[0] == "_" ? nil : words[0], words[1], value))
                default: readable = false
                }
                (words, sawColon, afterEquals, value) = ([], false, false, nil)
            }
            parameters: while let token = reader.next() {
                switch token.kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace:
                    if depth == 0 {
                        if !words.isEmpty { finish() }
                        break parameters
                    }
                    depth -= 1
                case .comma where depth == 0: finish()
                case .colon where depth == 0: sawColon = true
                case .identifier where depth == 0 && !sawColon: words.append(reader.text(token))
                case .operator:
                    // A generic type's angle brackets hold commas too (`[String: Int]` is bracketed).
                    let text = reader.text(token)
                    if text.allSatisfy({ $0 == "<" }) { depth += text.count } else if text.allSatisfy({ $0 == ">" }) { depth -= text.count } else if depth == 0, text == "=" { afterEquals = true }
                case .stringLiteral where depth == 0 && afterEquals: value = reader.literal(token)
                default: break
                }
            }
            // The return type, one `Target` as read ahead, up to the body.
            while let token = reader.peek(), token.kind != .leftBrace { _ = reader.next() }
            guard reader.next() != nil else { return nil }
            var made: [[String: [String]]] = []
            var previous: Token?
            depth = 1
            while depth > 0, let token = reader.next() {
                defer { previous = token }
                switch token.kind {
                case .leftBrace: depth += 1
                case .rightBrace: depth -= 1
                case .identifier where reader.spells(token, "Target") || reader.spells(token, "target") && previous?.kind == .period:
                    guard reader.peek()?.kind == .leftParen else { continue }
                    _ = reader.next()
                    guard let arguments = try? reader.arguments(templates: true) else { return nil }
                    if arguments["product"] != nil { made.append(arguments) }
                default: break
                }
            }
            guard readable, made.count == 1 else { return nil }
            return Maker(parameters: parameters, arguments: made[0])
        }

        /// What a function returns, as ``function(_:)`` reads it.
        private enum ReturnType {
            /// A list (`[Target]`): the reader stands past its `[`.
            case list
            /// One `Target`.
            case target
            /// Anything else, or nothing: the reader stands before the body's `{`.
            case other
        }

        /// The return type of the function whose name was read, read past its parameters.
        private static func returnType(_ reader: inout ManifestTokens) -> ReturnType {
            while let token = reader.peek(), token.kind != .leftParen, token.kind != .leftBrace { _ = reader.next() }
            guard reader.peek()?.kind == .leftParen else { return .other }
            var depth = 0
            while let token = reader.next() {
                if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace { depth += 1 }
                if token.kind == .rightParen || token.kind == .rightBracket || token.kind == .rightBrace { depth -= 1 }
                if depth == 0 { break }
            }
            var returnsTarget = false
            while let token = reader.peek(), token.kind != .leftBrace {
                _ = reader.next()
                if token.kind == .leftBracket { return .list }
                if token.kind == .identifier, reader.spells(token, "Target") { returnsTarget = true }
            }
            return returnsTarget ? .target : .other
        }
    }
}

/// The brackets open at a manifest's token, each knowing whether the `name:` arguments inside
/// it may name the project or its targets; a stack, so no recursion follows the nesting.
private struct ManifestBrackets {
    /// One open `(`, `[` or `{`.
    private struct Bracket {
        /// Whether it is, or stands inside, a dependency, configuration, scheme or script.
        var holdsOtherNames: Bool
        /// Whether it is a list of targets (`targets: [.target(name: "Feed", …)]`), where a
        /// `.target(…)` makes a target, not a dependency on one.
        var listsTargets: Bool
        /// The label of the argument read inside it (or of the declaration, at the top),
        /// until the next comma.
        var label: Token?
    }

    /// The calls whose `name:` names a dependency (`.sdk`, `.external`, and a package's
    /// `.product`, `.package`, `.byName`), a configuration (`.debug`, `.release`), a scheme or
    /// a script (`.pre`, `.post`).
    private static let otherNamers = ["sdk", "external", "product", "package", "byName", "debug", "release", "scheme", "Scheme", "pre", "post"]
    /// The labels of lists whose elements are not targets: `dependencies:` and its kin
    /// (`internalDependencies:`), `schemes:`, `configurations:`, `scripts:`.
    private static let otherLists = ["schemes", "configurations", "scripts"]

    /// The file's top level, then each bracket open.
    private var open = [Bracket(holdsOtherNames: false, listsTargets: false, label: nil)]
    /// The last three tokens read, the latest first: enough to tell the call a `(` opens. Three
    /// values, not a list: every token of the file passes through them.
    private var last: Token?
    private var beforeLast: Token?
    private var third: Token?

    /// Whether a `name:` read now names something other than the project or its targets.
    var holdsOtherNames: Bool { open[open.count - 1].holdsOtherNames }

    /// Notes `token`, the next after those read.
    mutating func read(_ token: Token, in reader: ManifestTokens) {
        defer { (third, beforeLast, last) = (beforeLast, last, token) }
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace:
            let outer = open[open.count - 1]
            let inOtherList = outer.label.map { Self.labelsOtherList($0, reader) } ?? false
            let callsOther = token.kind == .leftParen && callsOtherNamer(in: outer, reader)
            open.append(Bracket(
                holdsOtherNames: outer.holdsOtherNames || inOtherList || callsOther,
                listsTargets: token.kind == .leftBracket && outer.label.map { reader.spells($0, "targets") } == true,
                label: nil))
        case .rightParen, .rightBracket, .rightBrace:
            if open.count > 1 { open.removeLast() }
        case .comma:
            open[open.count - 1].label = nil
        case .colon:
            if let previous = last, previous.kind == .identifier { open[open.count - 1].label = previous }
        case .identifier where reader.spells(token, "let") || reader.spells(token, "var"):
            // A declaration's label (`let deps: [TargetDependency]`) ends with its statement.
            open[open.count - 1].label = nil
        default:
            break
        }
    }

    /// Whether `label` gives a list of things other than targets.
    private static func labelsOtherList(_ label: Token, _ reader: ManifestTokens) -> Bool {
        reader.spells(label, "dependencies") || reader.ends(label, with: "Dependencies") || otherLists.contains { reader.spells(label, $0) }
    }

    /// Whether the `(` just read calls a maker of another thing than a project or target:
    /// `.sdk(`, `Scheme(`, and `.target(` anywhere but in a list of targets or at the top of
    /// the file, where it makes one (`Target.target(` always does).
    private func callsOtherNamer(in outer: Bracket, _ reader: ManifestTokens) -> Bool {
        guard let member = last, member.kind == .identifier else { return false }
        if Self.otherNamers.contains(where: { reader.spells(member, $0) }) { return true }
        guard reader.spells(member, "target"), beforeLast?.kind == .period else { return false }
        if let qualifier = third, qualifier.kind == .identifier { return !reader.spells(qualifier, "Target") }
        // At the top of the file (`let share: Target = .target(name: "Share", …)`) it makes one.
        return !outer.listsTargets && open.count > 1
    }
}

/// Why a manifest could not be read.
public struct ManifestError: Error, Sendable, Equatable {
    /// What is wrong, to follow the file's path.
    public var message: String
}

/// The significant tokens of a manifest, comments left out.
private struct ManifestTokens {
    private var lexer: Lexer
    private let source: UnsafeBufferPointer<UInt8>
    private var peeked: Token?

    init(_ source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        lexer = Lexer(source)
    }

    mutating func next() -> Token? {
        let token = peek()
        peeked = nil
        return token
    }

    mutating func peek() -> Token? {
        if peeked == nil {
            var token = lexer.next()
            while token.kind.isComment { token = lexer.next() }
            peeked = token
        }
        return peeked!.kind == .endOfFile ? nil : peeked
    }

    /// Whether `token` spells `word`: compared as bytes, as every token of a manifest is.
    func spells(_ token: Token, _ word: String) -> Bool {
        token.length == word.utf8.count && source[token.start..<token.end].elementsEqual(word.utf8)
    }

    /// Whether `token` ends with `suffix`, compared as bytes.
    func ends(_ token: Token, with suffix: String) -> Bool {
        token.length >= suffix.utf8.count && source[(token.end - suffix.utf8.count)..<token.end].elementsEqual(suffix.utf8)
    }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: source[token.start..<token.end]), as: UTF8.self)
    }

    /// The literal text of a plain string literal token; nil for a raw or multi-line one, which
    /// a manifest's paths never need, and for one with escapes or interpolations, unless
    /// `templates` allows those of a plain name (`"\(name)/**"`, kept as written, for a helper's
    /// parameter to fill in).
    func literal(_ token: Token, templates: Bool = false) -> String? {
        guard token.kind == .stringLiteral, token.length >= 2, source[token.start] == UInt8(ascii: "\"") else { return nil }
        let content = UnsafeBufferPointer(rebasing: source[(token.start + 1)..<(token.end - 1)])
        guard !content.contains(UInt8(ascii: "\"")) else { return nil }
        var slash = content.firstIndex(of: UInt8(ascii: "\\"))
        while let at = slash {
            guard templates, at + 1 < content.count, content[at + 1] == UInt8(ascii: "("),
                  let close = content[(at + 2)...].firstIndex(of: UInt8(ascii: ")")), close > at + 2,
                  content[(at + 2)..<close].allSatisfy({ $0 == UInt8(ascii: "_") || ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            slash = content[close...].firstIndex(of: UInt8(ascii: "\\"))
        }
        return String(decoding: content, as: UTF8.self)
    }

    /// The labelled arguments of a call whose `(` was taken, up to its `)`: each label's string
    /// literals (one for `name: "A"`, each element for `exclude: ["a", "b"]`, the pattern of
    /// each `.glob("Sources/**", excluding: …)` however deep). With `templates`, a helper's
    /// body is read: strings may interpolate names, and a name given alone (`name: name`) is
    /// kept as its interpolation (`\(name)`).
    mutating func arguments(templates: Bool = false) throws(ManifestError) -> [String: [String]] {
        var strings: [String: [String]] = [:]
        var depth = 0
        var label: String?
        var previous: Token?
        // After `.glob(`, until its pattern: the first literal of the call, `pattern:` or not.
        var awaitingPattern = false
        // Whether the bracket open at depth 1 is an array literal's: a helper's call
        // (`sources(of: "App")`) takes strings that are no globs.
        var inArray = false
        while let token = next() {
            if token.kind == .identifier, previous?.kind == .period, spells(token, "glob"), peek()?.kind == .leftParen {
                awaitingPattern = true
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                if depth == 0 { inArray = token.kind == .leftBracket }
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return strings }
                depth -= 1
            case .colon where depth == 0:
                if let previous, previous.kind == .identifier {
                    label = text(previous)
                    // Present, even with no literal: `sources: sourcesOf(name)` is told from none.
                    if strings[label!] == nil { strings[label!] = [] }
                }
            case .identifier where templates && depth == 0 && previous?.kind == .colon && (peek()?.kind == .comma || peek()?.kind == .rightParen):
                if let label { strings[label, default: []].append("\\(" + text(token) + ")") }
            case .identifier where depth == 0 && previous?.kind == .period:
                // A member named as the label's value: `product: .framework`; not a call
                // (`.sourceFilesList(globs: [.glob(…)])`), whose literals stand for it.
                if let label, strings[label]?.isEmpty ?? true, peek()?.kind != .leftParen { strings[label, default: []].append("." + text(token)) }
            case .comma where depth == 0:
                label = nil
            case .stringLiteral:
                // The label's own value, or the elements of its array literal.
                if let label, depth == 0 || depth == 1 && inArray || awaitingPattern, let value = literal(token, templates: templates) { strings[label, default: []].append(value) }
                awaitingPattern = false
            default:
                break
            }
            previous = token
        }
        throw ManifestError(message: "has a call that is never closed")
    }
}
