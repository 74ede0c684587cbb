// Unchecked buffers: source is read as bytes in place, with no copy or count per token; a range past its end traps in debug builds, where the tests and the fuzzers' inputs run.

/// Finds declarations, their effective access and their doc comments in Swift source.
public enum Scanner {
    /// Scans one file's bytes.
    ///
    /// ```swift
    /// let file = source.withUnsafeBufferPointer { Scanner.scan($0) }
    /// ```
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> ScannedFile {
        var scanner = DeclarationScanner(bytes)
        return scanner.run()
    }

    /// Scans one file's bytes.
    ///
    /// ```swift
    /// let file = Scanner.scan(Array("public struct A {}".utf8))
    /// ```
    public static func scan(_ bytes: [UInt8]) -> ScannedFile {
        bytes.withUnsafeBufferPointer { scan($0) }
    }
}
