import DocAuditCore
import Foundation

// Unchecked buffers: a project file of thousands of sources is read byte by byte in place, with no copy or
// count per value; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// What an Xcode project (`project.pbxproj`) builds, read without Xcode: each native target
/// with its product and module name, the Swift files its Sources phase compiles, the Xcode 16
/// synchronized folders it builds, and the project's local Swift packages. Paths are relative to
/// the project's folder (the one holding the `.xcodeproj`), normalized; they start with `../`
/// where they stand above it, with `/` where the project names them absolutely.
public struct XcodeProject: Sendable, Equatable {
    /// What a target's product is, as its `productType` says.
    public enum Product: String, Sendable {
        case app, appExtension = "app extension", watchApp = "watch app", tool = "command-line tool"
        case framework, staticLibrary = "static library", dynamicLibrary = "dynamic library", bundle
        case unitTests = "unit tests", uiTests = "UI tests"
        case other

        /// The product of the type `type` (`com.apple.product-type.app-extension`).
        init(type: String) {
            let prefix = "com.apple.product-type."
            let kind = type.hasPrefix(prefix) ? type.dropFirst(prefix.count) : type[...]
            switch kind {
            case "application.watchapp", "application.watchapp2", "application.watchapp2-container": self = .watchApp
            case _ where kind.hasPrefix("application"): self = .app
            // Widgets, intents, share and notification extensions are app extensions, whose kind
            // is their Info.plist's extension point; ExtensionKit's and watch extensions too.
            case _ where kind.contains("extension"): self = .appExtension
            case "tool": self = .tool
            case "framework", "framework.static": self = .framework
            case "library.static": self = .staticLibrary
            case "library.dynamic": self = .dynamicLibrary
            case "bundle.unit-test", "bundle.ocunit-test": self = .unitTests
            case "bundle.ui-testing": self = .uiTests
            case "bundle": self = .bundle
            default: self = .other
            }
        }

        /// The product of a Tuist `Product` case (`staticFramework`, `appExtension`).
        init(tuist product: String) {
            switch product {
            case "app", "appClip": self = .app
            case "watch2App": self = .watchApp
            case "commandLineTool": self = .tool
            case "framework", "staticFramework", "macro": self = .framework
            case "staticLibrary": self = .staticLibrary
            case "dynamicLibrary": self = .dynamicLibrary
            case "unitTests": self = .unitTests
            case "uiTests": self = .uiTests
            case "bundle": self = .bundle
            case _ where product.hasSuffix("Extension"): self = .appExtension
            default: self = .other
            }
        }

        /// Whether other code imports what the target builds: a framework or a library.
        public var isModule: Bool {
            self == .framework || self == .staticLibrary || self == .dynamicLibrary
        }

        /// Whether the target builds tests.
        public var isTests: Bool {
            self == .unitTests || self == .uiTests
        }
    }

    /// One native target.
    public struct Target: Sendable, Equatable {
        /// The target's name in the project.
        public var name: String
        /// Its `productType`, as written.
        public var productType: String
        /// What that type is.
        public var product: Product
        /// The name code imports it by: its `PRODUCT_MODULE_NAME`, else its `PRODUCT_NAME` (with
        /// `$(TARGET_NAME)` expanded) made an identifier, else its name made one.
        public var moduleName: String
        /// The Swift files its Sources phase compiles.
        public var sources: [String]
        /// The synchronized folders it builds whole, by their place in ``XcodeProject/synchronizedFolders``.
        public var synchronizedFolders: [Int]
    }

    /// An Xcode 16 synchronized folder: every file below it belongs to the targets that list it,
    /// except where an exception set says otherwise.
    public struct SynchronizedFolder: Sendable, Equatable {
        /// The folder.
        public var path: String
        /// The exceptions, each for one target: the files and folders (relative to ``path``)
        /// that the target leaves out when it builds the folder, or builds when it does not.
        public var exceptions: [Exception]
    }

