import Testing
import Foundation
import DocAuditCore
import TestScratch
@testable import DocAuditCheck

/// The pieces of the project model that read text: imports and manifests.
@Suite struct ProjectModelTests {
    func imports(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { ImportNames.read($0).names }
    }

    @Test func importsAreReadFromTheHead() {
        #expect(imports("import UIKit\n@testable import CoreNetwork\nstruct A {}\nimport Late") == ["UIKit", "CoreNetwork"])
        #expect(imports("// Copyright\n/* a /* nested */ comment */\n#if canImport(UIKit)\nimport UIKit\n#endif\n@_exported import Shared\nimport struct Kit.Box\nimport `Odd`\nlet x = 1") == ["UIKit", "Shared", "Kit", "Odd"])
        #expect(imports("@preconcurrency import Combine\nimport Foundation.NSString\n") == ["Combine", "Foundation"])
        #expect(imports("importer()") == [])
        #expect(imports("") == [])
    }

    @Test func manifestTargetsAreReadAsText() throws {
        let manifest = try PackageManifest.read(Array("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Kit", dependencies: [.target(name: "Util"), .product(name: "NIO", package: "swift-nio")], path: "Lib/Kit/", exclude: ["Legacy", "README.md"]),
                    .target(name: "Util"),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                    .plugin(name: "Gen", capability: .buildTool()),
                    .macro(name: "KitMacros"),
                ]
            )
            """.utf8))
        #expect(manifest.targets.map(\.name) == ["Kit", "Util", "KitTests", "Gen", "KitMacros"])
        #expect(manifest.targets[0].folders == ["Lib/Kit"])
        #expect(manifest.targets[0].exclude == ["Legacy", "README.md"])
        #expect(manifest.targets[1].folders.first == "Sources/Util")
        #expect(manifest.targets[2].folders.first == "Tests/KitTests")
        #expect(manifest.targets[3].folders == ["Plugins/Gen"])
        // A target at the package's own folder (Apple's samples write `path: "."`).
        let beside = try PackageManifest.read(Array(#"Package(name: "Data", targets: [.target(name: "Data", path: "."), .target(name: "UI", path: "./UI/")])"#.utf8))
        #expect(beside.targets.map(\.folders) == [[""], ["UI"]])
        #expect(manifest.targets.map(\.kind.isModuleCode) == [true, true, false, false, true])
    }

    /// Tuist 4's buildable folders are a target's sources, as `sources:` globs are.
    @Test func buildableFoldersAreSources() {
        let manifest = #"Project(name: "Run", targets: [.target(name: "Run", destinations: [.iPhone], product: .app, bundleId: "r", "#
            + #"buildableFolders: ["./Sources", "./Resources"]), .target(name: "Kit", product: .framework, sources: ["Kit/**"], buildableFolders: ["Extras"])])"#
        let targets = ProjectManifest.targets(Array(manifest.utf8))?.targets
        #expect(targets?.map(\.name) == ["Run", "Kit"])
        #expect(targets?[0].folders == ["./Sources", "./Resources"] && targets?[1].folders == ["Kit", "Extras"])
        // Folders a helper computes are no literals: the folder rules read the project.
        #expect(ProjectManifest.targets(Array(#"Project(targets: [.target(name: "A", product: .app, buildableFolders: .folders(name))])"#.utf8)) == nil)
    }

    /// A name a helper's value gives (`Module.Domain.rawValue`, as joosum's `Project.swift`
    /// writes it) is no literal: the target keeps its literal sources, its name unknown (never
    /// the member `.Domain`), and the model names it after its sources' folder.
    @Test func aComputedNameIsUnknown() throws {
        let manifest = #"Project.project(name: Module.Domain.rawValue, targets: [Target.target(name: Module.Domain.rawValue, product: .staticFramework, sources: ["Domain/**"]), "#
            + #"Target.target(name: "Data", product: .staticFramework, sources: ["Data/**"], dependencies: [.target(name: "Domain")])])"#
        let targets = ProjectManifest.targets(Array(manifest.utf8))?.targets
        #expect(targets?.map(\.name) == [nil, "Data"])
        #expect(targets?.map(\.folders) == [["Domain"], ["Data"]])
        let root = Scratch.url("computed-target-name").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (path, text) in ["Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"W\")\n", "Projects/Domain/Project.swift": "import ProjectDescription\n" + manifest,
                             "Projects/Domain/Domain/Login/Interfaces/Auth.swift": "public protocol Auth {}\n", "Projects/Domain/Data/Repo.swift": "public struct Repo {}\n"] {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let resolver = ConfigurationResolver(walked: SourceWalker.tree(of: [root], noting: Configuration.fileName))
        var cache = PlacementCache()
        // The folder rules would make `Login/Interfaces` a module of its own.
        #expect(try cache.placement(of: root + "/Projects/Domain/Domain/Login/Interfaces/Auth.swift", resolver: resolver).module == "Domain")
        #expect(try cache.placement(of: root + "/Projects/Domain/Data/Repo.swift", resolver: resolver).module == "Data")
    }

    /// A glob naming one file (a framework sharing `Shared/Format.swift`) makes that file the
    /// target's, not its whole folder: the folder's other files stay in no target.
    @Test func oneFileNamedAloneIsThatFilesAlone() throws {
        let manifest = #"Project(name: "App", targets: [.target(name: "App", product: .app, sources: ["App/**"]), "#
            + #".target(name: "Kit", product: .framework, sources: ["Kit/**", "Shared/Format.swift"])])"#
        let root = try Scratch.tree("one-file-source", files: [
            "Tuist.swift": "import ProjectDescription\nlet tuist = Tuist()\n", "Project.swift": "import ProjectDescription\n" + manifest, "App/App.swift": "struct App {}\n",
            "Kit/Kit.swift": "public struct Kit {}\n", "Shared/Format.swift": "public struct Format {}\n", "Shared/Other.swift": "struct Other {}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolver = ConfigurationResolver(walked: SourceWalker.tree(of: [root], noting: Configuration.fileName))
        var cache = PlacementCache()
        let format = try cache.placement(of: root + "/Shared/Format.swift", resolver: resolver)
        #expect(format.module == "Kit")
        #expect(format.layer == .shared)
        #expect(try cache.placement(of: root + "/Shared/Other.swift", resolver: resolver).layer == .ignored)
        #expect(try cache.placement(of: root + "/App/App.swift", resolver: resolver).layer == .app)
    }

    /// A manifest is lexed only where it spells the word `Target` or `target`: one at its very
    /// first byte still counts.
    @Test func targetAtTheFirstByteIsRead() {
        let manifest = #"Target(name: "Kit", product: .framework, sources: ["Kit/**"])"#
        #expect(ProjectManifest.targets(Array(manifest.utf8))?.targets.map(\.name) == ["Kit"])
    }

    /// `.glob("…", excluding: …)` patterns are sources, in a list or in `.sourceFilesList`; a
    /// test bundle whose sources a helper computes leaves the other targets readable.
    @Test func globCallsAreSources() {
        let manifest = #"""
            Project(name: "App", targets: [
                Target.target(name: "App", product: .app, sources: [.glob("Sources/**", excluding: ["Sources/Legacy/**"]), "Extra/*.swift"]),
                .target(name: "Push", product: .appExtension, sources: .sourceFilesList(globs: [.glob(pattern: "../Push/**")])),
                .target(name: "AppTests", product: .unitTests, sources: testSources(of: "App")),
            ])
            """#
        let targets = ProjectManifest.targets(Array(manifest.utf8))?.targets
        #expect(targets?.map(\.name) == ["App", "Push"])
        #expect(targets?.map(\.sources) == [["Sources/**", "Extra/*.swift"], ["../Push/**"]])
        #expect(targets?[1].product == .appExtension)
        // An app target's sources computed by a helper still leave the whole project to the folder rules.
        #expect(ProjectManifest.targets(Array(#"Project(targets: [.target(name: "A", product: .app, sources: sources(of: "A"))])"#.utf8)) == nil)
    }

    /// Tuist compiles only the sources a target lists: a framework of resources builds no code
    /// and leaves the other targets readable; a name a function of the manifest passes
    /// (`.target(name: name, …)`) is no literal, and the target is named after its folder.
    @Test func aTargetWithoutSourcesBuildsNoCode() {
        let manifest = #"func app(name: String) -> Target { .target(name: name, product: .app, sources: "App/**") } "#
            + #"let project = Project(name: "A", targets: [app(name: "A"), .target(name: "Assets", product: .framework, resources: ["Assets/**"]), "#
            + #".target(name: "Kit", product: .framework, sources: "Kit/**")])"#
        let targets = ProjectManifest.targets(Array(manifest.utf8))?.targets
        #expect(targets?.map(\.name) == [nil, "Kit"])
        #expect(targets?.map(\.folders) == [["App"], ["Kit"]])
        // No target lists its sources: a helper gives them, and the folder rules read the project.
        #expect(ProjectManifest.targets(Array(#"Project(targets: [.target(name: "A", product: .app)])"#.utf8)) == nil)
    }

    /// A `targets:` list may call a function of `Tuist/ProjectDescriptionHelpers` that makes
    /// one target (kDrive's `.extensionTarget(name:…)`): its target is read with the call's
    /// literals filled into the body's `"\(name)/**"`. One whose parameter no literal gives,
    /// or no helper makes, is named as not read, and the other targets still are.
    @Test func aHelpersTargetIsReadWithTheCallsLiterals() throws {
        let helpers = ProjectManifest.Helpers(files: [Array(#"""
            public extension Target {
                static func shareExtension(name: String, bundleId: String, extra: [String] = [], settings: Settings) -> Target {
                    let resources: [ResourceFileElement] = ["\(name)/**/*.xcassets"]
                    return .target(name: name, product: .appExtension, bundleId: bundleId, sources: ["\(name)/**", "App/Utils/**"],
                                   resources: .resources(resources), dependencies: [.target(name: "Kit")], settings: settings)
                }
                static func face(_ name: String) -> Target { .target(name: name, product: .watch2Extension, sources: ["\(name)/**"]) }
                static func twice(name: String) -> Target { .target(name: name, product: .app, sources: "A/**") }
                static func twice(name: String, other: Int) -> Target { .target(name: name, product: .app, sources: "B/**") }
            }
            """#.utf8)])
        let manifest = #"""
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, sources: "App/**"),
                .shareExtension(name: "Share", bundleId: "a.share", settings: .settings(base: shareSettings)),
                Target.face(faceName),
                .twice(name: "T"),
            ])
            """#
        let read = try #require(ProjectManifest.targets(Array(manifest.utf8)) { helpers })
        #expect(read.targets.map(\.name) == ["App", "Share"])
        #expect(read.targets[1].product == .appExtension)
        #expect(read.targets[1].folders == ["Share", "App/Utils"])
        #expect(read.unread == ["face", "twice"])
        // No helpers to ask: the call is not read either.
        #expect(ProjectManifest.targets(Array(manifest.utf8))?.unread == ["shareExtension", "face", "twice"])
    }

    /// The helpers' targets declared whole with literals (`let appExtensions = [Target.target(…)]`)
    /// are kept for the projects a helper makes; those inside a function are its own.
    @Test func helpersDeclareWholeTargets() {
        let helpers = ProjectManifest.Helpers(files: [Array(#"""
            let appExtensions = [Target.target(name: "Notify", product: .appExtension, sources: "Notify/**")]
            func module(name: String) -> Target { .target(name: name, product: .framework, sources: ["Modules/\(name)/**"]) }
            let computed = Target.target(name: Constants.name, product: .app, sources: "App/**")
            """#.utf8)])
        #expect(helpers.targets.map(\.name) == ["Notify"])
        #expect(helpers.targets.map(\.folders) == [["Notify"]])
    }

    /// A project named by a helper's string constant (`Project.app(name: Constants.projectName)`,
    /// as Why-Not-SwiftUI writes it) has that constant's string for a name; a constant declared
    /// twice, or a longer path (`Feature.Home.rawValue`), names nothing.
    @Test func aHelpersConstantNamesTheProject() {
        let helpers = ProjectManifest.Helpers(files: [Array(#"""
            public enum Constants {
                public static let projectName = "WhyNotSwiftUI"
                public static let bundleId: String = "com.example"
                static let shared = "A"
            }
            enum Other { static let shared = "B" }
            """#.utf8)])
        #expect(helpers.constants == ["projectName": "WhyNotSwiftUI", "bundleId": "com.example"])
        let names = { (manifest: String) in ProjectManifest.names(Array(manifest.utf8), constants: helpers.constants) }
        #expect(names(#"let project = Project.app(name: Constants.projectName, modules: [])"#) == ["WhyNotSwiftUI"])
        #expect(names(#"let project = Project.app(name: Constants.shared)"#).isEmpty)
        #expect(names(#"let project = Project.app(name: Feature.projectName.rawValue)"#).isEmpty)
        #expect(ProjectManifest.names(Array(#"let project = Project.app(name: Constants.projectName)"#.utf8)).isEmpty)
    }

    /// A project whose own call lists XCTest among its dependencies links it: its module is
    /// test support (RickAndMorty's `BaseTest`). A test target's own list says nothing of the
    /// project, nor does a list under another label.
    @Test func aProjectLinkingXCTestIsTestSupport() {
        #expect(ProjectManifest.linksXCTest(Array(#"let project = Project.dynamicFramework(name: Feature.BaseTest.rawValue, dependencies: [.external(.RxTest), .sdk(name: "XCTest", type: .framework, status: .required)])"#.utf8)))
        #expect(ProjectManifest.linksXCTest(Array(#"let project = Project.framework(name: "Base", dependencies: [.xctest])"#.utf8)))
        #expect(!ProjectManifest.linksXCTest(Array(#"let project = Project.module(name: "Feed", testDependencies: [.xctest])"#.utf8)))
        #expect(!ProjectManifest.linksXCTest(Array(#"let project = Project(name: "Feed", targets: [.target(name: "FeedTests", product: .unitTests, dependencies: [.xctest])])"#.utf8)))
        #expect(!ProjectManifest.linksXCTest(Array(#"let project = Project.framework(name: "Kit", dependencies: [.sdk(name: "XCTestSupport", type: .framework)])"#.utf8)))
    }

    /// A `Workspace.swift` names its projects by literal globs, or the folder rules read the tree.
    @Test func workspaceProjectsAreLiteralGlobsOnly() {
        #expect(ProjectManifest.workspaceProjects(Array(#"let w = Workspace(name: "A", projects: ["./Projects/**", "Dependencies/*"])"#.utf8)) == ["./Projects/**", "Dependencies/*"])
        #expect(ProjectManifest.workspaceProjects(Array(#"Workspace(name: "A", projects: ["Projects/**", extra])"#.utf8)) == nil)
        #expect(ProjectManifest.workspaceProjects(Array(#"Workspace(name: "A", projects: Module.allCases.map(\.path))"#.utf8)) == nil)
        #expect(ProjectManifest.workspaceProjects(Array(#"Workspace(name: "A", projects: [])"#.utf8)) == nil)
    }

    /// A framework of helpers UI tests share is test support, whatever builds it.
    @Test func testFoundationsAreTestSupport() {
        let framework = XcodeProject.Target(name: "UITestsFoundation", productType: "com.apple.product-type.framework", product: .framework,
                                            moduleName: "UITestsFoundation", sources: [], synchronizedFolders: [])
        #expect(ProjectLayout.xcodeTarget(framework, folder: "UITestsFoundation").layer == .ignored)
        #expect(ProjectTarget.Role.suffix(Array("NetworkTestFoundation".utf8)) == .testing)
        #expect(ProjectTarget.Role.suffix(Array("Foundation".utf8)) == nil)
    }

    @Test func brokenManifestsSayWhy() {
        #expect(throws: ManifestError(message: "has a call that is never closed")) { try PackageManifest.read(Array("let p = Package(name: \"A\", targets: [.target(name: \"A\"".utf8)) }
        #expect(throws: ManifestError(message: "declares no Package")) { try PackageManifest.read(Array("let x = 1".utf8)) }
        #expect(throws: ManifestError(message: "is not UTF-8 text")) { try PackageManifest.read([0xFF, 0xFE]) }
    }

    @Test func aPackageMadeByInitIsRead() throws {
        let manifest = try PackageManifest.read(Array("import PackageDescription\nlet package: Package = .init(name: \"A\", targets: [.target(name: \"A\")])\n".utf8))
        #expect(manifest.targets.map(\.name) == ["A"])
    }

    @Test func appProjectsAreTold() {
        let evidence = { (manifest: String) in ProjectManifest.appEvidence(Array(manifest.utf8)) }
        #expect(evidence(#"let p = Project(name: "A", targets: [.target(name: "A", product: .app)])"#) == .product)
        #expect(evidence(#"let p = Project(name: "A", targets: [.target(name: "A", product: .staticFramework)])"#) == nil)
        #expect(evidence(#"let project = Project.makeMainApp(appName: "Purithm", dependencies: [])"#) == .helper("makeMainApp"))
        #expect(evidence(#"let project = Project.makeModule(name: "Feed", product: .framework)"#) == nil)
        #expect(evidence(#"let project = Project.makeModule(name: "TeamOne", targets: [.app], internalDependencies: [.data])"#) == .product)
        #expect(evidence(#"let project = Project.makeModule(name: "Kit", dependencies: [.Projects.app.framework, .app(name: "A")])"#) == nil)
        #expect(evidence(#"let project = Project.app(name: "CAKK-Admin", dependencies: [])"#) == .helper("app"))
        // A product the helper's call spells is the stronger evidence.
        #expect(evidence(#"let project = Project.app(to: "Main", targets: [Target(name: "Main", product: .app)])"#) == .product)
        // The one product of an app whose name holds no `pp`.
        #expect(evidence(#"let p = Project(name: "W", targets: [.target(name: "W", product: .watch2Extension)])"#) == .product)
    }

    @Test func layoutsGiveRolesAndLayers() {
        func role(_ path: String) -> FolderRole { ProjectLayout.role(of: path) }
        guard case .target(let interface) = role("Projects/Core/Network/Interface") else { Issue.record("no target"); return }
        #expect(interface.layer == .interface && interface.candidates == ["NetworkInterface", "CoreNetworkInterface", "NetworkCoreInterface"])
        guard case .target(let root) = role("Projects/Feature/Sources/App") else { Issue.record("no target"); return }
        #expect(root.style == .layerRoot && root.layer == .implementation && root.defaultName == "Feature")
        guard case .target(let demo) = role("Projects/Feature/FeatureLoginDemo/Sources") else { Issue.record("no target"); return }
        #expect(demo.layer == .ignored && demo.style == .sibling)
        guard case .target(let data) = role("Modules/Data/Cache/Sources") else { Issue.record("no target"); return }
        #expect(data.layer == .implementation && data.group == "Data")
        #expect(role("Plugins/DependencyPlugin/ProjectDescriptionHelpers") == .tooling("build tooling (Plugins/)"))
        #expect(role("Templates/Feature.xctemplate") == .tooling("build tooling (Templates/)"))
        // The team's tools at the top (`tools/LocaleDiff`, its own Xcode project); deeper down,
        // `Tools` is a module's folder.
        #expect(role("tools/LocaleDiff/LocaleDiff") == .tooling("build tooling (tools/)"))
        #expect(role("Kit/Tools") == .unplaced)
        #expect(role("Projects/Core/Network/Derived/Sources") == .tooling("generated (Derived/)"))
        #expect(role("Sources/Kit") == .unplaced)
        guard case .target(let presentation) = role("Projects/Presentation/Home/Sources") else { Issue.record("no target"); return }
        #expect(presentation.layer == .implementation && presentation.candidates.contains("HomePresentation"))
    }

    @Test func targetFoldersInsideAModuleAreNamedAndPlaced() {
        func target(_ path: String) -> ProjectTarget? {
            if case .target(let target) = ProjectLayout.role(of: path) { return target }
            return nil
        }
        // `Feature/Cake/Feature/Sources`: Tuist's helpers name the target after its module's folder.
        #expect(target("Projects/Feature/Cake/Feature/Sources")?.candidates == ["Feature", "FeatureFeature", "FeatureCake", "CakeFeature"])
        #expect(target("Projects/Feature/Cake/PreviewSupport/Sources")?.layer == .ignored)
        #expect(target("Projects/Feature/Cake/PreviewSupport/Sources")?.role == .preview)
        #expect(target("Projects/BaziDesign/SampleApp/Sources")?.layer == .ignored)
        #expect(target("Projects/Feature/CakeSampleApp/Sources")?.role == .example)
        // A role folder's own name is no target of that role: `Interface/Sources` stays an interface.
        #expect(target("Projects/Core/Network/Interface")?.layer == .interface)
        // `Implement` beside `Interface` is the module's sources (WalWal-iOS).
        #expect(target("Projects/Feature/Auth/AuthDomain/Implement")?.layer == .implementation)
        #expect(target("Projects/Feature/Auth/AuthDomain/Implement")?.candidates.first == "AuthDomain")
        // Below a service folder, `App` names a module, but a plural a group (Cllog-iOS).
        #expect(target("Projects/Coordinator/App/Sources")?.group == "Coordinator")
        #expect(target("Projects/CllogService/Features/CalendarFeature/Sources")?.layer == .implementation)
        #expect(target("Projects/CllogService/Features/CalendarFeature/Sources")?.groupIsKnown == true)
    }
}

/// The names a `Project.swift` declares, which name its module when the code imports them.
@Suite struct ProjectManifestNameTests {
    @Test func namesAfterNameLabelsAndLets() {
        let source = """
            import ProjectDescription
            // name: "NotThis" in a comment is no name.
            let name = "Networking"
            let project = Project.makeModule(name: name, targets: [.target(name: "NetworkingTests")])
            let other = Project(name: "Plain \\(name)")
            """
        #expect(ProjectManifest.names(Array(source.utf8)) == ["Networking"])
    }

    @Test func onlyTheFirstLabelNamesTheProject() {
        let dependencies = #"let project = Project.makeModule(name: ModulePaths.Shared.Library.rawValue, dependencies: [.external(name: "NeedleFoundation")])"#
        #expect(ProjectManifest.names(Array(dependencies.utf8)).isEmpty)
        #expect(ProjectManifest.names(Array(#"let project = Project(name: "Feed", targets: [.target(name: "FeedTests")])"#.utf8)) == ["Feed"])
    }

    @Test func aPackagesDependenciesDeclaredFirstNameNothing() {
        // swift-nio's `Package.swift` names its dependencies' products before the package.
        let source = """
            let swiftAtomics: PackageDescription.Target.Dependency = .product(name: "Atomics", package: "swift-atomics")
            let local: Target.Dependency = .byName(name: "Local")
            let old: Package.Dependency = .package(name: "Old", path: "../Old")
            let package = Package(
                name: "swift-nio",
                targets: [.target(name: "NIOCore")]
            )
            """
        #expect(ProjectManifest.names(Array(source.utf8)) == ["swift-nio"])
    }

    /// What `Projects/App/Project.swift` of HedvigInsurance/ugglan declares before its project.
    static let declarationsBeforeAProject = [
        // An SDK: its `name:` was the first, and named the app's modules `SwiftUI`.
        #"let sdkFrameworks: [TargetDependency] = [.sdk(name: "SwiftUI", type: .framework, status: .optional)]"#,
        #"let ugglanConfigurations: [Configuration] = [.debug(name: "Debug", settings: [:], xcconfig: .relativeToRoot("Configurations/iOS/iOS-Application.xcconfig"))]"#,
        """
        let devAppDependencies: [TargetDependency] = {
            var dependencies = appDependencies
            dependencies.append(.target(name: "NotificationService"))
            return dependencies
        }()
        """,
        #"let targetScripts: [TargetScript] = [.post(path: "../../scripts/post-build-action.sh", arguments: [], name: "Clean frameworks", basedOnDependencyAnalysis: false)]"#,
        #"let externalDependencies: [TargetDependency] = [.external(name: "Alamofire")]"#,
        #"let schemes: [Scheme] = [.scheme(name: "Ugglan-Dev", shared: true, buildAction: .buildAction(targets: ["Ugglan"]))]"#,
        // A dependency made by a helper of the project's (`func module(name:) -> TargetDependency`).
        #"let appDependencies: [TargetDependency] = [module(name: "Core")]"#,
        // A target's dependency, from a function building them (Central-MakeUs/CMC_iOS).
        """
        func generateDependencies() -> [TargetDependency] {
            return commonDependencies() + [
                .target(name: "DesignSystem")
            ]
        }
        """,
        // A configuration's `name:` is no literal, and its xcconfig's is (DSM-FLOW/DMS-iOS).
        #"let configurations: [Configuration] = [.debug(name: .dev, xcconfig: .relativeToXCConfig(type: .dev, name: "App"))]"#,
    ]

    @Test(arguments: declarationsBeforeAProject)
    func aDependencyConfigurationOrScriptNamesNoProject(_ declaration: String) {
        let source = declaration + "\n" + #"let project = Project(name: "Ugglan", targets: [Target.target(name: "Ugglan", dependencies: devAppDependencies)])"#
        #expect(ProjectManifest.names(Array(source.utf8)) == ["Ugglan"])
    }

    @Test func targetsStillNameTheModule() {
        // The targets come first, and the project's name is computed.
        let targets = """
            let targets: [Target] = [.target(name: "Feed", product: .framework, dependencies: [.target(name: "FeedKit")])]
            let project = Project(name: env.name, targets: targets)
            """
        #expect(ProjectManifest.names(Array(targets.utf8)) == ["Feed"])
        let target = #"let joosumTarget = Target.target(name: "Joosum", dependencies: [.target(name: "ShareExtension", condition: nil)])"#
        #expect(ProjectManifest.names(Array(target.utf8)) == ["Joosum"])
        // A module's name handed to a helper inside an argument of its own (`moduleType:`).
        let configure = #"let project = Project.configure(moduleType: .feature(name: "Diary", type: .micro), dependencies: [.Core.core])"#
        #expect(ProjectManifest.names(Array(configure.utf8)) == ["Diary"])
        // A target declared on its own at the top of the file (Pokit's share extension), its
        // dependencies' `.target(name:)` aside.
        let declared = #"let share: Target = .target(name: "ShareExtension", dependencies: [.target(name: "App")])"# + "\n"
            + #"let project = Project(name: "App", targets: [share])"#
        #expect(ProjectManifest.names(Array(declared.utf8)) == ["ShareExtension"])
    }
}

/// Targets that the evidence names alike are told apart by the folders above them.
@Suite struct DistinctNamesTests {
    /// The distinct names of targets given as (row, name, declaration, folders above nearest first).
    func told(_ targets: [(Int, String, Int, [String])]) -> [Int: String] {
        let above = Dictionary(uniqueKeysWithValues: targets.map { ($0.0, $0.3) })
        return DistinctNames(targets.map { DistinctNames.Target(row: $0.0, name: $0.1, declaration: $0.2) }, taken: Set(targets.map(\.1))) { above[$0]! }.names
    }

    @Test func twoFoldersTakeTheirParentsNames() {
        // `Features/ReportFeature/Demo` and `Features/SplashFeature/Demo`, both `Demo`.
        #expect(told([(0, "Demo", 10, ["ReportFeature", "Features"]), (1, "Demo", 11, ["SplashFeature", "Features"])]) == [0: "ReportFeatureDemo", 1: "SplashFeatureDemo"])
        // `Sources` tells nothing; a name that starts with the folder's is not spelled twice.
        #expect(told([(0, "Models", 10, ["Sources", "Report"]), (1, "Models", 11, ["Sources", "Splash"])]) == [0: "ReportModels", 1: "SplashModels"])
        #expect(told([(0, "KitDemo", 10, ["Kit", "A"]), (1, "KitDemo", 11, ["Kit", "B"])]) == [0: "AKitDemo", 1: "BKitDemo"])
    }

    @Test func rowsOfOneDeclarationKeepTheirName() {
        #expect(told([(0, "Models", 10, ["Sources", "A"]), (1, "Models", 10, ["Source", "A"])]) == [:])
        #expect(told([(0, "Models", 10, ["Sources", "A"]), (1, "Models", 10, ["src", "A"]), (2, "Models", 11, ["Sources", "B"])]) == [0: "AModels", 1: "AModels", 2: "BModels"])
    }

    @Test func foldersFurtherUpTellApartWhatTheNearestDoNot() {
        let names = told([(0, "Demo", 1, ["X", "A"]), (1, "Demo", 2, ["X", "B"]), (2, "Demo", 3, ["Y", "A"])])
        #expect(names == [0: "AXDemo", 1: "BXDemo", 2: "YDemo"])
        // No folder tells them apart, or the name is taken: a number does.
        #expect(told([(0, "Kit", 1, []), (1, "Kit", 2, ["Sources"]), (2, "AKit", 3, ["Z"])]) == [0: "Kit", 1: "Kit2"])
        #expect(told([(0, "Kit", 1, ["A"]), (1, "Kit", 2, ["B"]), (2, "AKit", 3, ["Z"])]) == [0: "AKit2", 1: "BKit"])
    }
}
