import DocAuditCore
import Foundation

// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Path arithmetic on `/`-separated paths, without touching the file system beyond the
/// current directory.
public enum FilePaths {
    /// The current directory, read once: docaudit never changes it.
    private static let currentDirectory = FileManager.default.currentDirectoryPath

    /// `path` made absolute against the current directory, with `.` and `..` resolved.
    ///
    /// ```swift
    /// FilePaths.absolute("Sources/../Package.swift") // "/work/app/Package.swift"
    /// ```
    public static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : joining(currentDirectory, withoutLeadingDots(path))
        if !needsNormalizing(joined) { return joined }
        var path = joined
        // Over bytes: joining substrings goes through generic code that costs more than the
        // rest of a configuration's reading.
        return path.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            // Where each component kept starts in `result`, at its slash.
            var starts: [Int] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                let part = UnsafeBufferPointer(rebasing: bytes[start..<index])
                start = index + 1
                let dots = part.allSatisfy { $0 == UInt8(ascii: ".") } ? part.count : 0
                if part.isEmpty || dots == 1 { continue }
                if dots == 2 {
                    if let last = starts.popLast() { result.removeSubrange(last...) }
                    continue
                }
                starts.append(result.count)
                result.append(UInt8(ascii: "/"))
                result.append(contentsOf: part)
            }
            return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
        }
    }

    /// Whether `path` holds `/.`, `//` or ends in `/`, checked over bytes: this runs for every file.
    private static func needsNormalizing(_ path: String) -> Bool {
        // In place: going through `utf8` byte by byte costs several times more.
        var path = path
        return path.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                if previous == UInt8(ascii: "/"), byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") { return true }
                previous = byte
            }
            return previous == UInt8(ascii: "/")
        }
    }

    /// The folder holding `path` (absolute); `/` for a top-level entry.
    ///
    /// ```swift
    /// FilePaths.folder(of: "/work/app/.docaudit.json") // "/work/app"
    /// ```
    public static func folder(of path: String) -> String {
        // A relative path's folder is not found by cutting: `A.swift` would give `/`.
        assert(path.hasPrefix("/"), "FilePaths.folder(of:) takes an absolute path, not '\(path)'")
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// The longest folder both folders `a` and `b` are in (empty for none, or the root), compared
    /// by their bytes a component at a time.
    ///
    /// ```swift
    /// FilePaths.commonFolder("Sources/App/Views", "Sources/Apple") // "Sources"
    /// ```
    public static func commonFolder(_ a: Substring, _ b: Substring) -> Substring {
        let slash = UInt8(ascii: "/")
        var left = a.utf8.startIndex, right = b.utf8.startIndex
        var lastSlash = left
        while left < a.utf8.endIndex, right < b.utf8.endIndex, a.utf8[left] == b.utf8[right] {
            if a.utf8[left] == slash { lastSlash = left }
            left = a.utf8.index(after: left)
            right = b.utf8.index(after: right)
        }
        let aEnds = left == a.utf8.endIndex || a.utf8[left] == slash
        let bEnds = right == b.utf8.endIndex || b.utf8[right] == slash
        return aEnds && bEnds ? a[..<left] : a[..<lastSlash]
    }

    /// `path` written after `folder` and a `/` (a root folder `/` gives `/path`): one string
    /// made of both buffers' bytes, for paths made by the thousand (an Xcode project's files,
    /// a Tuist workspace's manifests).
    static func joined(_ folder: UnsafeBufferPointer<UInt8>, _ path: UnsafeBufferPointer<UInt8>) -> String {
        let folderCount = folder.count == 1 && folder[0] == UInt8(ascii: "/") ? 0 : folder.count
        return String(unsafeUninitializedCapacity: folderCount + 1 + path.count) { buffer in
            _ = buffer.initialize(fromContentsOf: folder[..<folderCount])
            buffer[folderCount] = UInt8(ascii: "/")
            _ = UnsafeMutableBufferPointer(rebasing: buffer[(folderCount + 1)...]).initialize(fromContentsOf: path)
            return folderCount + 1 + path.count
        }
    }

    /// The last name of `path`: a file's or a folder's own name.
    ///
    /// ```swift
    /// FilePaths.name(of: "/work/app/Projects") // "Projects"
    /// ```
    public static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` relative to `folder`, both absolute; nil when `path` is not inside `folder`.
    ///
    /// ```swift
    /// FilePaths.relative("/work/app/Shared/A.swift", to: "/work/app") // "Shared/A.swift"
    /// ```
    public static func relative(_ path: String, to folder: String) -> String? {
        if folder == "/" { return String(path.dropFirst()) }
        guard isInside(path, folder) else { return nil }
        return String(Substring(path.utf8.dropFirst(folder.utf8.count + 1)))
    }

    /// Whether the absolute `path` lies inside the absolute `folder` (not `folder` itself).
    ///
    /// ```swift
    /// FilePaths.isInside("/work/app/Shared/A.swift", "/work/app") // true
    /// ```
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        if folder == "/" { return path.utf8.count > 1 && path.utf8.first == UInt8(ascii: "/") }
        // As bytes in place, compared as the file system spells them: the project model asks
        // this of many paths.
        var (path, folder) = (path, folder)
        return path.withUTF8 { path in
            folder.withUTF8 { folder in
                path.count > folder.count && path[folder.count] == UInt8(ascii: "/") && ByteSearch.equal(UnsafeBufferPointer(rebasing: path[..<folder.count]), folder)
            }
        }
    }

    /// `path` without leading `./`, as layer and module rules read a path given on the
    /// command line when no configuration is in force.
    ///
    /// ```swift
    /// FilePaths.normalized("./Sources/A.swift") // "Sources/A.swift"
    /// ```
    public static func normalized(_ path: String) -> String {
        let rest = withoutLeadingDots(path)
        return rest.startIndex == path.startIndex ? path : String(rest)
    }

    /// `path` less its leading `./`s, in place. Over bytes: `hasPrefix` compares characters,
    /// which costs more than the rest of a report's path.
    private static func withoutLeadingDots(_ path: String) -> Substring {
        var path = path
        let dots = path.withUTF8 { bytes in
            var count = 0
            while count + 1 < bytes.count, bytes[count] == UInt8(ascii: "."), bytes[count + 1] == UInt8(ascii: "/") { count += 2 }
            return count
        }
        return Substring(path.utf8.dropFirst(dots))
    }

    /// `folder` + `/` + `path`, made in one string: each `+` would make another.
    private static func joining(_ folder: String, _ path: Substring) -> String {
        var joined = folder
        joined.reserveCapacity(folder.utf8.count + 1 + path.utf8.count)
        joined += "/"
        joined += path
        return joined
    }

    /// Whether `a` sorts before `b` byte by byte, as reports order files.
    ///
    /// ```swift
    /// FilePaths.precedes("Sources/A.swift", "Sources/B.swift") // true
    /// ```
    public static func precedes(_ a: String, _ b: String) -> Bool {
        ByteSearch.precedes(a, b)
    }

    /// The UTF-8 bytes of `text`, copied at once where its storage allows.
    static func bytes(_ text: Substring) -> [UInt8] {
        text.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8)
    }
}
