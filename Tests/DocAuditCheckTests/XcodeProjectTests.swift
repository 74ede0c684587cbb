import Foundation
import DocAuditCore
import Testing
@testable import DocAuditCheck
import TestScratch

/// The old-style property list parser, and the Xcode project and workspace read from it.
@Suite struct XcodeProjectTests {
    func parse(_ text: String) throws(PropertyListError) -> PropertyList {
        try PropertyList.parse(Array(text.utf8))
    }

    func parseError(_ text: String) -> PropertyListError? {
        parseError(Array(text.utf8))
    }

    func parseError(_ bytes: [UInt8]) -> PropertyListError? {
        do {
            _ = try PropertyList.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesOfEveryKindAreRead() throws {
        let list = try parse("""
            // !$*UTF8*$!
            {
            \tname = "Ice Cubes"; /* a comment */ path = Sources/App.swift;
            \tescaped = "a\\"b\\\\c\\nd\\U00e9\\101";
            \tlist = (one, "two", (nested, ), {}, <0fbd 7777>, );
            \tempty = "";
            \t// a line comment
            \tmap = {isa = PBXGroup; children = (); };
            }
            """)
        #expect(list.root.kind == .dictionary)
        #expect(list.pairCount(list.root) == 6)
        #expect(list.value(list.root, forKey: "name").flatMap(list.string) == "Ice Cubes")
        #expect(list.value(list.root, forKey: "path").flatMap(list.string) == "Sources/App.swift")
        #expect(list.value(list.root, forKey: "escaped").flatMap(list.string) == "a\"b\\c\ndéA")
        #expect(list.value(list.root, forKey: "empty").flatMap(list.string) == "")
        let elements = list.value(list.root, forKey: "list").map(list.elements) ?? []
        #expect(elements.map(\.kind) == [.string, .string, .array, .dictionary, .data])
        #expect(list.elements(elements[elements.startIndex + 2]).compactMap(list.string) == ["nested"])
        #expect(list.withBytes(of: elements[elements.startIndex + 4]) { String(decoding: $0, as: UTF8.self) } == "0fbd 7777")
        let map = try #require(list.value(list.root, forKey: "map"))
        #expect(list.value(map, forKey: "isa").map { list.equals($0, "PBXGroup") } == true)
        #expect(list.line(of: map) == 8)
        #expect(list.value(list.root, forKey: "missing") == nil)
    }

    @Test func bareStringsEndWhereTheirBytesDo() throws {
        // Bare strings are read eight bytes at a time: every length, each kind of byte at each place.
        let bare = Array("0aZ9_$+/:.-Fz")
        for length in 1...30 {
            let text = String((0..<length).map { bare[$0 % bare.count] })
            let alone = try parse(text)
            #expect(alone.string(alone.root) == text)
            let list = try parse("(" + text + ",\t" + text + "\n)")
            #expect(list.elements(list.root).compactMap(list.string) == [text, text])
            let map = try parse("{" + text + "=" + text + ";}")
            #expect(map.string(map.pair(0, of: map.root).value) == text)
            #expect(parseError("(" + text + "é)")?.message == "has a byte 0xc3 where ',' or ')' belongs")
            #expect(parseError(text + "é")?.message == "has more after its value")
        }
    }

    @Test func brokenListsNameTheirLine() {
        #expect(parseError("{\n a = (b, c;\n}")?.description == "2: has ';' where ',' or ')' belongs")
        #expect(parseError("{\n a = b;\n c = (d,\n") == PropertyListError(line: 4, message: "ends before the array opened on line 3 is closed"))
        #expect(parseError("{ a = \"b;\n}") == PropertyListError(line: 1, message: "has a string that is never closed"))
        #expect(parseError("{\n/* a") == PropertyListError(line: 2, message: "has a comment that is never closed"))
        #expect(parseError("{ a = b }")?.message == "has '}' where ';' belongs")
        #expect(parseError("{ a = <0f1>; }")?.message == "has data with an odd number of hex digits")
        #expect(parseError("{ a = <0fx>; }")?.message == "has 'x' in data, where only hex digits belong")
        #expect(parseError("{ a = b; } c")?.message == "has more after its value")
        #expect(parseError("{ = b; }")?.message == "has '=' where a key or '}' belongs")
        #expect(parseError("") == PropertyListError(line: 1, message: "ends before its value"))
        #expect(parseError("{ a = \"\\U12\"; }")?.message == "has a \\U escape without four hex digits")
        #expect(parseError("{ a = \"\\513\"; }")?.message == "has an octal escape above \\377")
        #expect(parseError(Array("{\n a = b;\n c = \"".utf8) + [0xFF, 0x22, 0x3B, 0x7D]) == PropertyListError(line: 3, message: "is not UTF-8 text"))
    }

    @Test func deepNestingNeedsNoCallStack() throws {
        let depth = 200_000
        let list = try parse(String(repeating: "(", count: depth) + String(repeating: ")", count: depth))
        #expect(list.root.kind == .array)
        #expect(parseError(String(repeating: "({a=", count: depth))?.message.hasPrefix("ends before the") == true)
    }

    /// A project of the usual shapes: groups relative to their parents, to the project and
    /// absolute, built products, a variant group, synchronized folders with exceptions, build
    /// settings naming the product, a local package.
    static let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB001 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* AppDelegate.swift */; };
        \t\tB002 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* Model.swift */; };
        \t\tB003 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* Model.swift */; };
        \t\tB004 /* Kit.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Kit.swift */; };
        \t\tB005 /* Tool.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004; };
        \t\tB006 /* Gen.swift in Sources */ = {isa = PBXBuildFile; fileRef = F005; };
        \t\tB007 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V001; };
        \t\tB008 /* Kit in Frameworks */ = {isa = PBXBuildFile; productRef = P001; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        \t\tF001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tF002 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ../Shared/Model.swift; sourceTree = "<group>"; };
        \t\tF003 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Kit.swift; path = Kit/Sources/Kit.swift; sourceTree = SOURCE_ROOT; };
        \t\tF004 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = /opt/Tool.swift; sourceTree = "<absolute>"; };
        \t\tF005 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Gen.swift; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF006 = {isa = PBXFileReference; explicitFileType = wrapper.application; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF007 = {isa = PBXFileReference; lastKnownFileType = text; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tE001 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old/Legacy.swift, ); target = T002 /* Widget */; };
        \t\tE002 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Entry.swift, ); target = T001 /* App */; };
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tS001 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001, E002, ); explicitFileTypes = {}; explicitFolders = (); path = Widget; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        \t\tG000 = {isa = PBXGroup; children = (G001, S001, G002, ); sourceTree = "<group>"; };
        \t\tG001 /* App */ = {isa = PBXGroup; children = (F001, F002, V001, ); path = App; sourceTree = "<group>"; };
        \t\tG002 /* Products */ = {isa = PBXGroup; children = (F006, F003, F004, F005, ); name = Products; sourceTree = "<group>"; };
        /* End PBXGroup section */

        /* Begin PBXVariantGroup section */
        \t\tV001 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F007, ); name = Localizable.strings; sourceTree = "<group>"; };
        /* End PBXVariantGroup section */

        /* Begin PBXNativeTarget section */
        \t\tT001 /* App */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L001;
        \t\t\tbuildPhases = (H001, H004, );
        \t\t\tname = App;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT002 /* Widget */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L002;
        \t\t\tbuildPhases = (H002, );
        \t\t\tfileSystemSynchronizedGroups = (S001, );
        \t\t\tname = Widget;
        \t\t\tproductType = "com.apple.product-type.app-extension";
        \t\t};
        \t\tT003 /* Kit */ = {isa = PBXNativeTarget; buildConfigurationList = L003; buildPhases = (H003, ); name = Kit; productType = "com.apple.product-type.framework"; };
        \t\tT004 /* All */ = {isa = PBXAggregateTarget; buildPhases = (); name = All; };
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\tR001 /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tbuildConfigurationList = L000;
        \t\t\tmainGroup = G000;
        \t\t\tpackageReferences = (K001, );
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (T001, T002, T003, T004, );
        \t\t};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tH001 = {isa = PBXSourcesBuildPhase; files = (B001, B002, B005, B006, ); };
        \t\tH002 = {isa = PBXSourcesBuildPhase; files = (B003, ); };
        \t\tH003 = {isa = PBXSourcesBuildPhase; files = (B004, ); };
        \t\tH004 = {isa = PBXResourcesBuildPhase; files = (B007, ); };
        /* End PBXSourcesBuildPhase section */

        /* Begin XCBuildConfiguration section */
        \t\tC000 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t\tC001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "My App"; }; name = Release; };
        \t\tC002 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Widget/Info.plist; }; name = Release; };
        \t\tC003 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME:c99extidentifier)Core"; }; name = Debug; };
        \t\tC004 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)Core"; PRODUCT_MODULE_NAME = KitCore; }; name = Release; };
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tL000 = {isa = XCConfigurationList; buildConfigurations = (C000, ); defaultConfigurationName = Release; };
        \t\tL001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); defaultConfigurationName = Release; };
        \t\tL002 = {isa = XCConfigurationList; buildConfigurations = (C002, ); defaultConfigurationName = Release; };
        \t\tL003 = {isa = XCConfigurationList; buildConfigurations = (C003, C004, ); defaultConfigurationName = Release; };
        /* End XCConfigurationList section */

        /* Begin XCLocalSwiftPackageReference section */
        \t\tK001 = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        \t\tP001 = {isa = XCSwiftPackageProductDependency; productName = Kit; };
        /* End XCSwiftPackageProductDependency section */
        \t};
        \trootObject = R001 /* Project object */;
        }
        """

    @Test func targetsTheirSourcesAndNamesAreRead() throws {
        let project = try XcodeProject.read(Array(Self.project.utf8), projectName: "App")
        #expect(project.targets.map(\.name) == ["App", "Widget", "Kit"])
        #expect(project.targets.map(\.product) == [.app, .appExtension, .framework])
        #expect(project.targets.map(\.moduleName) == ["My_App", "Widget", "KitCore"])
        #expect(project.targets[0].sources == ["App/AppDelegate.swift", "Shared/Model.swift", "/opt/Tool.swift"])
        #expect(project.targets[1].sources == ["Shared/Model.swift"])
        #expect(project.targets[2].sources == ["Kit/Sources/Kit.swift"])
        #expect(project.targets[1].synchronizedFolders == [0])
        #expect(project.synchronizedFolders == [XcodeProject.SynchronizedFolder(path: "Widget", exceptions: [
            XcodeProject.Exception(target: 1, paths: ["Info.plist", "Old/Legacy.swift"]), XcodeProject.Exception(target: 0, paths: ["Entry.swift"]),
        ])])
        #expect(project.localPackages == ["Packages/Kit"])
    }

    @Test func productTypesAreKnown() {
        let products: [(String, XcodeProject.Product)] = [
            ("com.apple.product-type.application", .app), ("com.apple.product-type.application.on-demand-install-capable", .app),
            ("com.apple.product-type.application.watchapp2", .watchApp), ("com.apple.product-type.app-extension", .appExtension),
            ("com.apple.product-type.extensionkit-extension", .appExtension), ("com.apple.product-type.app-extension.messages", .appExtension),
            ("com.apple.product-type.watchkit2-extension", .appExtension), ("com.apple.product-type.framework", .framework),
            ("com.apple.product-type.framework.static", .framework), ("com.apple.product-type.library.static", .staticLibrary),
            ("com.apple.product-type.library.dynamic", .dynamicLibrary), ("com.apple.product-type.bundle", .bundle),
            ("com.apple.product-type.bundle.unit-test", .unitTests), ("com.apple.product-type.bundle.ui-testing", .uiTests),
            ("com.apple.product-type.tool", .tool), ("com.apple.product-type.metal-library", .other),
        ]
        for (type, product) in products { #expect(XcodeProject.Product(type: type) == product, "\(type)") }
    }

    @Test func brokenProjectsNameTheirLine() {
        func error(_ text: String) -> PropertyListError? {
            do {
                _ = try XcodeProject.read(Array(text.utf8))
                return nil
            } catch {
                return error
            }
        }
        let unknown = Self.project.replacingOccurrences(of: "isa = PBXAggregateTarget", with: "isa = PBXFancyTarget")
        #expect(error(unknown) == PropertyListError(line: 66, message: "has an object of unknown type 'PBXFancyTarget'"))
        let cycle = Self.project.replacingOccurrences(of: "children = (F001, F002, V001, )", with: "children = (F001, F002, V001, G000, )")
        #expect(error(cycle)?.message == "has a group that contains itself (a cycle in the group tree)")
        let truncated = String(Self.project.prefix(Self.project.count / 2))
        #expect(error(truncated)?.message.hasPrefix("ends before the dictionary opened on line") == true)
        #expect(error("{ objects = {}; }")?.message == "has no project object")
        #expect(error("{ }")?.message == "has no objects dictionary")
        #expect(error("{ objects = { A = {isa = PBXGroup;}; A = {isa = PBXGroup;}; }; }")?.message == "has two objects named 'A'")
    }

    @Test func workspacesListTheirProjects() {
        let data = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:App/App.xcodeproj">
               </FileRef>
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Kit/Kit.xcodeproj">
                  </FileRef>
                  <Group location = "group:../Other" name = "Other">
                     <FileRef location = "group:Other.xcodeproj"></FileRef>
                  </Group>
               </Group>
               <FileRef location = "absolute:/opt/Tool/Tool.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "group:README.md"></FileRef>
               <FileRef name = "location" location='group:R&amp;D/Lab.xcodeproj'></FileRef>
            </Workspace>
            """
        #expect(XcodeWorkspace.projects(Array(data.utf8)) == ["App/App.xcodeproj", "Modules/Kit/Kit.xcodeproj", "Other/Other.xcodeproj", "/opt/Tool/Tool.xcodeproj", "Pods/Pods.xcodeproj",
                                                              "R&D/Lab.xcodeproj"])
    }

    /// An XcodeGen source's `includes` are read with it; one of another `buildPhase` (snapshots,
    /// a README) compiles nothing and is left out.
    @Test func xcodeGenIncludesAndBuildPhasesAreRead() {
        let spec = XcodeGenSpec.read(Array("""
            targets:
              KitTests:
                type: bundle.unit-test
                sources:
                  - path: Kit
                    includes: ["**/*Tests.swift", "**/TestHelpers/*"]
                  - path: Kit
                    includes:
                      - "**/__Snapshots__/*"
                    buildPhase: none
                  - path: Kit/Fixtures
                    buildPhase: resources
                  - path: Kit/Generated
                    buildPhase: sources
            """.utf8))
        #expect(spec.targets.first?.sources == [
            XcodeGenSpec.Source(path: "Kit", excludes: [], includes: ["**/*Tests.swift", "**/TestHelpers/*"]),
            XcodeGenSpec.Source(path: "Kit/Generated", excludes: []),
        ])
    }

    /// An XcodeGen spec's targets and includes, through the YAML its teams write: comments,
    /// quotes, a list at its key's indentation, `- path:` items, flow lists, and what is stepped
    /// over (a block scalar that looks like targets, a flow map over several lines).
    @Test func xcodeGenSpecsAreRead() {
        let spec = XcodeGenSpec.read(Array("""
            name: Weather # the project
            targets:
              Weather:
                type: application
                sources:
                - path: "Apps/Weather"   # the app
                  excludes:
                    - "gpx_files"
                    - Legacy
                - Apps/Shared/Common
                info:
                  properties:
                    NSAppTransportSecurity: {
                      NSAllowsArbitraryLoads: false
                    }
                postBuildScripts:
                  - script: |
                      targets:
                        Fake:
                          type: framework
              'Weather Kit':
                type: framework
                sources: [".", 'Extra # not a comment']
              WeatherWidget:
                sources: Widget
            include:
              - path: Kit/project.yml
              - Shared/app.yml
            """.utf8))
        #expect(spec.targets == [
            XcodeGenSpec.Target(name: "Weather", type: "application", sources: [
                XcodeGenSpec.Source(path: "Apps/Weather", excludes: ["gpx_files", "Legacy"]),
                XcodeGenSpec.Source(path: "Apps/Shared/Common", excludes: []),
            ]),
            XcodeGenSpec.Target(name: "Weather Kit", type: "framework", sources: [
                XcodeGenSpec.Source(path: ".", excludes: []), XcodeGenSpec.Source(path: "Extra # not a comment", excludes: []),
            ]),
            XcodeGenSpec.Target(name: "WeatherWidget", type: nil, sources: [XcodeGenSpec.Source(path: "Widget", excludes: [])]),
        ])
        #expect(spec.includes == ["Kit/project.yml", "Shared/app.yml"])
        #expect(XcodeGenSpec.read(Array("targets: {}\n".utf8)).targets.isEmpty)
        // Nesting no spec has is stepped over, not followed down the stack.
        let deep = "targets:\n  Kit:\n    sources:\n      " + String(repeating: "- ", count: 20_000) + "a: b\n  App:\n    type: application\n"
        #expect(XcodeGenSpec.read(Array(deep.utf8)).targets.map(\.name) == ["Kit", "App"])
        let templated = XcodeGenSpec.read(Array("""
            targetTemplates:
              Module:
                type: framework
                sources: [Modules/${target_name}]
            targets:
              Clock:
                templates: [Module]
              ClockApp:
                templates:
                  - Module
                type: application
                sources: Apps/Clock
            """.utf8))
        #expect(templated.targets == [
            XcodeGenSpec.Target(name: "Clock", type: "framework", sources: [XcodeGenSpec.Source(path: "Modules/Clock", excludes: [])]),
            XcodeGenSpec.Target(name: "ClockApp", type: "application", sources: [XcodeGenSpec.Source(path: "Apps/Clock", excludes: [])]),
        ])
        // A target's list of sources adds to its template's list, as XcodeGen merges them.
        let merged = XcodeGenSpec.read(Array("""
            targetTemplates:
              Application:
                type: application
                sources:
                  - path: App
                  - path: Model
            targets:
              Reader:
                templates: [Application]
                sources:
                  - path: Support
                    excludes: ["**/qqq.lproj"]
            """.utf8))
        #expect(merged.targets == [
            XcodeGenSpec.Target(name: "Reader", type: "application", sources: [
                XcodeGenSpec.Source(path: "App", excludes: []), XcodeGenSpec.Source(path: "Model", excludes: []),
                XcodeGenSpec.Source(path: "Support", excludes: ["**/qqq.lproj"]),
            ]),
        ])
    }

    /// The folder a target starts at: the deepest that holds all its files' folders, by whole names.
    @Test func aTargetStartsAtTheFolderCommonToItsFiles() {
        #expect(XcodeMarking.commonFolder(["App/Sources", "App/Sources/Views", "App/Shared"]) == "App")
        #expect(XcodeMarking.commonFolder(["A/Kit", "A/KitExtras"]) == "A")
        #expect(XcodeMarking.commonFolder(["A/KitExtras", "A/Kit/Models"]) == "A")
        #expect(XcodeMarking.commonFolder(["A/B", "A/B/C"]) == "A/B" && XcodeMarking.commonFolder(["A/B/C", "A/B"]) == "A/B")
        #expect(XcodeMarking.commonFolder(["Kit/Models", "KitX/Models"]) == "")
        #expect(XcodeMarking.commonFolder(["Widget", "Widget"]) == "Widget" && XcodeMarking.commonFolder(["", "Widget"]) == "")
        #expect(XcodeMarking.commonFolder(["Wetter/Ä", "Wetter/Ä/Views"]) == "Wetter/Ä")
    }

    /// Paths as projects write them, made comparable: `.`, empty names and `..` after a name left
    /// out, a trailing `/` dropped, an absolute path kept so; a name that only holds dots is kept.
    @Test func namesAreMadeIdentifiers() {
        #expect(XcodeProject.identifier("Ice Cubes") == "Ice_Cubes" && XcodeProject.identifier("My-App_2") == "My_App_2")
        #expect(XcodeProject.identifier("2Go") == "_2Go" && XcodeProject.identifier("Wetter Ä-App") == "Wetter_Ä_App")
        #expect(XcodeProject.identifier("٣x") == "_٣x" && XcodeProject.identifier("a@b[c]{d}`e") == "a_b_c__d__e")
    }

    @Test func pathsAreNormalizedAndJoined() {
        let cases = ["": "", "App/View.swift": "App/View.swift", "/abs/A.swift": "/abs/A.swift", "/": "/", "App/": "App",
                     "./App": "App", "App/./View": "App/View", "App//View": "App/View", "App/../Kit": "Kit", "../Kit": "../Kit",
                     "a../b": "a../b", "x./y": "x./y", "App/..": "", ".": "", "/../a": "/a", "//a": "/a", "App/.hidden": "App/.hidden"]
        for (path, normal) in cases { #expect(XcodePaths.normalized(path) == normal, "\(path)") }
        // Paths of eight bytes and more are looked through eight at a time: a `/` at every place.
        let long = ["ABCDEFGH/IJKLMNOP/QRSTUVWX.swift": "ABCDEFGH/IJKLMNOP/QRSTUVWX.swift", "Sources/LongFolderName/../Kit/View.swift": "Sources/Kit/View.swift",
                    "Sources/LongFolderName//View.swift": "Sources/LongFolderName/View.swift", "SourcesLongName/./View.swift": "SourcesLongName/View.swift",
                    "Some/Long/Folder/Name/": "Some/Long/Folder/Name", "LongFolderName/..": "", "/LongFolderName/View.swift": "/LongFolderName/View.swift"]
        for (path, normal) in long { #expect(XcodePaths.normalized(path) == normal, "\(path)") }
        for length in 1...20 {
            let name = String(repeating: "a", count: length)
            #expect(XcodePaths.normalized(name + "/" + name + "//" + name) == name + "/" + name + "/" + name)
            #expect(XcodePaths.normalized(name + "/./" + name) == name + "/" + name)
        }
        #expect(XcodePaths.joined("App", "Views/A.swift") == "App/Views/A.swift")
        #expect(XcodePaths.joined("App/Sources", "../../Kit/B.swift") == "Kit/B.swift")
        #expect(XcodePaths.joined("/", "abs/A.swift") == "/abs/A.swift" && XcodePaths.joined("App", "/abs") == "/abs")
        #expect(XcodePaths.joined("", "./A.swift") == "A.swift" && XcodePaths.joined("Wetter", "Ä.swift") == "Wetter/Ä.swift")
        #expect(XcodePaths.folder(of: "App/Views/A.swift") == "App/Views" && XcodePaths.folder(of: "A.swift") == "")
    }

    /// A spec saved with Windows line ends (`\r\n`, one character to Swift) reads as with `\n`.
    @Test func xcodeGenSpecsWithWindowsLineEndsAreRead() {
        let spec = "targets:\n  Kit:\n    type: framework # the kit\n    sources: [Kit, \"Shared\"]\n  App:\n    sources:\n      - App\ninclude: [more.yml]\n"
        let read = XcodeGenSpec.read(Array(spec.replacingOccurrences(of: "\n", with: "\r\n").utf8))
        #expect(read == XcodeGenSpec.read(Array(spec.utf8)))
        #expect(read.targets.map(\.name) == ["Kit", "App"] && read.includes == ["more.yml"])
    }
}

/// The configurations of a tree of `files` (paths from `root` to their text) written in `root`.
private func writtenTree(_ files: [String: String], in root: String) throws -> ConfigurationResolver {
    for (path, text) in files {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return ConfigurationResolver(walked: SourceWalker.tree(of: [root], noting: Configuration.fileName))
}

/// A package whose target is its own folder (`path: "."`, as Apple's samples write it): the
/// folder and those below are the target's, named as the manifest names it.
@Suite struct PackageTargetAtItsFolderTests {
    @Test func theTargetHoldsThePackagesFolder() throws {
        let root = Scratch.url("package-at-its-folder").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "BirdsData/Package.swift": #"import PackageDescription\nlet package = Package(name: "BirdsData", products: [.library(name: "BackyardBirdsData", targets: ["BackyardBirdsData"])], targets: [.target(name: "BackyardBirdsData", path: ".")])\n"#,
            "BirdsData/Birds/Bird.swift": "public struct Bird {}\n",
            "BirdsData/Store.swift": "public struct Store {}\n",
        ]
        let resolver = try writtenTree(files, in: root)
        var cache = PlacementCache()
        for file in ["BirdsData/Birds/Bird.swift", "BirdsData/Store.swift"] {
            let placement = try cache.placement(of: root + "/" + file, resolver: resolver)
            #expect(placement.module == "BackyardBirdsData", "\(file)")
            #expect(placement.layer == .shared, "\(file)")
        }
    }
}

/// A target that names no path stands in whichever of SwiftPM's predefined folders is there
/// (`src/` here, no `Sources/`), and only there.
@Suite struct PackageTargetInAPredefinedFolderTests {
    @Test func theFolderThatIsThereHoldsTheTarget() throws {
        let root = Scratch.url("package-in-src").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Package.swift": #"import PackageDescription\nlet package = Package(name: "Kit", targets: [.target(name: "Kit"), .testTarget(name: "KitTests")])\n"#,
            "src/Kit/Kit.swift": "public struct Kit {}\n",
            "Tests/KitTests/KitTests.swift": "final class KitTests {}\n",
        ]
        let resolver = try writtenTree(files, in: root)
        var cache = PlacementCache()
        let kit = try cache.placement(of: root + "/src/Kit/Kit.swift", resolver: resolver)
        #expect(kit.module == "Kit")
        #expect(kit.layer == .shared)
        let tests = try cache.placement(of: root + "/Tests/KitTests/KitTests.swift", resolver: resolver)
        #expect(tests.layer == .ignored)
    }
}