    /// One exception set of a synchronized folder.
    public struct Exception: Sendable, Equatable {
        /// The target it is for, by its place in ``XcodeProject/targets``.
        public var target: Int
        /// The files and folders it names, relative to the synchronized folder.
        public var paths: [String]
    }

    /// The native targets, in the project's order.
    public var targets: [Target]
    /// The synchronized folders, in the file's order.
    public var synchronizedFolders: [SynchronizedFolder]
    /// The folders of the local Swift packages the project references (`XCLocalSwiftPackageReference`).
    public var localPackages: [String]

    /// Reads a `project.pbxproj`'s bytes; `projectName` is the `.xcodeproj`'s name without its
    /// extension, for `$(PROJECT_NAME)`.
    ///
    /// ```swift
    /// let project = try XcodeProject.read(SourceWalker.read("App.xcodeproj/project.pbxproj"), projectName: "App")
    /// project.targets.map(\.moduleName) // ["App", "Kit", "AppTests"]
    /// ```
    public static func read(_ bytes: [UInt8], projectName: String = "") throws(PropertyListError) -> XcodeProject {
        var reader = try ProjectReader(PropertyList.parse(bytes), projectName: projectName)
        return try reader.read()
    }
}

/// The kinds of object a `project.pbxproj` may hold: any other is an error.
private enum ObjectKind: UInt8 {
    case project, nativeTarget, otherTarget, fileReference, group, synchronizedGroup, buildFile, sourcesPhase, otherPhase
    case membershipExceptions, otherExceptions, configurationList, configuration, localPackage, other

    /// The kind of the `isa` `isa`; nil for one no Xcode writes.
    init?(_ isa: PropertyList.Value, in list: PropertyList) {
        guard let kind = Self.known.first(where: { list.equals(isa, $0.0) })?.1 else { return nil }
        self = kind
    }

    private static let known: [(StaticString, ObjectKind)] = [
            ("PBXBuildFile", .buildFile), ("PBXFileReference", .fileReference), ("PBXGroup", .group), ("PBXVariantGroup", .group),
            ("XCVersionGroup", .group), ("PBXSourcesBuildPhase", .sourcesPhase), ("PBXNativeTarget", .nativeTarget),
            ("PBXFileSystemSynchronizedRootGroup", .synchronizedGroup), ("PBXFileSystemSynchronizedBuildFileExceptionSet", .membershipExceptions),
            ("PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet", .otherExceptions),
            ("XCBuildConfiguration", .configuration), ("XCConfigurationList", .configurationList), ("PBXProject", .project),
            ("XCLocalSwiftPackageReference", .localPackage), ("PBXFrameworksBuildPhase", .otherPhase), ("PBXResourcesBuildPhase", .otherPhase),
            ("PBXHeadersBuildPhase", .otherPhase), ("PBXCopyFilesBuildPhase", .otherPhase), ("PBXShellScriptBuildPhase", .otherPhase),
            ("PBXAppleScriptBuildPhase", .otherPhase), ("PBXRezBuildPhase", .otherPhase), ("PBXAggregateTarget", .otherTarget),
            ("PBXLegacyTarget", .otherTarget), ("PBXContainerItemProxy", .other), ("PBXTargetDependency", .other),
            ("PBXReferenceProxy", .other), ("PBXBuildRule", .other), ("PBXBuildStyle", .other), ("XCRemoteSwiftPackageReference", .other),
            ("XCSwiftPackageProductDependency", .other),
    ]
}

/// One reading of a project's objects.
extension XcodeProject {
    /// `name` as Xcode makes a module name of a product's: each character that may not stand in
    /// an identifier made `_`, and `_` before a leading digit.
    static func identifier(_ name: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in name.unicodeScalars { result.append(scalar == "_" || isNumeric(scalar) || isAlphabetic(scalar) ? scalar : "_") }
        if let first = result.first, isNumeric(first) { result.insert("_", at: result.startIndex) }
        return String(result)
    }

