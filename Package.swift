// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "docaudit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "docaudit", targets: ["docaudit"]),
        .library(name: "DocAudit", targets: ["DocAuditCore", "DocAuditGraph", "DocAuditRules", "DocAuditCheck", "DocAuditSite", "DocAuditFix", "DocAuditServer", "DocAuditDiff"]),
        // A package that depends on docaudit gets its findings as build diagnostics and the
        // `swift package docaudit …` and `docaudit-write …` commands (docs/CI.md).
        .plugin(name: "DocAuditBuildPlugin", targets: ["DocAuditBuildPlugin"]),
        .plugin(name: "DocAuditCommandPlugin", targets: ["DocAuditCommandPlugin"]),
        .plugin(name: "DocAuditWriteCommandPlugin", targets: ["DocAuditWriteCommandPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(name: "CMalloc"),
        .target(name: "DocAuditCore"),
        .target(name: "DocAuditGraph", dependencies: ["DocAuditCore"]),
        .target(name: "DocAuditRules", dependencies: ["DocAuditCore"]),
        .target(name: "DocAuditCheck", dependencies: ["DocAuditCore", "DocAuditRules"]),
        .target(name: "DocAuditSite", dependencies: ["DocAuditCore", "DocAuditGraph", "DocAuditRules", "DocAuditCheck", "CCmark"]),
        .target(name: "DocAuditFix", dependencies: ["DocAuditCore", "DocAuditRules", "DocAuditCheck"]),
        .target(name: "DocAuditDiff", dependencies: ["DocAuditCore", "DocAuditRules", "DocAuditCheck", "DocAuditGraph"]),
        .target(name: "DocAuditServer", dependencies: ["DocAuditCore", "DocAuditRules", "DocAuditCheck", "DocAuditFix"]),
        .executableTarget(
            name: "docaudit",
            dependencies: ["DocAuditCore", "DocAuditGraph", "DocAuditRules", "DocAuditCheck", "DocAuditSite", "DocAuditFix", "DocAuditServer", "DocAuditDiff", "CMalloc"]
        ),
        .plugin(name: "DocAuditBuildPlugin", capability: .buildTool(), dependencies: ["docaudit"]),
        .plugin(
            name: "DocAuditCommandPlugin",
            capability: .command(intent: .custom(verb: "docaudit", description: "Run docaudit check, diff, symbols or project on this package")),
            dependencies: ["docaudit"]
        ),
        // Write permission is asked for only by the verb that runs fix, site and init.
        .plugin(
            name: "DocAuditWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "docaudit-write", description: "Run docaudit fix, site or init on this package"),
                permissions: [.writeToPackageDirectory(reason: "docaudit fix rewrites doc comments in Swift files; site and init write the documentation site and .docaudit.json")]
            ),
            dependencies: ["docaudit"]
        ),
        .executableTarget(name: "docaudit-bench", dependencies: ["DocAuditCore", "DocAuditRules", "DocAuditCheck", "DocAuditGraph"]),
        .target(name: "TestScratch", path: "Tests/TestScratch"),
        .testTarget(name: "DocAuditCoreTests", dependencies: ["DocAuditCore", "TestScratch"]),
        .testTarget(name: "EndToEndTests", dependencies: ["docaudit", "DocAuditRules", "DocAuditCheck", "DocAuditServer", "DocAuditCore", "TestScratch"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "DocAuditGraphTests", dependencies: ["DocAuditGraph", "DocAuditCore"], exclude: ["Fixtures"]),
        .testTarget(name: "DocAuditCheckTests", dependencies: ["DocAuditCore", "DocAuditRules", "DocAuditCheck", "TestScratch"]),
        .testTarget(name: "DocAuditSiteTests", dependencies: ["docaudit", "DocAuditSite", "DocAuditRules", "DocAuditCheck", "DocAuditCore", "TestScratch"]),
        .testTarget(name: "DocAuditServerTests", dependencies: ["DocAuditServer", "DocAuditCheck", "DocAuditRules", "DocAuditCore", "TestScratch"]),
        .testTarget(name: "DocAuditDiffTests", dependencies: ["DocAuditDiff", "DocAuditCheck", "DocAuditCore", "TestScratch"]),
        .testTarget(name: "DocAuditFixTests", dependencies: ["DocAuditFix", "DocAuditRules", "DocAuditCheck", "DocAuditCore", "TestScratch"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
