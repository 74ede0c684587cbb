// reference-symbols: a developer-only reference for `docaudit symbols PATH… --format jsonl`,
// built on the real Swift parser (swift-syntax from the toolchain). Not part of the product.
//
// usage: reference-symbols [PATH…]    (PATH defaults to `.`)
//
// Prints one JSON object per declaration, exactly as `docaudit symbols --format jsonl` does, so
// that the two outputs can be diffed line by line (see Tools/compare-symbols.py).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftParser
import SwiftSyntax

// MARK: Files

let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage"]

var problems: [String] = []

func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

func isDirectory(_ path: String) -> Bool? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (info.st_mode & S_IFMT) == S_IFDIR
}

func entries(of folder: String) -> [String]? {
    guard let dir = opendir(folder) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// Walks `folder` recursively. A symbolic link to a folder is followed unless it leads back into
/// a folder being walked (an ancestor), so a link loop is never entered.
func walk(_ folder: String, ancestors: Set<String>, into files: inout [String]) {
    guard let names = entries(of: folder) else {
        problems.append("\(folder): cannot read folder")
        return
    }
    for name in names {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        guard let directory = isDirectory(path) else { continue } // dangling link
        if directory {
            if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
            guard let real = realPath(path), !ancestors.contains(real) else { continue }
            walk(path, ancestors: ancestors.union([real]), into: &files)
        } else if name.hasSuffix(".swift") {
            files.append(path)
        }
    }
}

func readFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, handle) }
        if count > 0 { result.append(contentsOf: chunk[0..<count]) }
        if count < chunk.count { break }
    }
    return ferror(handle) != 0 ? nil : result
}

// MARK: JSON

func appendJSONString(_ s: String, to out: inout [UInt8]) {
    out.append(0x22)
    for b in s.utf8 {
        switch b {
        case 0x22: out.append(contentsOf: Array(#"\""#.utf8))
        case 0x5C: out.append(contentsOf: Array(#"\\"#.utf8))
        case 0x0A: out.append(contentsOf: Array(#"\n"#.utf8))
        case 0x09: out.append(contentsOf: Array(#"\t"#.utf8))
        case 0x0D: out.append(contentsOf: Array(#"\r"#.utf8))
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: Array(#"\u00"#.utf8))
            out.append(hex[Int(b >> 4)])
            out.append(hex[Int(b & 0xF)])
        default: out.append(b)
        }
    }
    out.append(0x22)
}

func appendRecord(_ r: SymbolRecord, to out: inout [UInt8]) {
    func key(_ k: String) { out.append(contentsOf: Array("\"\(k)\":".utf8)) }
    func bool(_ b: Bool) { out.append(contentsOf: Array((b ? "true" : "false").utf8)) }
    out.append(0x7B)
    key("file"); appendJSONString(r.file, to: &out); out.append(0x2C)
    key("line"); out.append(contentsOf: Array(String(r.line).utf8)); out.append(0x2C)
    key("kind"); appendJSONString(r.kind, to: &out); out.append(0x2C)
    key("name"); appendJSONString(r.name, to: &out); out.append(0x2C)
    key("parent"); appendJSONString(r.parent, to: &out); out.append(0x2C)
    key("access"); appendJSONString(r.access, to: &out); out.append(0x2C)
    key("visible"); bool(r.visible); out.append(0x2C)
    key("documented"); bool(r.documented); out.append(0x2C)
    key("example"); bool(r.example); out.append(0x2C)
    key("summary"); appendJSONString(r.summary, to: &out)
    out.append(0x7D)
    out.append(0x0A)
}

func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}

// MARK: Main

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    writeAll(Array("usage: reference-symbols [PATH…]\n".utf8), to: 1)
    exit(0)
}
if let separator = arguments.firstIndex(of: "--") { arguments.remove(at: separator) }
if arguments.isEmpty { arguments = ["."] }

var files: [String] = []
for argument in arguments {
    switch isDirectory(argument) {
    case nil:
        problems.append("\(argument): no such file or directory")
    case true?:
        var found: [String] = []
        walk(argument, ancestors: [realPath(argument) ?? argument], into: &found)
        files += found
    case false?:
        files.append(argument)
    }
}
// Plain byte-wise order of the path strings, without duplicates.
files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
var unique: [String] = []
for file in files where unique.last != file { unique.append(file) }

var output: [UInt8] = []
output.reserveCapacity(1 << 20)
for file in unique {
    guard let bytes = readFile(file) else {
        problems.append("\(file): cannot read file")
        continue
    }
    bytes.withUnsafeBufferPointer { buffer in
        let tree = Parser.parse(source: buffer)
        var scanner = FileScanner(path: file, bytes: buffer)
        scanner.scan(tree)
        for record in scanner.records { appendRecord(record, to: &output) }
    }
    if output.count > 1 << 20 {
        writeAll(output, to: 1)
        output.removeAll(keepingCapacity: true)
    }
}
writeAll(output, to: 1)
for problem in problems { writeAll(Array("reference-symbols: \(problem)\n".utf8), to: 2) }
exit(problems.isEmpty ? 0 : 1)
