import DocAuditCore

// Unchecked buffers: findings and records are written and read as bytes in place, one file after another; a range past its end traps in debug builds, where the tests run.

/// A record of a fixed size that a ``RecordSpill`` keeps out of memory.
protocol SpilledRecord {
    /// How many bytes each record takes.
    static var size: Int { get }
    /// Writes the record into its `size` bytes.
    func encode(into record: UnsafeMutableRawBufferPointer)
    /// The record from its `size` bytes.
    init(decoding bytes: UnsafeRawBufferPointer)
}

/// Records of one size appended to a ``SpillFile`` of their own, read back in the order they
/// were appended, a batch at a time: what a check keeps of each file goes there, so that memory
/// does not grow with the number of files.
///
/// One thread appends; once it is done, any thread may read.
struct RecordSpill<Record: SpilledRecord>: Sequence, Sendable {
    private let file = SpillFile()
    /// How many records there are.
    private(set) var count = 0

    /// How many records a batch reads back.
    private static var batch: Int { 512 }

    /// Appends `record`.
    mutating func append(_ record: Record) {
        _ = file.append { bytes in
            withUnsafeTemporaryAllocation(byteCount: Record.size, alignment: 8) { raw in
                record.encode(into: raw)
                bytes.append(contentsOf: UnsafeRawBufferPointer(raw))
            }
        }
        count += 1
    }

    /// The record at `index`, read alone.
    subscript(index: Int) -> Record {
        precondition(index >= 0 && index < count, "record index out of range")
        return file.withBytes(at: index * Record.size, length: Record.size) { Record(decoding: UnsafeRawBufferPointer($0)) }
    }

    /// Goes through the records in the order they were appended.
    func makeIterator() -> Iterator {
        Iterator(file: file, count: count)
    }

    /// Reads records back a batch at a time.
    struct Iterator: IteratorProtocol {
        let file: SpillFile
        let count: Int
        private var index = 0
        private var batch: [UInt8] = []
        private var batchStart = 0

        init(file: SpillFile, count: Int) {
            self.file = file
            self.count = count
        }

        mutating func next() -> Record? {
            guard index < count else { return nil }
            if index == batchStart + batch.count / Record.size {
                batchStart = index
                let length = Swift.min(RecordSpill.batch, count - index) * Record.size
                batch = file.bytes(at: index * Record.size, length: length)
            }
            let start = (index - batchStart) * Record.size
            index += 1
            return batch.withUnsafeBytes { Record(decoding: UnsafeRawBufferPointer(rebasing: $0[start..<start + Record.size])) }
        }
    }
}

/// Fixed-width little-endian fields of spilled records.
enum RecordField {
    /// Stores `value` as a `Field` at `offset` of `record`.
    static func store<Field: FixedWidthInteger>(_ value: Int, as _: Field.Type, at offset: Int, in record: UnsafeMutableRawBufferPointer) {
        record.storeBytes(of: Field(truncatingIfNeeded: value).littleEndian, toByteOffset: offset, as: Field.self)
    }

    /// The `Field` at `offset` of `record`.
    static func load<Field: FixedWidthInteger>(_: Field.Type, at offset: Int, in record: UnsafeRawBufferPointer) -> Int {
        Int(truncatingIfNeeded: Field(littleEndian: record.loadUnaligned(fromByteOffset: offset, as: Field.self)))
    }
}