/// An XcodeGen spec named for `xcodegen --spec` (`project-bwa.yml`, as bitwarden's
/// authenticator names its own) is read; another `project*.yml` that declares no targets is
/// some other tool's file, and its folders keep the folder rules.
@Suite struct XcodeGenSpecNamesTests {
    @Test func aSpecNamedForItsTeamIsReadAndAnotherFileIsNot() throws {
        let root = Scratch.url("xcodegen-spec-names").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "project-bwa.yml": "name: Authenticator\ntargets:\n  Shared:\n    type: framework\n    sources: [Shared]\n",
            "Shared/Model.swift": "public struct Model {}\n",
            "Tools/project-notes.yml": "title: notes\nitems:\n  - a\n",
            "Tools/App/Tool.swift": "struct Tool {}\n",
        ]
        _ = try writtenTree(files, in: root)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let resolver = ConfigurationResolver(walked: SourceWalker.tree(of: [root], noting: Configuration.fileName))
        var cache = PlacementCache()
        let shared = try cache.placement(of: root + "/Shared/Model.swift", resolver: resolver)
        #expect(shared.module == "Shared")
        #expect(shared.layer == .shared)
        let report = resolver.project.xcodeProjects.map(\.path)
        #expect(report == ["project-bwa.yml"])
    }
}

