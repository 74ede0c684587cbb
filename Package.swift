// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "docaudit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "docaudit", targets: ["docaudit"]),
        .library(name: "DocAudit", targets: ["DocAuditCore", "DocAuditGraph", "DocAuditRules", "DocAuditCheck", "DocAuditSite", "DocAuditFix", "DocAuditServer", "DocAuditDiff"]),
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