    // ASCII, nearly every name, is told without Unicode's tables.
    private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value | 0x20) : scalar.properties.isAlphabetic
    }

    private static func isNumeric(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x30...0x39).contains(scalar.value) : scalar.properties.numericType != nil
    }
}

/// Where a group stands in the reading of the group tree.
private enum GroupState: UInt8 {
    case unresolved, onChain, resolved
}

private struct ProjectReader {
    let list: PropertyList
    let projectName: String
    /// The `objects` dictionary, and each object's kind by its pair's place there.
    private var objects = PropertyList.Value?.none
    private var kinds: [ObjectKind] = []
    private var identifiers = IdentifierTable()
    /// Each object's group, by place, for the objects a group lists.
    private var parents: [Int32] = []
    /// Each group's folder, by place, once resolved: nil where it is not on disk
    /// (`BUILT_PRODUCTS_DIR`); and whether each is resolved, on the chain being resolved, or neither.
    private var groupPaths: [String?] = []
    private var groupStates: [GroupState] = []
    /// The folder the project's `<group>` and `SOURCE_ROOT` paths start from.
    private var sourceRoot = ""

    init(_ list: PropertyList, projectName: String) {
        self.list = list
        self.projectName = projectName
    }

    private typealias Value = PropertyList.Value

    mutating func read() throws(PropertyListError) -> XcodeProject {
        guard let objects = list.value(list.root, forKey: "objects"), objects.kind == .dictionary else {
            throw PropertyListError(line: list.line(of: list.root), message: "has no objects dictionary")
        }
        self.objects = objects
        let count = list.pairCount(objects)
        identifiers = IdentifierTable(capacity: count)
        kinds.reserveCapacity(count)
        for index in 0..<count {
            let (key, object) = list.pair(index, of: objects)
            guard let isa = list.value(object, forKey: "isa") else { throw error(object, "has an object with no isa") }
            guard let kind = ObjectKind(isa, in: list) else { throw error(object, "has an object of unknown type '\(list.string(isa) ?? "")'") }
            kinds.append(kind)
            if !identifiers.insert(key, at: Int32(index), in: list) { throw error(key, "has two objects named '\(list.string(key) ?? "")'") }
        }
        guard let rootName = list.value(list.root, forKey: "rootObject"), let project = self.object(rootName), kinds[project] == .project else {
            throw PropertyListError(line: list.line(of: list.root), message: "has no project object")
        }
        let projectObject = list.pair(project, of: objects).value
        sourceRoot = XcodePaths.normalized(list.string(projectObject, forKey: "projectDirPath") ?? "")
        parents = [Int32](repeating: -1, count: count)
        groupPaths = [String?](repeating: nil, count: count)
        groupStates = [GroupState](repeating: .unresolved, count: count)
        for index in 0..<count where kinds[index] == .group {
            for child in array(list.pair(index, of: objects).value, "children") {
                if let child = self.object(child) { parents[child] = Int32(index) }
            }
        }
        // Every group is resolved, so that a cycle anywhere in the tree is found.
        for index in 0..<count where kinds[index] == .group || kinds[index] == .synchronizedGroup { _ = try groupPath(index) }
        var result = XcodeProject(targets: [], synchronizedFolders: [], localPackages: [])
        var synchronized: [Int: Int] = [:]
        for index in 0..<count where kinds[index] == .synchronizedGroup {
            guard let path = groupPaths[index] else { continue }
            synchronized[index] = result.synchronizedFolders.count
            result.synchronizedFolders.append(XcodeProject.SynchronizedFolder(path: path, exceptions: []))
        }
        var targetPlaces: [Int: Int] = [:]
        let projectSettings = list.value(projectObject, forKey: "buildConfigurationList").flatMap { object($0) }
        for reference in array(projectObject, "targets") {
            guard let index = object(reference), kinds[index] == .nativeTarget else { continue }
            targetPlaces[index] = result.targets.count
            result.targets.append(try target(index, projectSettings: projectSettings, synchronized: synchronized))
        }
        for index in 0..<count where kinds[index] == .synchronizedGroup {
            guard let folder = synchronized[index] else { continue }
            for reference in array(list.pair(index, of: objects).value, "exceptions") {
                guard let set = object(reference), kinds[set] == .membershipExceptions else { continue }
                let exceptions = list.pair(set, of: objects).value
                guard let target = list.value(exceptions, forKey: "target").flatMap({ object($0) }).flatMap({ targetPlaces[$0] }) else { continue }
                let paths = array(exceptions, "membershipExceptions").compactMap(list.string).map(XcodePaths.normalized)
                result.synchronizedFolders[folder].exceptions.append(XcodeProject.Exception(target: target, paths: paths))
            }
        }
        for index in 0..<count where kinds[index] == .localPackage {
            if let path = list.string(list.pair(index, of: objects).value, forKey: "relativePath") {
                result.localPackages.append(XcodePaths.joined(sourceRoot, path))
            }
        }
        return result
    }

