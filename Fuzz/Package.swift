// swift-tools-version:6.0
// libFuzzer targets for docaudit, built only by `make fuzz` (never by `make`, `make build` or
// `make test`): this is a package of its own, and the parent package does not know it.
//
//   swift build -c release --sanitize=fuzzer --sanitize=address \
//       -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
//
// Each target defines `LLVMFuzzerTestOneInput` with `@_cdecl` in a file that is not
// `main.swift`, so it has no top-level code: libFuzzer provides `main`.
import PackageDescription

let harnesses = ["fuzz-scan", "fuzz-check", "fuzz-doc", "fuzz-config", "fuzz-site", "fuzz-fix", "fuzz-pbxproj", "fuzz-yaml", "fuzz-graph", "fuzz-lsp"]

let package = Package(
    name: "docaudit-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "docaudit", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "DocAudit", package: "docaudit")]),
    ] + harnesses.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport", .product(name: "DocAudit", package: "docaudit")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    },
    swiftLanguageModes: [.v6]
)
