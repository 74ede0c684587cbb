// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// Variable-length numbers, as the temporary files of a check store them: seven bits a byte,
/// low bits first, the high bit telling that more follow.
package enum Varint {
    /// Appends `number` to `bytes`.
    ///
    /// ```swift
    /// Varint.append(300, to: &bytes) // 0xAC 0x02
    /// ```
    @inlinable @inline(__always) package static func append(_ number: Int, to bytes: inout [UInt8]) {
        // Most numbers a check stores (columns, rule indexes, short lengths) fit one byte.
        guard UInt(bitPattern: number) >= 0x80 else { return bytes.append(UInt8(truncatingIfNeeded: number)) }
        appendLong(number, to: &bytes)
    }

    @usableFromInline static func appendLong(_ number: Int, to bytes: inout [UInt8]) {
        bytes.append(writingAtMost: ByteWriter.varintRoom) { $0.varint(number) }
    }

    /// The number at `offset` in `bytes`, `offset` moved past it.
    ///
    /// ```swift
    /// let count = Varint.read(bytes, at: &offset)
    /// ```
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) -> Int {
        var value: UInt = 0
        var shift: UInt = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            value |= UInt(byte & 0x7F) << shift
            if byte < 0x80 { return Int(bitPattern: value) }
            shift += 7
        }
    }
}
