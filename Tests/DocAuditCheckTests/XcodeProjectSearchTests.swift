import Foundation
import DocAuditCore
import Testing
@testable import DocAuditCheck
import TestScratch

/// The search for Xcode projects reads the folders the walk listed from what the walk met, and
/// finds what listing them again would find.
@Suite struct XcodeProjectSearchTests {
    /// The disk, counting the folders listed.
    final class CountingFiles: FileSource, @unchecked Sendable {
        private(set) var listed: [String] = []

        func tree(of folder: String, noting noted: String?) -> SourceWalker.Tree { DiskFiles().tree(of: folder, noting: noted) }
        func read(_ path: String) throws(PathProblem) -> [UInt8] { try DiskFiles().read(path) }
        func isFolder(_ path: String) -> Bool? { DiskFiles().isFolder(path) }
        func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
            listed.append(folder)
            return DiskFiles().entries(of: folder)
        }
    }

    static let files = [
        "Package.swift": "// swift-tools-version: 5.9\n",
        "App.xcodeproj/project.pbxproj": "{}\n",
        "App/App.swift": "struct App {}\n",
        "Apps/Weather/Weather.xcodeproj/project.pbxproj": "{}\n",
        "Apps/Weather/project.yml": "name: Weather\n",
        "Apps/Weather/project-widgets.yml": "name: Widgets\n",
        "Apps/Weather/Sources/Weather.swift": "struct Weather {}\n",
        "Tools/Lint/Lint.xcodeproj/project.pbxproj": "{}\n",
        "Modules/Feature/Deep/Kit.xcworkspace/contents.xcworkspacedata": "<Workspace><FileRef location = \"group:../Kit.xcodeproj\"></FileRef></Workspace>\n",
        "Modules/Feature/Kit.xcodeproj/project.pbxproj": "{}\n",
        "Modules/Feature/Deep/Project.swift": "let project = Project(name: \"Kit\")\n",
        "Modules/Feature/Deep/Kit.swift": "struct Kit {}\n",
        ".hidden/Secret.xcodeproj/project.pbxproj": "{}\n",
        "Pods/Pods.xcodeproj/project.pbxproj": "{}\n",
    ]

    func written() throws -> String {
        try Scratch.tree("xcode-project-search", files: Self.files)
    }

    @Test func theWalkNotesProjectFilesAndUpperSubfolders() throws {
        let root = try written()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let entries = try #require(SourceWalker.tree(of: [root], noting: nil).projectEntries)
        #expect(entries[root]?.projectFiles == ["App.xcodeproj"])
        #expect(entries[root]?.subfolders.map(Set.init) == ["App", "App.xcodeproj", "Apps", "Modules", "Tools"])
        #expect(entries[root + "/Apps"]?.projectFiles == [])
        #expect(entries[root + "/Apps"]?.subfolders == ["Weather"])
        // Deeper folders are noted only for what they hold.
        #expect(entries[root + "/Apps/Weather"]?.projectFiles == ["Weather.xcodeproj", "project-widgets.yml", "project.yml"])
        #expect(entries[root + "/Apps/Weather"]?.subfolders == nil)
        #expect(entries[root + "/Modules/Feature/Deep"]?.projectFiles == ["Kit.xcworkspace"])
        #expect(entries[root + "/Modules/Feature"]?.subfolders == nil)
        #expect(!entries.keys.contains { $0.contains(".hidden") || $0.contains("Pods") })
        // A revision's tree, made from a listing, notes nothing: its folders are listed.
        #expect(SourceWalker.tree(listing: ["App/App.swift"], root: root, noting: nil, source: DiskFiles()).projectEntries == nil)
    }

    @Test func aWalkedRootIsSearchedWithoutListingAFolder() throws {
        let root = try written()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let alsoIn = [root + "/Modules/Feature/Deep"]
        let counting = CountingFiles()
        let fromWalk = XcodeProjectSearch.projects(root: root, checked: [root], alsoIn: alsoIn, walked: WalkedFolders(SourceWalker.tree(of: [root], noting: nil)), in: counting)
        #expect(counting.listed.isEmpty)
        let listed = XcodeProjectSearch.projects(root: root, checked: [root], alsoIn: alsoIn, walked: WalkedFolders(), in: DiskFiles())
        #expect(fromWalk.projects == listed.projects)
        #expect(fromWalk.specs == listed.specs)
        #expect(fromWalk.projects == ["App.xcodeproj", "Apps/Weather/Weather.xcodeproj", "Modules/Feature/Kit.xcodeproj"].map { root + "/" + $0 })
        #expect(fromWalk.specs == [root + "/Apps/Weather/project-widgets.yml", root + "/Apps/Weather/project.yml"])
    }

    @Test func foldersAboveTheWalkAreListed() throws {
        let root = try written()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let walked = root + "/Apps"
        let counting = CountingFiles()
        let fromWalk = XcodeProjectSearch.projects(root: root, checked: [walked], alsoIn: [], walked: WalkedFolders(SourceWalker.tree(of: [walked], noting: nil)), in: counting)
        // The root and the folders beside the walked one, never the walked folder or those below it.
        #expect(Set(counting.listed) == Set(["", "/App", "/Modules", "/Modules/Feature", "/Tools"].map { root + $0 }))
        let listed = XcodeProjectSearch.projects(root: root, checked: [walked], alsoIn: [], walked: WalkedFolders(), in: DiskFiles())
        #expect(fromWalk.projects == listed.projects)
        #expect(fromWalk.specs == listed.specs)
    }
}

