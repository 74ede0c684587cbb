import Testing
@testable import DocAuditCore
@testable import DocAuditGraph

/// The module an extension block names for an outside type: the framework that declares the
/// type, not the file's first import (a Tuist app's `Extension+UIView.swift` that imports
/// Combine first listed `UIView` under Combine in DocC's navigator).
@Suite struct ExtendedModuleTests {
    static func extendedModules(_ source: String) -> [String: String] {
        let bytes = Array(source.utf8)
        let graph = SymbolGraph(files: [GraphFile(path: "Extensions.swift", module: "Utility", source: bytes, scanned: Scanner.scan(bytes))])
        var modules: [String: String] = [:]
        for symbol in graph.symbols where symbol.kind == .extensionBlock {
            modules[symbol.pathComponents.joined(separator: ".")] = symbol.extendedModule
        }
        return modules
    }

    @Test func aFrameworkTypeIsItsFrameworksWhateverTheImportsOrder() {
        let modules = Self.extendedModules("""
            import Combine
            import Foundation
            import RealmSwift
            import UIKit

            public extension UIView { func shake() {} }
            public extension CALayer { func pause() {} }
            public extension Data { var hex: String { "" } }
            public extension Notification.Name { static let played = Notification.Name("played") }
            public extension LazySequenceProtocol { func firstTwo() {} }
            public extension Results { func all() {} }
            """)
        #expect(modules["UIView"] == "UIKit")
        #expect(modules["CALayer"] == "QuartzCore")
        #expect(modules["Data"] == "Foundation")
        #expect(modules["Notification.Name"] == "Foundation")
        #expect(modules["LazySequenceProtocol"] == "Swift")
        #expect(modules["Results"] == "RealmSwift", "a name no rule knows is a third-party import's")
    }

    @Test func aQualifiedNameKeepsItsModule() {
        #expect(Self.extendedModules("import UIKit\npublic extension Foundation.URL { var isSecure: Bool { true } }")["URL"] == "Foundation")
    }
}
