@testable import DocAuditCore
import Testing
@testable import DocAuditCheck
import DocAuditRules

@Suite struct ModuleNamingTests {
    @Test(arguments: [
        ("Projects/Core/Network/Interface/Endpoint.swift", "NetworkInterface"),
        ("Projects/Core/Network/Interface/Sources/Endpoint.swift", "NetworkInterface"),
        ("Projects/Feature/ProfileInterface/Sources/A.swift", "ProfileInterface"),
        ("Projects/Core/Network/Sources/Client.swift", "Network"),
        ("Projects/Feature/Profile/Sources/Views/ProfileView.swift", "Profile"),
        ("Sources/DocAuditCore/Lexer.swift", "DocAuditCore"),
        ("Packages/Kit/Sources/KitCore/A.swift", "KitCore"),
        ("Modules/Payments/Sources/A.swift", "Payments"),
        ("Scripts/Tool/main.swift", "Tool"),
        ("main.swift", "Root"),
    ])
    func namesModulesFromLayouts(_ path: String, _ module: String) {
        #expect(ModuleNamer().module(of: path, rootName: "Root") == module)
    }

    @Test func configuredModulesComeFirst() {
        let namer = ModuleNamer(rules: [ModuleRule(name: "DesignKit", paths: [Glob("Projects/Shared/DesignSystem/**")])])
        #expect(namer.module(of: "Projects/Shared/DesignSystem/Sources/Color.swift") == "DesignKit")
        #expect(namer.module(of: "Projects/Shared/Util/Sources/Log.swift") == "Util")
    }
}

/// The links of `texts` waiting for the index, written in a doc comment at file scope.
func waitingLinks(_ texts: [String]) -> WaitingLinks {
    var waiting = WaitingLinks()
    for text in texts {
        var text = text
        text.withUTF8 { waiting.append($0, at: SourcePosition(line: 1, column: 1, offset: 0), characterColumn: 1, rule: 0, symbol: WaitingLinks.Symbol(scope: nil, name: ""), scopePrefixes: PathHash.prefixes(ofScope: "")) }
    }
    return waiting
}

