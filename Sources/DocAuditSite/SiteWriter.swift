import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A reason the site could not be written.
public struct SiteWriteError: Error, CustomStringConvertible {
    /// What went wrong, naming the path.
    public var description: String
}

/// Writes a generated site into its output folder, and only there.
///
/// The folder must be new, empty, or a site this tool wrote before (it holds the marker file
/// `.docaudit-site`): anything else is refused, so a mistyped `--output` cannot wipe a folder.
/// Each file is written whole to a temporary name and renamed into place; files of an earlier
/// build that this build no longer has are removed afterwards. No path is followed through a
/// symbolic link.
public struct SiteWriter {
    /// The output folder.
    public let output: String

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
        try prepareOutput()
        try writeFile(SiteMap.marker, Array("docaudit site: this folder is generated and rewritten by `docaudit site`.\n".utf8))
        var kept: Set<String> = [SiteMap.marker]
        for file in site.files {
            try writeFile(file.path, file.bytes)
            kept.insert(file.path)
        }
        try removeStale(keeping: kept)
        return site.files.count
    }

    /// Creates the folder, or checks that it is empty or marked as a site.
    private func prepareOutput() throws {
        var info = stat()
        if lstat(output, &info) != 0 {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            } catch {
                throw SiteWriteError(description: "\(output): cannot create the output folder")
            }
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw SiteWriteError(description: "\(output): the output is not a folder")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
        guard entries.isEmpty || entries.contains(SiteMap.marker) else {
            throw SiteWriteError(description: "\(output): refusing to write into a non-empty folder that docaudit did not make (it has no \(SiteMap.marker) file); choose an empty or new folder")
        }
    }

    /// Writes one file whole: to a temporary name in its folder, then renamed over the old one.
    private func writeFile(_ relative: String, _ bytes: [UInt8]) throws {
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
        let path = output + "/" + relative
        let temporary = folder + "/." + components.last! + ".tmp\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_EXCL | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            throw SiteWriteError(description: "\(path): cannot write (\(String(cString: strerror(errno))))")
        }
        var offset = 0
        let failed: Bool = bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        close(descriptor)
        guard !failed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw SiteWriteError(description: "\(path): cannot write (\(String(cString: strerror(errno))))")
        }
    }

    /// Makes `folder` unless it exists as a real folder; a symbolic link there is refused.
    private func ensureFolder(_ folder: String) throws {
        var info = stat()
        if lstat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw SiteWriteError(description: "\(folder): expected a folder (a symbolic link or file stands there)")
            }
            return
        }
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
            throw SiteWriteError(description: "\(folder): cannot create folder (\(String(cString: strerror(errno))))")
        }
    }

    /// Removes the files (and then empty folders) under the output that this build did not write.
    private func removeStale(keeping kept: Set<String>) throws {
        var folders: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? output : output + "/" + relative
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let child = relative.isEmpty ? entry : relative + "/" + entry
                var info = stat()
                guard lstat(output + "/" + child, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    folders.append(child)
                    pending.append(child)
                } else if !kept.contains(child) {
                    unlink(output + "/" + child)
                }
            }
        }
        // Deepest first, so a folder emptied of stale files goes too; rmdir leaves full ones.
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            rmdir(output + "/" + folder)
        }
    }
}
