// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "docaudit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "docaudit", targets: ["docaudit"]),
        .library(name: "DocAudit", targets: ["DocAuditCore", "DocAuditCheck", "DocAuditSite", "DocAuditFix"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(name: "CMalloc"),
        .target(name: "DocAuditCore"),
        .target(name: "DocAuditCheck", dependencies: ["DocAuditCore"]),
        .target(name: "DocAuditSite", dependencies: ["DocAuditCore", "DocAuditCheck", "CCmark"]),
        .target(name: "DocAuditFix", dependencies: ["DocAuditCore", "DocAuditCheck"]),
        .executableTarget(
            name: "docaudit",
            dependencies: ["DocAuditCore", "DocAuditCheck", "DocAuditSite", "DocAuditFix", "CMalloc"]
        ),
        .executableTarget(name: "docaudit-bench", dependencies: ["DocAuditCore", "DocAuditCheck"]),
        .target(name: "TestScratch", path: "Tests/TestScratch"),
        .testTarget(name: "DocAuditCoreTests", dependencies: ["DocAuditCore", "TestScratch"]),
        .testTarget(name: "EndToEndTests", dependencies: ["docaudit", "DocAuditCheck", "TestScratch"], exclude: ["Golden", "Fixtures"]),
        .testTarget(name: "DocAuditCheckTests", dependencies: ["DocAuditCore", "DocAuditCheck", "TestScratch"]),
        .testTarget(name: "DocAuditSiteTests", dependencies: ["DocAuditSite", "DocAuditCheck", "DocAuditCore", "TestScratch"]),
        .testTarget(name: "DocAuditFixTests", dependencies: ["DocAuditFix", "DocAuditCheck", "DocAuditCore", "TestScratch"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