    /// The native target at `index`, its build settings read from its configuration list and,
    /// for what it does not set, the project's (`projectSettings`).
    private func target(_ index: Int, projectSettings: Int?, synchronized: [Int: Int]) throws(PropertyListError) -> XcodeProject.Target {
        let object = list.pair(index, of: objects!).value
        let name = list.string(object, forKey: "name") ?? ""
        let productType = list.string(object, forKey: "productType") ?? ""
        var sources: [String] = []
        for phaseReference in array(object, "buildPhases") {
            guard let phase = self.object(phaseReference), kinds[phase] == .sourcesPhase else { continue }
            for fileReference in array(list.pair(phase, of: objects!).value, "files") {
                guard let buildFile = self.object(fileReference), kinds[buildFile] == .buildFile,
                      let reference = list.value(list.pair(buildFile, of: objects!).value, forKey: "fileRef"),
                      let file = self.object(reference), kinds[file] == .fileReference else { continue }
                let fileObject = list.pair(file, of: objects!).value
                guard let path = list.value(fileObject, forKey: "path"), list.hasSuffix(path, ".swift"),
                      let resolved = try self.path(of: fileObject, own: path, parent: parents[file]) else { continue }
                sources.append(resolved)
            }
        }
        let folders = array(object, "fileSystemSynchronizedGroups").compactMap { self.object($0).flatMap { synchronized[$0] } }
        let settingsList = list.value(object, forKey: "buildConfigurationList").flatMap { self.object($0) }
        let product = setting("PRODUCT_MODULE_NAME", in: settingsList) ?? setting("PRODUCT_NAME", in: settingsList)
            ?? setting("PRODUCT_MODULE_NAME", in: projectSettings) ?? setting("PRODUCT_NAME", in: projectSettings)
        let expanded = product.flatMap { expand($0, targetName: name) } ?? name
        return XcodeProject.Target(name: name, productType: productType, product: XcodeProject.Product(type: productType),
                                   moduleName: XcodeProject.identifier(expanded.isEmpty ? name : expanded), sources: sources, synchronizedFolders: folders)
    }

    /// The value of the build setting `key` in the configuration list at `index`: its default
    /// configuration's, else the first configuration's that sets it.
    private func setting(_ key: StaticString, in index: Int?) -> String? {
        guard let index, kinds[index] == .configurationList else { return nil }
        let configurationList = list.pair(index, of: objects!).value
        let preferred = list.value(configurationList, forKey: "defaultConfigurationName")
        var found: String?
        for reference in array(configurationList, "buildConfigurations") {
            guard let configuration = object(reference), kinds[configuration] == .configuration else { continue }
            let object = list.pair(configuration, of: objects!).value
            guard let settings = list.value(object, forKey: "buildSettings"), let value = list.string(settings, forKey: key) else { continue }
            if let preferred, let name = list.value(object, forKey: "name"), list.equals(name, preferred) { return value }
            if found == nil { found = value }
        }
        return found
    }

