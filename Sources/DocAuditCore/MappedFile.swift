#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Unchecked buffers: the system's calls take raw memory; each length passed is the buffer's own.

/// A file read once, front to back, through a read-only mapping: the pages already read are
/// handed back as the reader goes, so memory never holds a large file (a baseline) whole.
public enum MappedFile {
    /// How far the reader moves between two hand-backs.
    private static let releaseStep = 1 << 20

    /// Calls `body` with the bytes of the file at `path` and a function that hands back the
    /// pages before an offset the reader has passed (only while `body` runs); throws when the
    /// file cannot be read.
    ///
    /// ```swift
    /// let count = try MappedFile.read("baseline.json") { bytes, release in bytes.count }
    /// ```
    public static func read<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Int) -> Void) -> Result) throws(PathProblem) -> Result {
        try SourceWalker.withOpenFile(path) { descriptor, info throws(PathProblem) in
            // Only a regular file can be mapped; anything else (a pipe, say) is read whole.
            guard info.isRegular, info.size > 0 else {
                guard let bytes = FileDescriptorIO.readAll(descriptor, sizeHint: info.size) else { throw PathProblem(path: path, message: "cannot read file") }
                return bytes.withUnsafeBufferPointer { body($0, { _ in }) }
            }
            guard let mapped = mmap(nil, info.size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
                throw PathProblem(path: path, message: "cannot read file")
            }
            defer { munmap(mapped, info.size) }
            return read(mapped, count: info.size, body)
        }
    }

    /// `body` over the `count` mapped bytes at `mapped`, handing back the pages it has passed.
    private static func read<Result>(_ mapped: UnsafeMutableRawPointer, count size: Int, _ body: (UnsafeBufferPointer<UInt8>, _ release: @escaping (Int) -> Void) -> Result) -> Result {
        let bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
        var released = 0
        return body(bytes) { offset in
            let end = offset / releaseStep * releaseStep
            guard end > released else { return }
            _ = madvise(mapped + released, end - released, MADV_DONTNEED)
            released = end
        }
    }
}
