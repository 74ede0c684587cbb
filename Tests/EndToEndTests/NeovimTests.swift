import Foundation
import TestScratch
import Testing

/// `docaudit lsp` in a real editor: headless Neovim starts it as a user's configuration would,
/// opens a file, types into it, and applies a code action (`Fixtures/neovim/lsp-client.lua`).
/// `make test` installs Debian's `neovim` first; without it the test is skipped, and says so.
@Suite struct NeovimTests {
    static let neovim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim", "/opt/homebrew/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: neovim != nil, "SKIPPED: no Neovim found (install Debian's neovim, or `make editor-deps`)"))
    func diagnosticsTypingAndACodeActionInNeovim() throws {
        let root = Scratch.url("neovim").path
        let file = root + "/Shared/Sources/Price.swift"
        try FileManager.default.createDirectory(atPath: root + "/Shared/Sources", withIntermediateDirectories: true)
        try "public struct 가격표 {\n    /// Free.\n    public static let free = 0\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = root + "/result.txt"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.neovim!)
        process.arguments = ["--headless", "--clean", "-n", "-c", "luafile " + Docaudit.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/neovim/lsp-client.lua").path]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "DOCAUDIT": Docaudit.executable.path, "DOCAUDIT_ROOT": root, "DOCAUDIT_FILE": file, "DOCAUDIT_RESULT": result,
        ]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let seen = try String(contentsOfFile: result, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(seen == [
            // Neovim counts columns in bytes.
            "open 0:7-0:23 docaudit public struct '가격표' is not documented; add a /// summary",
            "open 1:4-1:13 docaudit let 'free' has a doc comment; variables and properties are not documented",
            "typed 2:4 let 'free' has a doc comment; variables and properties are not documented",
            "action Turn the doc comment into a plain comment",
            "action Disable property-doc for this line",
            "action Fix all docaudit findings in this file",
            "line 1 /// 가격표입니다.",
            "line 2 public struct 가격표 {",
            "line 3     // docaudit:disable-next-line property-doc -- reason",
            "line 4     /// Free.",
            "line 5     public static let free = 0",
            "line 6 }",
        ])
    }
}