    /// `value` with `$(TARGET_NAME)` and `$(PROJECT_NAME)` (and their `${…}` and `:modifier`
    /// forms) expanded; nil when it uses any other setting, which docaudit does not know.
    private func expand(_ value: String, targetName: String) -> String? {
        // Most product names use no setting at all.
        guard value.utf8.contains(UInt8(ascii: "$")) else { return value }
        var result = ""
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{", let close = after.firstIndex(of: open == "(" ? ")" : "}") else { return nil }
            let reference = after[after.index(after: after.startIndex)..<close]
            let variable = reference.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            switch variable {
            case "TARGET_NAME": result += targetName
            case "PROJECT_NAME": result += projectName
            default: return nil
            }
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }


    /// The folder of the group at `index`, worked out once, its parents first. The chain up to
    /// the nearest group known is followed in a loop, so a deep tree grows no call stack, and a
    /// group met twice on it is a cycle.
    private mutating func groupPath(_ index: Int) throws(PropertyListError) -> String? {
        if groupStates[index] == .resolved { return groupPaths[index] }
        var chain: [Int] = []
        var next = index
        while groupStates[next] != .resolved {
            guard groupStates[next] == .unresolved else {
                throw error(list.pair(next, of: objects!).value, "has a group that contains itself (a cycle in the group tree)")
            }
            groupStates[next] = .onChain
            chain.append(next)
            guard parents[next] >= 0, isGroupRelative(next) else { break }
            next = Int(parents[next])
        }
        for group in chain.reversed() {
            let object = list.pair(group, of: objects!).value
            groupPaths[group] = try path(of: object, own: list.value(object, forKey: "path"), parent: parents[group])
            groupStates[group] = .resolved
        }
        return groupPaths[index]
    }

    /// Whether the object at `index` has its path relative to its group.
    private func isGroupRelative(_ index: Int) -> Bool {
        list.value(list.pair(index, of: objects!).value, forKey: "sourceTree").map { list.equals($0, "<group>") } ?? true
    }

    /// The path of `object` (a group or a file reference), whose group is at `parent` (-1 for
    /// none): its `path`, `own`, joined to the folder its `sourceTree` names; nil when it is not
    /// on disk with the project. A file's `path` is passed in, read already to tell its kind.
    private func path(of object: Value, own: Value?, parent: Int32) throws(PropertyListError) -> String? {
        let base: String?
        if let tree = list.value(object, forKey: "sourceTree"), !list.equals(tree, "<group>") {
            if list.equals(tree, "SOURCE_ROOT") {
                base = sourceRoot
            } else if list.equals(tree, "<absolute>") {
                base = "/"
            } else {
                // Built products, the SDK, the developer folder: not the project's sources.
                return nil
            }
        } else if parent >= 0 {
            guard groupStates[Int(parent)] == .resolved else { return nil }
            base = groupPaths[Int(parent)]
        } else {
            base = sourceRoot
        }
        // Every base is a path `joined` made, or the project's folder normalized.
        guard let base else { return nil }
        guard let own, own.kind == .string else { return base }
        return list.withBytes(of: own) { XcodePaths.joined(normalized: base, $0) }
    }

    /// The elements of the array `object` holds under `key`; none where it holds no array.
    private func array(_ object: Value, _ key: StaticString) -> ArraySlice<Value> {
        list.value(object, forKey: key).map(list.elements) ?? []
    }

    /// The object `reference` names, by its place in the objects dictionary.
    private func object(_ reference: Value) -> Int? {
        identifiers.find(reference, in: list).map(Int.init)
    }

    private func error(_ value: Value, _ message: String) -> PropertyListError {
        PropertyListError(line: list.line(of: value), message: message)
    }
}

/// Paths as Xcode projects and workspaces write them, made comparable.
enum XcodePaths {
    /// `path` below `base`, normalized: `.` left out, `..` taking a name off.
    static func joined(_ base: String, _ path: String) -> String {
        if path.utf8.first == UInt8(ascii: "/") || base.isEmpty { return normalized(path) }
        var (base, path) = (base, path)
        // One string made of both paths' bytes, for every file a project lists.
        let joined = base.withUTF8 { base in
            path.withUTF8 { path in FilePaths.joined(base, path) }
        }
        return normalized(joined)
    }