/// An Xcode project beside a `Package.swift` (swift-collections keeps one in `Xcode/`) builds
/// the package's files again for the IDE, under its own target names: the package's targets
/// name the files they hold, whatever folder below their own the project lists them from.
@Suite struct XcodeProjectBesidePackageTests {
    @Test func thePackagesTargetsKeepTheirFiles() throws {
        let root = Scratch.url("beside-package").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = [
            "Package.swift": #"import PackageDescription\nlet package = Package(name: "Kit", targets: [.target(name: "KitModule", path: "Kit")])\n"#,
            "App.xcodeproj/project.pbxproj": XcodeProjectTests.project,
            "Kit/Sources/Kit.swift": "public struct Kit {}\n",
            "App/AppDelegate.swift": "final class AppDelegate {}\n",
        ]
        let resolver = try writtenTree(files, in: root)
        var cache = PlacementCache()
        let kit = try cache.placement(of: root + "/Kit/Sources/Kit.swift", resolver: resolver)
        // The project's framework target `Kit` (module `KitCore`) lists this file too.
        #expect(kit.module == "KitModule")
        let app = try cache.placement(of: root + "/App/AppDelegate.swift", resolver: resolver)
        #expect(app.layer == .app)
    }
}

/// One framework built for two platforms (`Shared-iOS`, `Shared-watchOS`, both of product name
/// `Shared`, as home-assistant's iOS app builds it) is one module: the files only its two
/// targets build are not "in several targets", and where an app builds them too, `Shared` is
/// named once.
@Suite struct XcodeTargetsOfOneModuleTests {
    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tB001 = {isa = PBXBuildFile; fileRef = F001; };
        \t\tB002 = {isa = PBXBuildFile; fileRef = F001; };
        \t\tB003 = {isa = PBXBuildFile; fileRef = F002; };
        \t\tB004 = {isa = PBXBuildFile; fileRef = F002; };
        \t\tB005 = {isa = PBXBuildFile; fileRef = F002; };
        \t\tF001 = {isa = PBXFileReference; path = Model.swift; sourceTree = "<group>"; };
        \t\tF002 = {isa = PBXFileReference; path = Store.swift; sourceTree = "<group>"; };
        \t\tG000 = {isa = PBXGroup; children = (G001, ); sourceTree = "<group>"; };
        \t\tG001 = {isa = PBXGroup; children = (F001, F002, ); path = Shared; sourceTree = "<group>"; };
        \t\tT001 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (H001, ); name = "Shared-iOS"; productType = "com.apple.product-type.framework"; };
        \t\tT002 = {isa = PBXNativeTarget; buildConfigurationList = L001; buildPhases = (H002, ); name = "Shared-watchOS"; productType = "com.apple.product-type.framework"; };
        \t\tT003 = {isa = PBXNativeTarget; buildConfigurationList = L002; buildPhases = (H003, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tR001 = {isa = PBXProject; mainGroup = G000; targets = (T001, T002, T003, ); };
        \t\tH001 = {isa = PBXSourcesBuildPhase; files = (B001, B003, ); };
        \t\tH002 = {isa = PBXSourcesBuildPhase; files = (B002, B004, ); };
        \t\tH003 = {isa = PBXSourcesBuildPhase; files = (B005, ); };
        \t\tC001 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Shared; }; name = Release; };
        \t\tC002 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Release; };
        \t\tL001 = {isa = XCConfigurationList; buildConfigurations = (C001, ); defaultConfigurationName = Release; };
        \t\tL002 = {isa = XCConfigurationList; buildConfigurations = (C002, ); defaultConfigurationName = Release; };
        \t};
        \trootObject = R001;
        }
        """

    /// The folder on disk may be spelled otherwise than the project's group (`shared/`, as
    /// Bark's notification extension is): Xcode finds it, as the Mac's file system does, and so
    /// does the model; a folder the project does not name keeps the folder rules.
    @Test(arguments: ["Shared", "shared"])
    func itsTargetsAreNamedOnce(folder: String) throws {
        let root = Scratch.url("targets-of-one-module").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let resolver = try writtenTree([
            "Home.xcodeproj/project.pbxproj": Self.project,
            folder + "/Model.swift": "public struct Model {}\n",
            folder + "/Store.swift": "public struct Store {}\n",
            folder + "Kit/Other.swift": "public struct Other {}\n",
        ], in: root)
        var cache = PlacementCache()
        for file in ["Model.swift", "Store.swift"] {
            let placement = try cache.placement(of: root + "/" + folder + "/" + file, resolver: resolver)
            #expect(placement.module == "Shared", "\(file)")
            #expect(placement.layer == .shared, "\(file)")
        }
        let shared = resolver.project.sharedSources
        #expect(shared.map(\.targets) == [["Shared", "App"]])
        #expect(shared.map(\.files) == [1])
        #expect(try cache.placement(of: root + "/" + folder + "Kit/Other.swift", resolver: resolver).module != "Shared")
    }
}