/// A root found going up from many folders asks the disk of each folder once, and finds what
/// a search from each alone finds.
@Suite struct ProjectRootMemoryTests {
    @Test func rememberedRootsAreTheRootsFoundAlone() throws {
        let root = Scratch.url("remembered-roots").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["App/Sources/Home", "App/Tests/HomeTests", "Kit/Sources/Kit", "Loose/Deep"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        try "// swift-tools-version: 5.9\nimport PackageDescription\n".write(toFile: root + "/App/Package.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: root + "/Kit/Tuist", withIntermediateDirectories: true)
        var found: [String: ProjectRoot] = [:]
        // `src/Home` is not there, as SwiftPM's other candidates for a target's folder mostly are.
        let asked = ["App/Sources/Home", "App/Tests/HomeTests", "App/src/Home", "App", "Kit/Sources/Kit", "Kit/Sources", "Loose/Deep", "Loose"]
        for folder in asked.map({ root + "/" + $0 }) {
            #expect(ProjectRoot.find(from: folder, in: DiskFiles(), remembering: &found) == ProjectRoot.find(from: folder), "\(folder)")
        }
        #expect(found[root + "/App/Sources"] == ProjectRoot(folder: root + "/App", marker: .package))
        #expect(found[root + "/Kit/Sources/Kit"] == ProjectRoot(folder: root + "/Kit", marker: .tuistFolder))
    }
}

/// A Swift file an app names `Workspace.swift`, `Project.swift` or `Package.swift` for its own
/// types (this repository's `DocAuditCheck/Workspace.swift`) imports no description module: it
/// marks no root, stands for no project, and is audited as the target's code.
@Suite struct SourceFilesNamedLikeManifestsTests {
    @Test func theyAreTheAppsCode() throws {
        let files = [
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Sources/Kit/Workspace.swift": "/// Open documents.\npublic final class Workspace {}\n",
            "Sources/Kit/Models/Project.swift": "/// A project.\npublic struct Project { let targets: [String] }\n",
            "Sources/Kit/Models/Package.swift": "/// A parcel.\npublic struct Package {}\n",
        ]
        let root = try Scratch.tree("named-like-manifests", files: files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ProjectRoot.find(from: root + "/Sources/Kit") == ProjectRoot(folder: root, marker: .package))
        #expect(ProjectRoot.find(from: root + "/Sources/Kit/Models") == ProjectRoot(folder: root, marker: .package))
        let tree = SourceWalker.tree(of: [root], noting: Configuration.fileName)
        let resolver = ConfigurationResolver(walked: tree)
        #expect(resolver.project.nestedRoots.isEmpty)
        #expect(resolver.project.tuistProjects.isEmpty)
        var cache = PlacementCache()
        for file in files.keys where file.hasPrefix("Sources/") {
            let placement = try cache.placement(of: root + "/" + file, resolver: resolver)
            #expect(placement.module == "Kit", "\(file)")
            #expect(placement.layer == .shared, "\(file)")
        }
        #expect(try cache.placement(of: root + "/Package.swift", resolver: resolver).layer == .ignored)
    }
}