    /// ``joined(_:_:)`` of the bytes `path` below `base`, a path ``normalized(_:)`` made: a
    /// plain relative path is written after it, neither read again, for every file a project
    /// lists (a base that climbs out of the project, `../Shared`, would be split into its
    /// names and joined anew).
    static func joined(normalized base: String, _ path: UnsafeBufferPointer<UInt8>) -> String {
        if path.isEmpty { return base }
        guard !base.isEmpty, path[0] != UInt8(ascii: "/"), isNormal(path) else { return joined(base, String(decoding: path, as: UTF8.self)) }
        var base = base
        return base.withUTF8 { base in FilePaths.joined(base, path) }
    }

    /// `path` with `.`, empty names and `..` after a name left out; absolute paths stay so.
    static func normalized(_ path: String) -> String {
        // Most paths hold no such name: they are told so from their bytes, with no list made.
        if isNormal(path) { return path }
        var names: [Substring] = []
        for name in path.split(separator: "/", omittingEmptySubsequences: true) {
            if name == "." { continue }
            if name == "..", let last = names.last, last != ".." {
                names.removeLast()
            } else if name == "..", path.hasPrefix("/") {
                continue
            } else {
                names.append(name)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + names.joined(separator: "/")
    }

    /// Whether `path` has no empty name, `.` or `..` in it, and no `/` at its end.
    private static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isNormal)
    }

    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Names are told at each `/` and at the end; the bytes between are only passed over.
        func isDots(_ start: Int, _ end: Int) -> Bool {
            bytes[start] == UInt8(ascii: ".") && (end - start == 1 || end - start == 2 && bytes[start + 1] == UInt8(ascii: "."))
        }
        guard !bytes.isEmpty else { return true }
        var nameStart = 0
        var index = slash(in: bytes, from: 0)
        while index < bytes.count {
            // An empty name, `.` or `..`; a `/` that opens the path starts no name.
            if index > 0, index == nameStart || isDots(nameStart, index) { return false }
            nameStart = index + 1
            index = slash(in: bytes, from: nameStart)
        }
        return nameStart < bytes.count && !isDots(nameStart, bytes.count)
    }

    /// The place of the first `/` in `bytes` from `start`, or their count.
    private static func slash(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        ByteSearch.firstIndex(of: UInt8(ascii: "/"), in: bytes, from: start) ?? bytes.count
    }

    /// The folder of the relative `path`; empty for a name alone.
    static func folder(of path: String) -> String {
        var path = path
        // Read backwards over the bytes in place: a project's every source is asked.
        return path.withUTF8 { bytes in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: "/") { return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<index]), as: UTF8.self) }
            }
            return ""
        }
    }
}

/// The objects of a project by their identifiers: an open-addressed table of their places,
/// hashed from the identifiers' bytes in place, where a dictionary would make a string of each.
private struct IdentifierTable {
    private var slots: [Int32] = []
    private var keys: [PropertyList.Value] = []
    private var mask = 0

