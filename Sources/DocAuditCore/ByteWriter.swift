// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// Writes bytes into room made for them beforehand: a check encodes each finding and each
/// symbol link whole this way, in place at the end of a ``ByteBuffer``. Appending to an array
/// piece by piece checks the array's room and ownership at every piece, and copying a record
/// in at once costs more than encoding the rest of a finding (docs/Performance.md).
///
/// Public, and inlinable, as the check's hot paths in other modules write with it: a `package`
/// function is not inlined across modules.
public struct ByteWriter {
    @usableFromInline let room: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var written = 0

    /// How many bytes have been written.
    public var count: Int { written }

    @inlinable init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        self.room = room
    }

    /// The room a varint may take.
    public static let varintRoom = 10

    /// Writes `value`.
    ///
    /// ```swift
    /// writer.byte(0)
    /// ```
    @inlinable @inline(__always)
    public mutating func byte(_ value: UInt8) {
        precondition(written < room.count, "more bytes written than room was made for")
        room[written] = value
        written += 1
    }

    /// Writes `number` seven bits a byte, low bits first, the high bit telling that more
    /// follow, as the check's temporary files store numbers.
    ///
    /// ```swift
    /// writer.varint(300) // 0xAC 0x02
    /// ```
    @inlinable @inline(__always)
    public mutating func varint(_ number: Int) {
        var value = UInt(bitPattern: number)
        while value >= 0x80 {
            byte(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        byte(UInt8(value))
    }

    /// Writes `bytes` as they are.
    ///
    /// ```swift
    /// scope.withUnsafeBufferPointer { writer.bytes($0) }
    /// ```
    @inlinable @inline(__always)
    public mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= room.count - written, "more bytes written than room was made for")
        if let source = bytes.baseAddress, let target = room.baseAddress {
            (target + written).initialize(from: source, count: bytes.count)
        }
        written += bytes.count
    }

    /// Writes `count` bytes that `fill` sets, in any order: it must set every one.
    ///
    /// ```swift
    /// writer.fill(2) { bytes in (bytes[1], bytes[0]) = (0x0A, 0x0D) }
    /// ```
    @inlinable @inline(__always)
    public mutating func fill(_ count: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        precondition(count <= room.count - written, "more bytes written than room was made for")
        fill(UnsafeMutableBufferPointer(rebasing: room[written..<written + count]))
        written += count
    }

    /// Writes the length of `text` as a varint, then its bytes.
    ///
    /// ```swift
    /// message.withUTF8 { writer.text($0) }
    /// ```
    @inlinable @inline(__always)
    public mutating func text(_ text: UnsafeBufferPointer<UInt8>) {
        varint(text.count)
        bytes(text)
    }

    /// Writes the UTF-8 length of `text` as a varint, then its UTF-8.
    ///
    /// ```swift
    /// writer.text(declaration.name)
    /// ```
    @inlinable @inline(__always)
    public mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { self.text($0) }
    }
}

/// Bytes that records are written into in place, at the end (``ByteWriter``): what a check
/// keeps of each file's findings and symbol links until they go to its temporary files. A
/// value: a copy shares the bytes until one of them is written to.
public struct ByteBuffer {
    @usableFromInline final class Storage {
        @usableFromInline let bytes: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline init(capacity: Int) {
            bytes = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { bytes.deallocate() }
    }

    /// The bytes and their room; nil until the first are written.
    @usableFromInline var storage: Storage?
    @usableFromInline var written = 0

    /// How many bytes there are.
    public var count: Int { written }

    /// No bytes.
    ///
    /// ```swift
    /// var buffer = ByteBuffer()
    /// ```
    public init() {}

    /// A copy of `bytes`.
    ///
    /// ```swift
    /// let buffer = encoded.withUnsafeBufferPointer(ByteBuffer.init)
    /// ```
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// Whether there are no bytes.
    public var isEmpty: Bool { count == 0 }

    /// Writes at the end what `write` writes, at most `room` bytes.
    ///
    /// ```swift
    /// buffer.write(atMost: ByteWriter.varintRoom + name.utf8.count) { $0.text(name) }
    /// ```
    @inlinable @inline(__always)
    public mutating func write(atMost room: Int, _ write: (inout ByteWriter) -> Void) {
        var writer = ByteWriter(UnsafeMutableBufferPointer(start: makeRoom(room), count: room))
        write(&writer)
        written += writer.written
    }

    /// Drops the bytes, keeping their room for the next ones.
    ///
    /// ```swift
    /// buffer.removeAll()
    /// ```
    public mutating func removeAll() {
        written = 0
    }

    /// Appends `bytes`.
    ///
    /// ```swift
    /// other.withUnsafeBufferPointer { buffer.append($0) }
    /// ```
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        write(atMost: bytes.count) { $0.bytes(bytes) }
    }

    /// Calls `body` with the bytes in place.
    ///
    /// ```swift
    /// let copy = buffer.withUnsafeBufferPointer { Array($0) }
    /// ```
    @inlinable
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(start: $0?.bytes, count: written)) }
    }

    /// Where `room` bytes can be written at the end, in storage of this buffer's own.
    @inlinable @inline(__always)
    mutating func makeRoom(_ room: Int) -> UnsafeMutablePointer<UInt8> {
        if written + room > storage?.capacity ?? 0 || !isKnownUniquelyReferenced(&storage) { grow(toHold: written + room) }
        return storage.unsafelyUnwrapped.bytes + written
    }

    /// Moves the bytes to storage of their own with room for `needed`: twice the room there
    /// was at least when they outgrow it, so that a buffer written record by record is copied
    /// a few times only; as much as there was when only a copy shares it, or a buffer copied
    /// before each write would double every time.
    @usableFromInline mutating func grow(toHold needed: Int) {
        let capacity = storage?.capacity ?? 0
        let grown = Storage(capacity: needed > capacity ? Swift.max(needed, 2 * capacity, 2048) : capacity)
        if let storage { grown.bytes.initialize(from: storage.bytes, count: written) }
        storage = grown
    }
}

extension Array where Element == UInt8 {
    /// Appends what `write` writes, at most `room` bytes: written into room on the stack, then
    /// appended at once.
    ///
    /// ```swift
    /// bytes.append(writingAtMost: ByteWriter.varintRoom + name.utf8.count) { $0.text(name) }
    /// ```
    package mutating func append(writingAtMost room: Int, _ write: (inout ByteWriter) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { room in
            var writer = ByteWriter(room)
            write(&writer)
            append(contentsOf: UnsafeBufferPointer(rebasing: room[..<writer.count]))
        }
    }
}
