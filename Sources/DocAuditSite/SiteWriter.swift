import DocAuditCheck
import DocAuditCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// A reason the site could not be written.
public struct SiteWriteError: Error, CustomStringConvertible {
    /// What went wrong, naming the path.
    public var description: String
}

/// Writes a generated site into its output folder, and only there.
///
/// The folder must be new, empty, or a site this tool wrote before (it holds the marker file
/// `.docaudit-site`): anything else is refused, so a mistyped `--output` cannot wipe a folder.
/// Each file is written whole by ``AtomicFile``, a symbolic link at its path replaced, a
/// file no earlier build wrote created in place. The marker lists the
/// files the build wrote; files an earlier build listed that this build no longer has are
/// removed afterwards, and nothing else is (a `gh-pages` checkout keeps its `.git`, `CNAME`
/// and `.nojekyll`). No path is followed through a symbolic link.
public struct SiteWriter: SiteDestination {
    /// The output folder.
    public let output: String
    /// The files the earlier build listed, and those this build writes.
    private var previous: Set<String> = []
    private var generated: Set<String> = []
    /// The folders this build made or found to be real folders: each is asked once, not once
    /// per file below it.
    private var folders: Set<String> = []
    /// One stream for every file, pointed at each in turn: its buffer is allocated once.
    private let stream = HTMLStream { _ in }

    /// Creates a writer for `output`.
    ///
    /// ```swift
    /// let writer = SiteWriter(output: "docs")
    /// ```
    public init(output: String) {
        self.output = output.count > 1 && output.hasSuffix("/") ? String(output.dropLast()) : output
    }

    /// Writes `site`, returning how many files it wrote.
    ///
    /// ```swift
    /// let written = try SiteWriter(output: "docs").write(site)
    /// ```
    @discardableResult
    public func write(_ site: GeneratedSite) throws -> Int {
        var writer = self
        try writer.begin(listing: Set(site.files.map(\.path)))
        for file in site.files {
            try writer.file(file.path) { $0.append(file.bytes) }
        }
        try writer.finish()
        return site.files.count
    }

    mutating func begin(listing paths: Set<String>) throws {
        previous = try prepareOutput()
        generated = paths
        // Listed before writing too, so a build cut short still leaves every file it may have
        // written on the list for the next build to clean up.
        let marker = Self.marker(listing: paths.union(previous))
        try writeFile(SiteMap.marker) { $0.append(marker) }
    }

    mutating func file(_ path: String, _ write: (HTMLStream) -> Void) throws {
        generated.insert(path)
        try writeFile(path, write)
    }

    mutating func finish() throws {
        let marker = Self.marker(listing: generated)
        try writeFile(SiteMap.marker) { $0.append(marker) }
        removeStale(previous.subtracting(generated))
    }

    /// The marker's first line; the files of the build follow it, one per line.
    static let markerHeader = "docaudit site: this folder is generated and rewritten by `docaudit site`; it wrote these files:"

    /// The marker's bytes: the header, then `files` sorted, one per line.
    static func marker(listing files: Set<String>) -> [UInt8] {
        // A path with a line break could not be read back; such a file is simply never removed.
        // Searched as bytes: `contains` on a `String` goes through Foundation, once per file.
        let lines = [markerHeader] + files.filter { !$0.utf8.contains(0x0A) && $0 != SiteMap.marker }.sorted()
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The files an earlier build listed in its marker; none when the marker has no list (an
    /// older version wrote it) or cannot be read, so that nothing unknown is removed.
    private func previousFiles() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: output + "/" + SiteMap.marker) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first == Substring(Self.markerHeader) else { return [] }
        return Set(lines.dropFirst().map(String.init).filter(isSafeRelativePath))
    }

    /// Whether `relative` names a path inside the output: not absolute, no `.` or `..`.
    private func isSafeRelativePath(_ relative: String) -> Bool {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        return !relative.isEmpty && components.allSatisfy { !$0.isEmpty && $0 != ".." && $0 != "." }
    }