@Suite struct SymbolLinkTests {
    /// A link's symbol is its scope's path, then its name after a dot: no dot at file scope,
    /// and nothing at all for no name there.
    @Test(arguments: [([], "load()", "load()"), (["Cache"], "load()", "Cache.load()"), (["화면"], "Cache", "화면.Cache"), ([], "", "")])
    func aLinkSymbolJoinsItsScopeAndName(_ scopes: [String], _ name: String, _ spelled: String) {
        let scope = scopes.reduce(nil) { ScopePath(name: $1, parent: $0) }
        let length = SpillCoding.pathLength(of: name, in: scope)
        var bytes = ByteBuffer()
        bytes.write(atMost: ByteWriter.varintRoom + length) { SpillCoding.writePath(of: name, in: scope, length: length, to: &$0) }
        let read = bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            let length = Varint.read(bytes, at: &start)
            return String(decoding: bytes[start..<start + length], as: UTF8.self)
        }
        #expect(read == spelled)
        #expect(bytes.count == 1 + spelled.utf8.count)
    }

    /// A scope node's name hashes as the scope spelled out does: its plain ASCII names, read a
    /// word at a time, as the others, split and made canonical (a dot or a generic argument in
    /// any word, a byte beyond ASCII).
    @Test(arguments: ["A", "Cache", "Seventeen", "ExactlyEightOrLonger", "Outer.Inner", "Box<T>", "LongEnoughName<T>", "Dictionary<String, Int>.Values",
                      "Name.", "caf\u{E9}", "cafe\u{301}", "화면", "ABCDEFG.Hidden", "ABCDEFGH<I>"])
    func aScopeNameHashesAsItsSpelledScope(_ name: String) {
        var hash = PathHash()
        hash.combine(scopeName: name)
        #expect(hash.value == PathHash.prefixes(ofScope: name).last!.value)
        var nested = PathHash.prefixes(ofScope: "Outer").last!
        nested.combine(scopeName: name)
        #expect(nested.value == PathHash.prefixes(ofScope: "Outer." + name).last!.value)
    }

    /// A scope node's path, and a type's own scope below it, hash as the same path spelled out
    /// does, prefix by prefix: at file scope, nested, with dots and generic arguments in names,
    /// and beyond ASCII.
    @Test(arguments: ["Cache", "Outer.Inner", "Box<T>", "Dictionary<String, Int>.Values", "caf\u{E9}", "cafe\u{301}", "화면"])
    func aScopeNodesPathHashesAsItsSpelledPath(_ name: String) {
        let outer = ScopePath(name: "Outer", parent: nil)
        let node = ScopePath(name: name, parent: outer)
        let spelled: [(ScopePath?, String?, String)] = [(nil, nil, ""), (nil, name, name), (outer, nil, "Outer"), (node, nil, "Outer." + name),
                                                        (node, "Type", "Outer." + name + ".Type"), (outer, name, "Outer." + name)]
        for (scope, last, path) in spelled {
            #expect(PathHash.prefixes(of: scope, then: last).map(\.value) == PathHash.prefixes(ofScope: path).map(\.value), "\(path)")
        }
    }

    /// A scope's last component, which an initializer's example may name, is the last of its
    /// components however the scope is spelled: generic arguments (dots in them too) left out.
    @Test(arguments: ["", "Cache", "Outer.Inner", "Outer.Inner<T>", "Box<A.B>", "Outer<T>.Inner<U.V>", "화면.목록"])
    func aScopesLastComponentIsTheLastOfItsComponents(_ scope: String) {
        #expect(ScopeNames.last(of: scope) == (ScopeNames.components(of: scope).last ?? ""))
    }

    /// The quick search for a link's opening run, which reads eight bytes at a time, against
    /// runs counted one by one, on every text of up to 12 bytes of backticks and letters: runs
    /// within a word, across two, and in the bytes after the last whole word; from the start
    /// and from each letter. The reading of a doc comment's bytes that tells runs of two from
    /// longer ones (``DocBytes``) is held to the same count.
    @Test func findsEveryRunOfExactlyTwoBackticks() {
        var wrong: [String] = []
        for length in 0...12 {
            for pattern in 0..<(1 << length) {
                let bytes = (0..<length).map { pattern & (1 << $0) != 0 ? UInt8(ascii: "`") : UInt8(ascii: "a") }
                for start in [0] + bytes.indices.filter({ bytes[$0] == UInt8(ascii: "a") }) {
                    var expected: Int?
                    var index = start
                    while expected == nil, index < length {
                        let run = bytes[index...].prefix { $0 == UInt8(ascii: "`") }.count
                        if run == 2 { expected = index }
                        index += max(run, 1)
                    }
                    let found = bytes.withUnsafeBufferPointer { CodeSpan.firstRunOfTwo(in: $0, from: start) }
                    if found != expected { wrong.append("\(String(decoding: bytes, as: UTF8.self)) from \(start)") }
                }
                let runs = bytes.split(separator: UInt8(ascii: "a")).map(\.count)
                let facts = bytes.withUnsafeBufferPointer(DocBytes.init(reading:))
                if facts.contains(.symbolLink) != runs.contains(2) || facts.contains(.backtickFence) != runs.contains(where: { $0 >= 3 }) {
                    wrong.append("\(String(decoding: bytes, as: UTF8.self)) runs")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Code spans are found eight bytes at a time: on every line of up to 12 backticks and
    /// letters, they are the spans CommonMark's rule gives, read one byte at a time.
    @Test func findsEveryCodeSpan() {
        var wrong: [String] = []
        for length in 0...12 {
            for pattern in 0..<(1 << length) {
                let bytes = (0..<length).map { pattern & (1 << $0) != 0 ? UInt8(ascii: "`") : UInt8(ascii: "a") }
                let run = { (start: Int) in bytes[start...].prefix { $0 == UInt8(ascii: "`") }.count }
                var expected: [CodeSpan] = []
                var index = 0
                while index < length {
                    guard bytes[index] == UInt8(ascii: "`") else { index += 1; continue }
                    let (opening, count) = (index, run(index))
                    index += count
                    var close = index
                    while close < length, run(close) != count { close += max(run(close), 1) }
                    guard close < length else { continue }
                    expected.append(CodeSpan(opening: opening, runLength: count, content: index..<close))
                    index = close + count
                }
                var found: [CodeSpan] = []
                bytes.withUnsafeBufferPointer { line in CodeSpan.forEachSpan(in: line) { found.append($0) } }
                if found != expected { wrong.append(String(decoding: bytes, as: UTF8.self)) }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func findsLinksOutsideCode() {
        let text = """
            See ``Cache`` and ``Cache/store(_:forKey:)-swift.method``, not `Cache` nor ``` ``Nope`` ```.
            ```swift
            let x = ``NotALink``
            ```
            ~~~
            ``AlsoNot``
            ~~~
            Then ``Storage/Cache`` and ``<doc:Article>`` and `` spaced ``.
            """
        let links = SymbolLink.links(in: text)
        #expect(links.map(\.text) == ["Cache", "Cache/store(_:forKey:)-swift.method", "Storage/Cache"])
        #expect(links.map(\.line) == [0, 0, 7])
        #expect(links.map(\.column) == [4, 18, 5])
        #expect(links[1].components == ["Cache", "store(_:forKey:)"])
        #expect(SymbolLink(text: "-(_:_:)-3x9", line: 0, column: 0).components == ["-(_:_:)"])
    }

    /// Far more entries than a chunk holds, from workers merged as the engine merges them (a
    /// merged index merged again): every declaration resolves, in the module that declares it.
    @Test func largeIndexesResolveAfterMerges() {
        func index(of modules: [String], count: Int, firstFile: Int) -> SymbolIndex {
            var index = SymbolIndex()
            for (file, module) in modules.enumerated() {
                let source = (0..<count).map { "public struct \(module)Type\($0) {}" }.joined(separator: "\n")
                index.add(Scanner.scan(Array(source.utf8)).declarations, source: Array(source.utf8), module: module, file: firstFile + file)
            }
            return index
        }
        var first = index(of: ["Alpha", "Beta"], count: 20_000, firstFile: 0)
        first.merge(index(of: ["Gamma", "Alpha"], count: 9_000, firstFile: 2))
        var total = index(of: ["Delta"], count: 100, firstFile: 4)
        total.merge(first)
        let table = total.table(keeping: nil)
        for (module, count) in [("Alpha", 20_000), ("Beta", 20_000), ("Gamma", 9_000), ("Delta", 100)] {
            for number in stride(from: 0, to: count, by: 997) + [count - 1] {
                let found = table.resolve(SymbolLink(text: "\(module)Type\(number)", line: 0, column: 0), scope: "", module: "Delta")
                #expect(found?.module == module, "\(module)Type\(number)")
            }
        }
        #expect(table.resolve(SymbolLink(text: "BetaType20000", line: 0, column: 0), scope: "", module: "Beta") == nil)
    }

    /// Scopes that nest deeper than any call stack allows (extensions in extensions, none of
    /// them indexed) are hashed all the same: the index walks them in a loop.
    @Test func indexesUnderScopesNestedBeyondTheStack() {
        let depth = 50_000
        let source = (0..<depth).map { "extension E\($0) {\n" }.joined() + "public struct Deep {}\n" + String(repeating: "}\n", count: depth)
        var index = SymbolIndex()
        index.add(Scanner.scan(Array(source.utf8)).declarations, source: Array(source.utf8), module: "Deep", file: 0)
        let path = (0..<depth).map { "E\($0)" }.joined(separator: "/") + "/Deep"
        #expect(index.table(keeping: nil).resolve(SymbolLink(text: path, line: 0, column: 0), scope: "", module: "Deep")?.module == "Deep")
    }

    /// A table built from the wanted keys and then extended by another index (the files read
    /// for links) resolves as one built after merging both: modules new to it included, in order.
    @Test func aGrownTableResolvesAsARebuiltOne() {
        func index(_ source: String, module: String, file: Int) -> SymbolIndex {
            var index = SymbolIndex()
            index.add(Scanner.scan(Array(source.utf8)).declarations, source: Array(source.utf8), module: module, file: file)
            return index
        }
        let texts = ["Money", "Price", "Wallet", "Ledger/Wallet", "Shop/Money", "Absent"]
        let links = texts.map { SymbolLink(text: $0, line: 0, column: 0) }
        var wanted = KeyTable()
        for key in waitingLinks(texts).keys { wanted.insert(key) }
        var rebuilt = index("public struct Price {}\npublic struct Money {}", module: "Shop", file: 0)
        var table = rebuilt.table(keeping: wanted)
        let read = index("struct Wallet {}\nstruct Money {}", module: "Ledger", file: 1)
        read.extend(&table, keeping: wanted)
        rebuilt.merge(read)
        let expected = rebuilt.table(keeping: wanted)
        for link in links {
            #expect(table.resolve(link, scope: "", module: "Shop")?.module == expected.resolve(link, scope: "", module: "Shop")?.module, "\(link.text)")
        }
        #expect(table.resolve(links[3], scope: "", module: "Shop")?.module == "Ledger")
        #expect(table.resolve(links[5], scope: "", module: "Shop") == nil)
    }

    /// A table of some files (the site's) knows only their declarations and modules, whatever
    /// else the index holds, and a path several of them declare falls back on the earliest
    /// file's module, whatever order the files were added in (a worker's, then another's).
    @Test func aTableOfSomeFilesResolvesAsAnIndexOfThemAlone() {
        func indexed(_ files: [(position: Int, module: String, source: String)]) -> SymbolIndex {
            var index = SymbolIndex()
            for file in files { index.add(Scanner.scan(Array(file.source.utf8)).declarations, source: Array(file.source.utf8), module: file.module, file: file.position) }
            return index
        }
        var index = indexed([(4, "Later", "public struct Token {}"), (1, "Earlier", "public struct Token {}")])
        index.merge(indexed([(6, "Hidden", "public struct Token {}\npublic struct Secret {}"), (2, "Empty", "")]))
        let shown = index.table(ofFiles: [4, 1, 2, 9])
        func resolved(_ text: String, from module: String = "Elsewhere") -> String? {
            shown.resolve(SymbolLink(text: text, line: 0, column: 0), scope: "", module: module)?.module
        }
        #expect(resolved("Token") == "Earlier")
        #expect(resolved("Token", from: "Later") == "Later")
        #expect(resolved("Secret") == nil)
        #expect(resolved("Hidden/Token") == nil)
        #expect(resolved("Hidden") == nil)
        #expect(resolved("Empty") == "Empty", "a file without declarations makes its module known")
        #expect(index.table(keeping: nil).resolve(SymbolLink(text: "Secret", line: 0, column: 0), scope: "", module: "Later")?.module == "Hidden")
        #expect(index.holdsFile(at: 2) && !index.holdsFile(at: 3))
    }

    @Test func resolvesLikeDocCFromTheScopeOutward() {
        var index = SymbolIndex()
        let source = Array("""
            public struct Cache {
                public struct Entry {}
                public func store(_ value: Int, forKey key: String) {}
            }
            public enum Failure { case status(Int) }
            extension Array<Int> { public func sum() -> Int { 0 } }
            """.utf8)
        index.add(Scanner.scan(source).declarations, source: source, module: "Storage", file: 0)
        let table = index.table(keeping: nil)
        func resolves(_ text: String, from scope: String = "") -> Bool {
            table.resolve(SymbolLink(text: text, line: 0, column: 0), scope: scope, module: "Storage") != nil
        }
        #expect(resolves("Cache"))
        #expect(resolves("Cache/Entry"))
        #expect(resolves("Entry", from: "Cache"))
        #expect(!resolves("Entry"))
        #expect(resolves("Cache/store(_:forKey:)"))
        #expect(resolves("Cache/store"))
        #expect(!resolves("Cache/store(_:)"))
        #expect(resolves("Storage/Cache/Entry"))
        #expect(resolves("Storage"))
        #expect(resolves("Failure/status(_:)"))
        #expect(resolves("Array/sum()"))
        #expect(!resolves("Other/Cache"))
    }

    /// An extension of a type alias extends the aliased type, and DocC names its members under
    /// it (swift-case-paths' ``Swift/KeyPath/callAsFunction(_:)`` of `extension CaseKeyPath`;
    /// checked with `docc convert` on `-emit-extension-block-symbols` graphs), whichever comes
    /// first in the file; an alias's own members keep its path.
    @Test func anAliasExtensionsMembersAreTheAliasedTypes() {
        var index = SymbolIndex()
        let source = Array("""
            extension MaybeBox {
                public func open() {}
            }
            public struct Box<T> {}
            public typealias MaybeBox<T> = Swift.Optional<Box<T>>
            public typealias Handler = (Int) -> Void
            """.utf8)
        index.add(Scanner.scan(source).declarations, source: source, module: "Boxes", file: 0)
        let table = index.table(keeping: nil)
        func resolves(_ text: String) -> Bool {
            table.resolve(SymbolLink(text: text, line: 0, column: 0), scope: "", module: "Boxes") != nil
        }
        #expect(resolves("Swift/Optional/open()"))
        #expect(resolves("Swift/Optional/open()-()"))
        #expect(resolves("MaybeBox/open()"))
        #expect(!resolves("Swift/Optional/close()"))
        #expect(resolves("Handler"))
    }

    /// Each case as `docc convert --analyze` (Swift 6.3.1) answered it on a module built with
    /// `swiftc -emit-module -emit-symbol-graph`: a wrong kind or type fails even where the name
    /// is unique; a case has no type signature; `_` matches any one type.
    @Test func suffixesResolveAsDocCResolvesThem() {
        let source = Array("""
            public struct Store {
                public var count: Int = 0
                public static var shared = Store()
                public func save(_ x: Int) -> Bool { true }
                public func save(_ x: String) -> Bool { true }
                public func load(_ x: Int) {}
                public func reset() {}
                public static func make() -> Store { Store() }
                public init() {}
                public subscript(_ i: Int) -> Int { i }
                public func pair(_ a: Int, _ b: String) {}
                public func tuple() -> (Int, String) { (1, "") }
                public static func + (l: Store, r: Store) -> Store { l }
                public func f(_ a: Array<String>, _ b: Optional<[Int]>, _ c: Dictionary<Int, [String]>) {}
                public func g(_ a: inout Double, _ b: @escaping (_ x: Int) async throws -> String?, _ c: some Collection, _ d: any Error) {}
                public func h(_ a: Swift.Float, _ b: Self.Element, _ c: Character!, _ d: UInt8..., _ e: (Int16)) {}
            }
            public enum Kind { case a, b(Int) }
            public func top() {}
            public var global = 1
            public typealias Alias = Int
            public protocol Saving { associatedtype Value; func persist() }
            """.utf8)
        var index = SymbolIndex()
        index.add(Scanner.scan(source).declarations, source: source, module: "Storage", file: 0)
        let table = index.table(keeping: nil)
        func resolves(_ text: String) -> Bool {
            table.resolve(SymbolLink(text: text, line: 0, column: 0), scope: "", module: "Storage") != nil
        }
        let accepted = [
            "Store/count-swift.property", "Store/count-property", "Store/shared-swift.type.property", "Store/save(_:)-(Int)",
            "Store/save(_:)->Bool", "Store/save(_:)-(String)->Bool", "Store/save(_:)-(_)", "Store/save(_:)-swift.method",
            "Store/reset()-()", "Store/reset()->()", "Store/make()-swift.type.method", "Store/init()-swift.init",
            "Store/subscript(_:)-swift.subscript", "Store/pair(_:_:)-(_,String)", "Store/pair(_:_:)-(Int,_)", "Store/pair(_:_:)-(_,_)",
            "Store/tuple()->(Int,String)", "Store/tuple()->(_,String)", "Store/+(_:_:)-swift.func.op", "Store/+(_:_:)->Store",
            "Store/f(_:_:_:)-([String],[Int]?,[Int:[String]])", "Store/g(_:_:_:_:)-(Double,(Int)->String?,Collection,Error)",
            "Store/h(_:_:_:_:_:)-(.Float,.Element,Character,UInt8...,Int16)", "Store-swift.struct", "Kind/a-swift.enum.case",
            "Kind/b(_:)-swift.enum.case", "top()-swift.func", "top()-func", "global-swift.var", "Alias-swift.typealias",
            "Saving/Value-swift.associatedtype", "Saving/persist()-swift.method", "Store/load(_:)-1a2b3",
        ]
        let refused = [
            "Store/count-swift.method", "Store/count-method", "Store/count-swift.mthd", "Store/shared-swift.property",
            "Store/save(_:)->String", "Store/save(_:)-(Double)", "Store/reset()->Void", "Store/make()-swift.method",
            "Store/init()-swift.method", "Store/pair(_:_:)-(_)", "Store/pair(_:_:)-(String,_)", "Store/+(_:_:)-swift.type.method",
            "Store/f(_:_:_:)-(Array<String>,_,_)", "Store/h(_:_:_:_:_:)-(Swift.Float,_,_,_,_)", "Kind/b(_:)-(Int)", "Kind/b(_:)->Kind",
            "global-swift.property", "Store-swift.class", "Store-module", "Store/count-swift.property-1a2b3-x",
        ]
        #expect(accepted.filter { !resolves($0) } == [])
        #expect(refused.filter(resolves) == [])
        // The site finds the page by the path, the suffix left out.
        #expect(table.resolve(SymbolLink(text: "Store/save(_:)-(Int)", line: 0, column: 0), scope: "", module: "Storage")?.path == "Store/save(_:)")
    }

    /// Each case as `docc convert --analyze` (Swift 6.3.1) answered it on modules built with
    /// `swiftc -emit-module -emit-symbol-graph` from these files: the compiler copies into a
    /// type the members of the protocols it conforms to itself (on its declaration or an
    /// extension, refined, of another module; a constrained extension's only where the type
    /// meets `where Self`) and the standard library's defaults. No superclass member, nothing
    /// a superclass's conformance gives, nothing through a protocol, a typealias, an inferred
    /// associated type, or a copied function's base name.
    @Test func membersATypeInheritsResolveAsDocCResolvesThem() {
        let files = [("Kit", """
            public protocol Remote {}
            extension Remote { public func remoteDefault() {} }
            """), ("Lib", """
            public protocol Shape { var area: Double { get }; func draw() }
            extension Shape {
                public func describe() -> String { "" }
                public func draw() {}
            }
            extension Shape where Self: Base { public func baseOnly() {} }
            extension Shape where Self: Equatable { public func equatableOnly() {} }
            extension Shape where Self: Comparable { public func comparableOnly() {} }
            extension Shape where Self == Round { public func sameType() {} }
            open class Base { public func reset() {}; public var weight: Int { 0 }; public struct Part {}; public init() {} }
            open class Middle: Base { public func middle() {} }
            public protocol Refining: Shape { func refine() }
            extension Refining { public func refinedDefault() {} }
            public protocol Other {}
            extension Other { public func otherDefault() {} }
            public protocol Coll { associatedtype Element; func first() -> Element? }
            open class Conforming: Shape { public var area: Double { 0 }; public init() {} }
            public final class Sub: Conforming {}
            extension Sub: Other {}
            public typealias Sq = Square
            public final class Square: Middle, Shape, CustomStringConvertible, Hashable {
                public var area: Double { 1 }
                public var description: String { "" }
                public static func == (a: Square, b: Square) -> Bool { true }
                public func hash(into hasher: inout Hasher) {}
            }
            public struct Round: Refining { public var area: Double { 0 }; public func refine() {} }
            public struct Ints: Coll { public typealias Element = Int; public func first() -> Int? { nil } }
            public struct Inferred: Coll { public func first() -> Int? { nil } }
            public enum Raw: String { case a }
            public enum Plain { case a, b }
            public enum Valued { case a(Int) }
            public enum Caseless {}
            public struct Ord: Comparable { public static func < (a: Ord, b: Ord) -> Bool { true } }
            public struct Far: Remote {}
            """), ("Lib", """
            extension Square { public func extra() {} }
            extension Round: Other {}
            """)]
        var index = SymbolIndex()
        for (position, (module, source)) in files.enumerated() {
            index.add(Scanner.scan(Array(source.utf8)).declarations, source: Array(source.utf8), module: module, file: position)
        }
        func resolves(_ text: String, from scope: String = "") -> Bool {
            var waiting = WaitingLinks()
            var text = text
            text.withUTF8 { waiting.append($0, at: SourcePosition(line: 1, column: 1, offset: 0), characterColumn: 1, rule: 0, symbol: WaitingLinks.Symbol(scope: nil, name: ""), scopePrefixes: PathHash.prefixes(ofScope: scope)) }
            let links = DiagnosticSpill().appendLinks(waiting)
            var wanted = KeyTable()
            for key in waiting.keys { wanted.insert(key) }
            var table = index.table(keeping: wanted)
            InheritedLinks.resolve([links], in: &table, indexes: [index])
            var broken = false
            links.forEachBroken(table) { _ in broken = true }
            return !broken
        }
        let accepted = [
            "Square/area", "Square/describe()", "Square/draw()", "Square/baseOnly()", "Square/equatableOnly()", "Square/description", "Square/!=(_:_:)",
            "Square/hash(into:)", "Square/extra()", "Round/describe()", "Round/refinedDefault()", "Round/sameType()", "Round/otherDefault()", "Ints/Element",
            "Raw/hashValue", "Raw/hash(into:)", "Raw/!=(_:_:)", "Ord/>(_:_:)", "Ord/...(_:_:)", "Ord/<=(_:_:)", "Sub/otherDefault()", "Far/remoteDefault()",
            "Lib/Square/describe()", "Square/describe()-swift.method", "Square/!=(_:_:)-swift.func.op", "Plain/!=(_:_:)",
        ]
        let refused = [
            "Square/comparableOnly()", "Square/reset()", "Square/weight", "Square/Part", "Square/middle()", "Square/hashValue", "Square/init()", "Sq/area",
            "Sq/describe()", "Refining/area", "Refining/describe()", "Refining/draw()", "Sub/describe()", "Sub/area", "Raw/rawValue", "Inferred/Element",
            "Square/describe()-swift.property", "Square/!=(_:_:)-swift.method", "Round/baseOnly()", "Round/equatableOnly()", "Square/sameType()", "Square/describe",
            // The compiler derives `Equatable` for an enum whose cases carry no values, and
            // publishes only its `!=` (checked with `swiftc -emit-symbol-graph`).
            "Valued/!=(_:_:)", "Caseless/!=(_:_:)", "Plain/hashValue",
        ]
        #expect(accepted.filter { !resolves($0) } == [])
        #expect(refused.filter { resolves($0) } == [])
        // From inside the type, as a member's doc comment links.
        #expect(["describe()", "refinedDefault()", "otherDefault()"].filter { !resolves($0, from: "Round") } == [])
        #expect(!resolves("baseOnly()", from: "Round"))
    }

    /// DocC's hash suffix hashes the compiler's USR, which docaudit cannot compute: it names the
    /// one declaration of its path; where several have it, it is taken to name one of them,
    /// and option `ambiguousHashes` reports it.
    @Test func aHashSuffixIsAmbiguousWhereSeveralDeclarationsHaveThePath() throws {
        let source = "/// See ``save(_:)-1a2b3`` and ``load(_:)-1a2b3``.\npublic struct Store {\n    /// Saves.\n    public func save(_ x: Int) {}\n    /// Saves.\n    public func save(_ x: String) {}\n    /// Loads.\n    public func load(_ x: Int) {}\n}\n"
        #expect(check(source).filter { $0.rule == "broken-symbol-link" }.isEmpty)
        let reporting = try configuration(#"{"rules": {"broken-symbol-link": {"ambiguousHashes": true}}}"#)
        let found = check(source, configuration: reporting).filter { $0.rule == "broken-symbol-link" }.map(\.message)
        #expect(found.count == 1 && found[0].contains("``save(_:)-1a2b3`` names one of several declarations by DocC's hash"))
    }

    /// Swift compares names by canonical equivalence: an `é` written as one scalar or as `e`
    /// and a combining accent is the same name, in declarations, scopes and links alike.
    @Test func namesMatchWhateverTheirUnicodeComposition() {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        let source = "/// A menu: see ``\(decomposed)`` and ``\(decomposed)/\(composed)Item``.\npublic struct \(composed) {\n    public struct \(decomposed)Item {}\n}\n"
        #expect(check(source).filter { $0.rule == "broken-symbol-link" }.isEmpty)
    }

    @Test func linkDiagnosticsStandAtTheLinkInTheFile() {
        let source = "public struct A {\n    /**\n     * Uses\n     *   ``Missing``.\n     */\n    public struct B {}\n}\n"
        let found = check(source).filter { $0.rule == "broken-symbol-link" }
        #expect(found.map { "\($0.line):\($0.column) \($0.symbol)" } == ["4:10 A.B"])
    }
}

@Suite struct ExampleSyntaxTests {
    @Test(arguments: [
        ("let x = f(1)", nil),
        ("let x = f(1", "'(' at line 1 is never closed"),
        ("a[1)", "')' at line 1 does not close '[' of line 1"),
        ("}\n", "unmatched '}' at line 1"),
        ("let s = \"abc", "unterminated string literal at line 1"),
        ("f { [1] }\n{]", "']' at line 2 does not close '{' of line 2"),
        // Deeper than the fast check follows: told by the full one, alike.
        (String(repeating: "(", count: 40) + String(repeating: ")", count: 40), nil),
        (String(repeating: "(", count: 40) + "\n" + String(repeating: ")", count: 39), "'(' at line 1 is never closed"),
        (String(repeating: "[", count: 33) + "\n)" + String(repeating: "]", count: 33), "')' at line 2 does not close '[' of line 1"),
    ] as [(String, String?)])
    func reportsLexAndBalanceProblems(_ code: String, _ problem: String?) {
        let text = ExampleSyntax.problem(in: code).map { String(decoding: English.text(of: .malformedExample(of: "f()", problem: $0)).utf8, as: UTF8.self) }
        #expect(text == problem.map { "usage example of 'f()' is not well-formed Swift: \($0) of the example" })
    }

    @Test func problemsReadInKorean() {
        func korean(_ code: String) -> String? {
            ExampleSyntax.problem(in: code).map { String(decoding: Korean.text(of: .malformedExample(of: "f()", problem: $0)).utf8, as: UTF8.self) }
        }
        #expect(korean("let x = f(1") == "'f()'의 사용 예시가 올바른 Swift가 아닙니다: 예시 1행의 '('가 닫히지 않았습니다")
        #expect(korean("\nlet s = \"abc") == "'f()'의 사용 예시가 올바른 Swift가 아닙니다: 예시 2행에 닫히지 않은 문자열 리터럴이 있습니다")
    }
}

@Suite struct LinkTargetNamesTests {
    /// What the files declaring the targets of `links`, waiting in one file, must hold, none of
    /// them resolved but those `declared` names; nil when none is broken.
    func names(_ links: [String], declared: String = "") -> LinkTargetNames? {
        var index = SymbolIndex()
        index.add(Scanner.scan(Array(declared.utf8)).declarations, source: Array(declared.utf8), module: "App", file: 0)
        return LinkTargetNames(brokenIn: [DiagnosticSpill().appendLinks(waitingLinks(links))], table: index.table(keeping: nil))
    }

    func mayDeclare(_ names: LinkTargetNames?, _ source: String) -> Bool {
        Array(source.utf8).withUnsafeBufferPointer { names!.mayBeDeclared(in: $0) }
    }

    @Test func aFileMayDeclareATargetOnlyWhenItHoldsItsNameWholeInADeclaringPlace() {
        let names = names(["Storage/Cache/removeAll()"])
        #expect(mayDeclare(names, "extension Cache {\n    func removeAll() {}\n}"))
        #expect(mayDeclare(names, "let x = `removeAll`"))
        #expect(!mayDeclare(names, "func removeAllItems() {}\nstruct Cache {}"))
        #expect(!mayDeclare(names, "import Storage\n// remove all"))
        #expect(!mayDeclare(names, "cache.removeAll()\nlet done = removeAll(in: cache)"))
    }

    /// Names used in types and calls are not declared there; names in lists, after a line
    /// break or a comment may be.
    @Test func aNameOnlyUsedDeclaresNothing() {
        let names = names(["String", "Decodable"])
        #expect(!mayDeclare(names, "let s: String = String(describing: x)\nstruct Model: Decodable { var names: [String] }"))
        #expect(mayDeclare(names, "public struct String {}"))
        #expect(mayDeclare(names, "typealias  Decodable = Codable"))
        #expect(mayDeclare(names, "enum Kind { case int, String }"))
        #expect(mayDeclare(names, "let (a, String) = (1, 2)"))
        #expect(mayDeclare(names, "struct\nString {}"))
        #expect(mayDeclare(names, "struct /* name */ String {}"))
        #expect(mayDeclare(names, "String"))
    }

    /// `init`, `subscript` and `deinit` are spelled in every file that calls them: their
    /// links ask for their type's name, anywhere.
    @Test func aTargetNamedByItsKeywordAsksForItsType() {
        let names = names(["Storage/Cache/init(capacity:)"])
        #expect(mayDeclare(names, "extension Storage.Cache {\n    init(capacity: Int) {}\n}"))
        #expect(!mayDeclare(names, "let x = Other(capacity: 1)"))
    }

    /// A first component may be a module, which no file spells.
    @Test func aModuleQualifiedLinkAsksForWhatFollowsTheModule() {
        let names = names(["Storage/Cache"])
        #expect(mayDeclare(names, "struct Cache {}"))
        #expect(!mayDeclare(names, "import Storage"))
    }

    @Test func operatorsAndNamesInBackticksAreFoundAsWritten() {
        #expect(mayDeclare(names(["Vector/+(_:_:)"]), "static func + (a: V, b: V) -> V { a }"))
        #expect(!mayDeclare(names(["Vector/+(_:_:)"]), "struct Vector { let x = y }"))
        #expect(mayDeclare(names(["`tricky name`()"]), "func `tricky name`() {}"))
        #expect(mayDeclare(names(["_$observationRegistrar"]), "let _$observationRegistrar = Registrar()"))
        #expect(!mayDeclare(names(["_$observationRegistrar"]), "let observationRegistrar = Registrar()"))
    }

    /// A name outside ASCII may be spelled in another Unicode form in the source.
    @Test func aNameOutsideASCIILeavesNoFileToPassOver() {
        #expect(mayDeclare(names(["Café"]), "struct Other {}"))
        #expect(mayDeclare(names(["Cache", "Store/Café"]), "struct Other {}"))
        #expect(!mayDeclare(names(["Café/Cache"]), "struct Other {}"))
    }

    @Test func onlyBrokenLinksAskForAnything() {
        #expect(names(["Cache"], declared: "public struct Cache {}") == nil)
        let names = names(["Cache", "Store"], declared: "public struct Cache {}")
        #expect(!mayDeclare(names, "struct Cache {}"))
        #expect(mayDeclare(names, "struct Store {}"))
    }
}
