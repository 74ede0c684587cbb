import Testing
@testable import DocAuditRules
@testable import DocAuditCheck

@Suite struct GlobTests {
    /// A path is made absolute with `.` and `..` resolved and empty components dropped, as
    /// splitting on `/` and joining again would.
    @Test(arguments: [
        ("/a/./b//c/../d/", "/a/b/d"), ("/..", "/"), ("/", "/"), ("/a/b/..", "/a"), ("/a/../../b", "/b"),
        ("/앱/./화면/../공통", "/앱/공통"), ("/a/b", "/a/b"),
    ])
    func absolutePathsAreNormalized(_ path: String, _ expected: String) {
        #expect(FilePaths.absolute(path) == expected)
    }

    @Test(arguments: [
        ("Tests", "App/Tests/A.swift", true),
        ("Tests", "App/MyTests/A.swift", false),
        ("*Tests", "App/MyTests/A.swift", true),
        ("*Tests", "App/Tests/A.swift", true),
        ("*Tests", "App/MyTest/A.swift", false),
        ("a*a", "x/a/y.swift", false),
        ("Feature*", "Projects/Features/A.swift", true),
        ("*면", "앱/화면/A.swift", true),
        ("화*", "앱/화면/A.swift", true),
        ("화*", "앱/공통/A.swift", false),
        ("Projects/Feature/Home/Sources", "Projects/Feature/Home/Sources/A/B.swift", true),
        ("Projects/Feature/Home/Sources/", "Projects/Feature/Home/Sources/A.swift", true),
        ("Projects/Feature/Home/Sources", "Projects/Feature/Home/SourcesX/A.swift", false),
        ("Projects/*/*/Interface/**", "Projects/Core/Network/Interface/E.swift", true),
        ("Projects/*/Interface/**", "Projects/Core/Network/Interface/E.swift", false),
        ("**/Project.swift", "Projects/Core/Network/Project.swift", true),
        ("./Sources/**", "Sources/A.swift", true),
        ("Source?/*.swift", "Sources/A.swift", true),
        ("공통/*.swift", "앱/공통/화면.swift", false),
        ("**/공통/?면.swift", "앱/공통/화면.swift", true),
        ("**", "A/B.swift", true),
        ("a**", "abc/y.swift", true),
        ("a**", "x/abc/y.swift", false),
        ("//Sources//", "Sources/A.swift", true),
        ("Main.swift", "App/Main.swift", true),
        ("/Main.swift", "Main.swift", true),
        ("/Main.swift", "App/Main.swift", false),
        ("/Tests", "App/Tests/A.swift", false),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    /// Placement settles what a folder's path decides once per folder; that must agree with
    /// matching each whole path.
    /// The second set holds only patterns that names alone decide, so no folder path is kept.
    @Test(arguments: [
        ["Tests", "*Tests", "**/Project.swift", "Projects/*/*/Interface/**", "Source?/*.swift",
         "**/공통/?면.swift", "A/**/B", "**", "*.swift", "A/B.swift", "**/Sources/**/*View.swift", "/Project.swift", "/Tests"],
        ["Tests", "*Tests", "**/Project.swift", "*.swift", "X*", "공*"],
    ])
    func folderMatchingAgreesWithWholePaths(_ patterns: [String]) {
        let paths = ["A/B.swift", "A/X/B", "A/X/B/C.swift", "App/Tests/A.swift", "App/MyTests/Project.swift",
                     "Projects/Core/Network/Interface/E.swift", "Sources/A.swift", "앱/공통/화면.swift",
                     "Project.swift", "Tests", "X/Sources/Y/MainView.swift", "X/Sources/MainView.swift"]
        for path in paths {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? ""
            let name = Array((slash.map { String(path[path.index(after: $0)...]) } ?? path).utf8)
            let globs = FolderGlobs(patterns.map { [Glob($0)] }, folder: folder)
            // The same folder reached one subfolder at a time, as placement derives folders.
            let derived = folder.split(separator: "/").reduce(FolderGlobs(patterns.map { [Glob($0)] }, folder: "")) {
                FolderGlobs(subfolder: Array($1.utf8), of: $0)
            }
            // And as placement asks for them: the parent's own globs where the name adds nothing.
            let shared = folder.split(separator: "/").reduce(FolderGlobs(patterns.map { [Glob($0)] }, folder: "")) { $0.subfolder(named: Array($1.utf8)) }
            for (index, pattern) in patterns.enumerated() {
                #expect(globs.matching(fileNamed: name).contains(index) == Glob(pattern).matches(path), "\(pattern) on \(path)")
                #expect(derived.matching(fileNamed: name).contains(index) == Glob(pattern).matches(path), "\(pattern) on \(path), derived")
                #expect(shared.matching(fileNamed: name).contains(index) == Glob(pattern).matches(path), "\(pattern) on \(path), shared")
            }
        }
    }

    /// A subfolder whose name no pattern matches, under patterns that names alone decide, has
    /// its parent's very globs, so that its files share what placement worked out; one that a
    /// pattern names, or any under a pattern that needs the path, has globs of its own.
    @Test func subfolderSharesItsParentsGlobsUnlessItChangesThem() {
        let byName = FolderGlobs([[Glob("Tests"), Glob("*Tests")]], folder: "")
        #expect(byName.subfolder(named: Array("Sources".utf8)) === byName)
        #expect(byName.subfolder(named: Array("Tests".utf8)) !== byName)
        #expect(byName.subfolder(named: Array("AppTests".utf8)).matchingEveryFile.contains(0))
        let byPath = FolderGlobs([[Glob("Projects/*/Interface/**")]], folder: "")
        #expect(byPath.subfolder(named: Array("Sources".utf8)) !== byPath)
    }
}

@Suite struct NameFilterTests {
    /// The filter may let through a name that matches nothing, never stop one that matches:
    /// each pattern against names that match it through their last component and names
    /// that come close (a byte shorter, another last byte, another length).
    @Test func neverStopsANameThatMatches() {
        let patterns = ["Tests", "*Tests", "Project.swift", "Projects/*/Interface/**", "Source?/*.swift", "**/공통/?면.swift",
                        "A/**/B", "*.swift", "Feature*", "X?Y", "**/Sources/**/*View.swift", "Interface"]
        let names = ["Tests", "AppTests", "Test", "Testz", "Project.swift", "Project.swif", "Interface", "Interfaces", "A.swift",
                     "화면.swift", "B", "MainView.swift", "Feature", "FeatureKit", "XaY", "X가Y", "Cache.swift", "", "s", "t"]
        let globs = patterns.map { Glob($0) }
        let filter = NameFilter(globs.map(\.nameConstraint))
        for name in names {
            let bytes = Array(name.utf8)
            for glob in globs where bytes.withUnsafeBufferPointer({ glob.matches(fileNamed: $0, in: GlobPath("Projects/Core")) }) {
                #expect(bytes.withUnsafeBufferPointer(filter.mayMatch), "\(glob) matches \(name)")
            }
        }
        // Under the default layers, a plain file name is told at once; their own names are not.
        let layers = NameFilter(LayerClassifier.standard.rules.flatMap(\.paths).map(\.nameConstraint))
        #expect(!Array("Cache.swift".utf8).withUnsafeBufferPointer(layers.mayMatch))
        for name in ["Project.swift", "Tests", "HomeInterface", "AppTests"] {
            #expect(Array(name.utf8).withUnsafeBufferPointer(layers.mayMatch), "\(name)")
        }
    }
}

@Suite struct ManyPatternsTests {
    /// Past 64 patterns, a folder's set of matching patterns grows a second word: patterns
    /// there still match, through a folder, a file name or a wildcard, derived or not.
    @Test func patternsPastTheSixtyFourthStillMatch() {
        let patterns = (0..<70).map { "N\($0)" } + ["*Tests", "**/Project.swift", "Projects/*/X/**"]
        let lists = patterns.map { [Glob($0)] }
        let paths = ["A/N69/B.swift", "A/N3/B.swift", "N68", "A/FooTests/B.swift", "A/Project.swift", "Projects/Core/X/A.swift", "A/B.swift", "N70/A.swift"]
        for path in paths {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? ""
            let name = Array((slash.map { String(path[path.index(after: $0)...]) } ?? path).utf8)
            let derived = folder.split(separator: "/").reduce(FolderGlobs(lists, folder: "")) { FolderGlobs(subfolder: Array($1.utf8), of: $0) }
            let matching = derived.matching(fileNamed: name)
            let direct = FolderGlobs(lists, folder: folder).matching(fileNamed: name)
            for (index, pattern) in patterns.enumerated() {
                #expect(matching.contains(index) == Glob(pattern).matches(path), "\(pattern) on \(path)")
                #expect(direct.contains(index) == Glob(pattern).matches(path), "\(pattern) on \(path), direct")
            }
        }
    }
}

@Suite struct LayerTests {
    @Test(arguments: [
        ("Projects/Core/Network/Interface/Endpoint.swift", Layer.interface),
        ("Projects/Core/Network/Interface/Sources/Endpoint.swift", .interface),
        ("Projects/Feature/HomeInterface/Sources/A.swift", .interface),
        ("Projects/Core/Network/Sources/Provider.swift", .implementation),
        ("Projects/Core/Network/Tests/ProviderTests.swift", .ignored),
        ("Projects/Core/Network/Testing/Mock.swift", .ignored),
        ("Projects/Feature/Home/Example/App.swift", .ignored),
        ("Projects/Core/Network/Project.swift", .ignored),
        ("Projects/App/Sources/AppDelegate.swift", .app),
        ("Projects/Shared/DesignSystem/Sources/Color.swift", .shared),
        ("Sources/Library/A.swift", .shared),
    ])
    func standardLayers(_ path: String, _ layer: Layer) {
        #expect(LayerClassifier.standard.layer(of: path) == layer)
    }
}

@Suite struct EnclosingScopeTests {
    @Test func orphanDocsNameTheirInnermostEnclosingType() {
        let source = """
            /// A.
            public struct A {
                /// B.
                public struct B {
                    /// C.
                    public struct C {}
                    /// Nothing, in B after C.
                }
                /// Nothing, in A after B.
            }
            /// Nothing, at file scope.
            """
        let found = check(source).filter { $0.rule == "detached-doc" }.map(\.symbol)
        #expect(found == ["A.B", "A", ""])
    }

    @Test func manyOrphansStayLinear() {
        // Each doc comment before `#if` documents nothing; 20,000 of them in one type.
        let body = String(repeating: "    /// x\n    #if A\n    #endif\n", count: 20_000)
        let found = check("/// T.\npublic struct T {\n" + body + "}\n").filter { $0.rule == "detached-doc" }
        #expect(found.count == 20_000)
        #expect(found.allSatisfy { $0.symbol == "T" })
    }
}