    /// Checks, writing nothing, that the output folder may be written: it is new, with a
    /// folder to make it in, or empty, or a site docaudit wrote. A command asks before it
    /// builds the site, so that a mistyped `--output` is named at once.
    ///
    /// ```swift
    /// try SiteWriter(output: "docs").checkOutput()
    /// ```
    public func checkOutput() throws {
        var info = stat()
        guard lstat(output, &info) == 0 else {
            // The nearest folder above that exists is where the output's folders are made.
            var above = FilePaths.absolute(output)
            repeat { above = FilePaths.folder(of: above) } while stat(above, &info) != 0 && above != "/"
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw SiteWriteError(description: "\(output): cannot create the output folder (\(above) is not a folder)")
            }
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SiteWriteError(description: "\(output): the output is not a folder")
        }
        let entries = try Self.entries(of: output)
        guard entries.isEmpty || entries.contains(SiteMap.marker) else {
            throw SiteWriteError(description: "\(output): refusing to write into a non-empty folder that docaudit did not make (it has no \(SiteMap.marker) file); choose an empty or new folder")
        }
    }

    /// Creates the folder, or checks that it is empty or marked as a site; returns the files
    /// the earlier build listed.
    private func prepareOutput() throws -> Set<String> {
        try checkOutput()
        var info = stat()
        guard lstat(output, &info) == 0 else {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw SiteWriteError(description: "\(output): cannot create the output folder")
            }
            return []
        }
        return previousFiles()
    }

    /// The names in `folder`; an unreadable folder is an error, not an empty one (it may hold
    /// anything).
    static func entries(of folder: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw SiteWriteError(description: "\(folder): cannot list the output folder")
        }
    }

    /// Writes one file whole, as `write` streams it: a file no earlier build wrote is created
    /// in place, as nothing stands there for a reader to see half-replaced (nearly every file
    /// of a new site: a temporary file and a rename each cost the system as much again);
    /// anything else goes to a temporary name in its folder, then is renamed over the old one.
    private mutating func writeFile(_ relative: String, _ write: (HTMLStream) -> Void) throws {
        let components = relative.split(separator: "/")
        guard !relative.hasPrefix("/"), !components.isEmpty,
              components.allSatisfy({ $0 != ".." && $0 != "." }) else {
            throw SiteWriteError(description: "\(relative): not a path inside the output folder")
        }
        var folder = output
        for component in components.dropLast() {
            folder += "/" + component
            try ensureFolder(folder)
        }
        let stream = stream
        func body(_ descriptor: Int32) -> Bool {
            var failed = false
            stream.deliver = { bytes in
                if !failed { failed = !FileDescriptorIO.writeAll(descriptor, UnsafeRawBufferPointer(bytes)) }
            }
            write(stream)
            stream.flush()
            return !failed
        }
        let path = output + "/" + relative
        if !previous.contains(relative), try AtomicFile.create(path, body) { return }
        // Whatever stands at the path is replaced, never followed: the output is the site's own.
        try AtomicFile.write(path, options: AtomicFile.Options(followsLinks: false), body)
    }

    /// Makes `folder` unless it exists as a real folder; a symbolic link there is refused.
    private mutating func ensureFolder(_ folder: String) throws {
        guard !folders.contains(folder) else { return }
        if mkdir(folder, 0o755) != 0 {
            guard errno == EEXIST else {
                throw SiteWriteError(description: "\(folder): cannot create folder (\(String(cString: strerror(errno))))")
            }
            var info = stat()
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw SiteWriteError(description: "\(folder): expected a folder (a symbolic link or file stands there)")
            }
        }
        folders.insert(folder)
    }

    /// Removes `stale` files of the earlier build, then the folders that held them once they
    /// are empty; anything else under the output stays.
    private func removeStale(_ stale: Set<String>) {
        var folders: Set<String> = []
        for relative in stale where isRemovable(relative) {
            unlink(output + "/" + relative)
            var components = relative.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        // Deepest first, so a folder emptied of stale files goes too; rmdir leaves full ones.
        for folder in folders.sorted(by: { ($0.split(separator: "/").count, $0) > ($1.split(separator: "/").count, $1) }) {
            rmdir(output + "/" + folder)
        }
    }

    /// Whether `relative` is a file (or symbolic link) reached through real folders only, so
    /// removing it cannot reach outside the output.
    private func isRemovable(_ relative: String) -> Bool {
        var info = stat()
        var folder = output
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return false }
        }
        return lstat(output + "/" + relative, &info) == 0 && info.st_mode & S_IFMT != S_IFDIR
    }
}