    init() {}

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        keys = []
        keys.reserveCapacity(capacity)
        mask = size - 1
    }

    /// Mixes eight bytes at a time: an identifier is 24 hex digits, hashed for every object and
    /// every reference.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* 0x9e37_79b9_7f4a_7c15
        var at = 0
        while at < bytes.count {
            var word: UInt64 = 0
            if at + 8 <= bytes.count {
                word = UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self)
            } else {
                for index in at..<bytes.count { word = word << 8 | UInt64(bytes[index]) }
            }
            hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 32
            at += 8
        }
        // Murmur3's finish: every byte reaches the low bits a slot is taken from, though a
        // generator's identifiers may differ only in their last digits.
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        hash = hash &* 0xc4ce_b9fe_1a85_ec53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash)
    }

    /// Adds `key` for the object at `place`; false when the key is there already.
    mutating func insert(_ key: PropertyList.Value, at place: Int32, in list: PropertyList) -> Bool {
        guard key.kind == .string, !slots.isEmpty else { return false }
        var slot = list.withBytes(of: key, Self.hash) & mask
        while slots[slot] >= 0 {
            if list.equals(keys[Int(slots[slot])], key) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = place
        keys.append(key)
        return true
    }

    /// The place of the object named `key`, if any.
    func find(_ key: PropertyList.Value, in list: PropertyList) -> Int32? {
        guard key.kind == .string, !slots.isEmpty else { return nil }
        var slot = list.withBytes(of: key, Self.hash) & mask
        while slots[slot] >= 0 {
            if list.equals(keys[Int(slots[slot])], key) { return slots[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }
}

/// The projects an Xcode workspace (`contents.xcworkspacedata`) lists.
public enum XcodeWorkspace {
    /// The `.xcodeproj` folders the workspace data `bytes` lists, relative to the workspace's
    /// folder (the one holding the `.xcworkspace`), normalized; absolute where it names them so.
    ///
    /// ```swift
    /// XcodeWorkspace.projects(Array(#"<Workspace><FileRef location = "group:App/App.xcodeproj"></FileRef></Workspace>"#.utf8)) // ["App/App.xcodeproj"]
    /// ```
    public static func projects(_ bytes: [UInt8]) -> [String] {
        var projects: [String] = []
        // The folders of the groups open, innermost last: a loop, not recursion, follows the nesting.
        var groups: [String] = [""]
        // Read over the bytes: a tag is `<` to `>`, and only a few tags' `location` is spelled.
        var position = 0
        while let open = bytes[position...].firstIndex(of: UInt8(ascii: "<")) {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            let tag = bytes[(open + 1)..<close]
            position = close + 1
            if tag.starts(with: "/Group".utf8) {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.starts(with: "Group".utf8)
            guard isGroup || tag.starts(with: "FileRef".utf8) else { continue }
            let location = attribute("location", in: tag).flatMap { resolve($0, in: groups.last!) }
            if isGroup {
                if tag.last != UInt8(ascii: "/") { groups.append(location ?? groups.last!) }
            } else if let location, location.hasSuffix(".xcodeproj") {
                projects.append(location)
            }
        }
        return projects
    }

    /// The value of the attribute `name` in a tag's bytes, its entities (`&amp;`) decoded.
    private static func attribute(_ name: StaticString, in tag: ArraySlice<UInt8>) -> String? {
        let needle = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        var start = tag.startIndex
        while start + needle.count <= tag.endIndex {
            guard tag[start..<(start + needle.count)].elementsEqual(needle) else {
                start += 1
                continue
            }
            var at = start + needle.count
            start += 1
            while at < tag.endIndex, isSpace(tag[at]) { at += 1 }
            guard at < tag.endIndex, tag[at] == UInt8(ascii: "=") else { continue }
            at += 1
            while at < tag.endIndex, isSpace(tag[at]) { at += 1 }
            guard at < tag.endIndex, tag[at] == UInt8(ascii: "\"") || tag[at] == UInt8(ascii: "'"),
                  let end = tag[(at + 1)...].firstIndex(of: tag[at]) else { return nil }
            let value = String(decoding: tag[(at + 1)..<end], as: UTF8.self)
            guard value.utf8.contains(UInt8(ascii: "&")) else { return value }
            return value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
        }
        return nil
    }

    /// The path a `location` names (`group:App.xcodeproj`, `container:`, `absolute:`) inside the
    /// group at `group`; nil for `self:` (the project's own workspace) and unknown kinds.
    private static func resolve(_ location: String, in group: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return XcodePaths.joined(group, path)
        case "container": return XcodePaths.normalized(path)
        case "absolute": return XcodePaths.normalized(path.hasPrefix("/") ? path : "/" + path)
        default: return nil
        }
    }
}
