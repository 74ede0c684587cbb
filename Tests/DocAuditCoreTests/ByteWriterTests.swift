@testable import DocAuditCore
import Testing

@Suite struct ByteWriterTests {
    /// What the writer writes, varints and texts, reads back as the check's readers read it:
    /// numbers of one byte and more, negative ones (their full 64 bits), and UTF-8 texts.
    @Test func varintsAndTextsReadBack() {
        let numbers = [0, 1, 127, 128, 300, 16_383, 16_384, Int(Int32.max), Int.max, -1]
        var buffer = ByteBuffer()
        for number in numbers {
            buffer.write(atMost: ByteWriter.varintRoom) { $0.varint(number) }
        }
        buffer.write(atMost: 2 * ByteWriter.varintRoom + 32) { writer in
            writer.text("화면")
            writer.text("Cache.load()")
        }
        buffer.withUnsafeBufferPointer { bytes in
            var offset = 0
            for number in numbers { #expect(Varint.read(bytes, at: &offset) == number) }
            for expected in ["화면", "Cache.load()"] {
                let length = Varint.read(bytes, at: &offset)
                #expect(String(decoding: bytes[offset..<offset + length], as: UTF8.self) == expected)
                offset += length
            }
            #expect(offset == bytes.count)
        }
        var array: [UInt8] = []
        Varint.append(300, to: &array)
        #expect(array == [0xAC, 0x02])
    }

    /// Records written one after another past the first room keep every byte as the buffer
    /// grows; a copy taken on the way keeps what it held when the original is written to.
    @Test func growingKeepsTheBytesAndCopiesKeepTheirs() {
        var buffer = ByteBuffer()
        var copy = ByteBuffer()
        var expected: [UInt8] = []
        for record in 0..<2_000 {
            let bytes = (0..<(record % 7)).map { UInt8(truncatingIfNeeded: record + $0) }
            bytes.withUnsafeBufferPointer { bytes in buffer.write(atMost: bytes.count) { $0.bytes(bytes) } }
            expected += bytes
            if record == 100 { copy = buffer }
        }
        #expect(buffer.count == expected.count)
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == expected)
        let copied = copy.withUnsafeBufferPointer { Array($0) }
        #expect(copied == Array(expected.prefix(copied.count)))
        #expect(copied.count < expected.count)
        [UInt8]([9, 9]).withUnsafeBufferPointer { copy.append($0) }
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == expected)
    }

    /// A buffer whose bytes are handed on (a copy kept) before each reuse copies them to write
    /// again, into as much room as it had: doubling it each time ran out of memory after some
    /// twenty files in a workspace.
    @Test func aSharedBufferCopiesIntoTheRoomItHad() {
        var buffer = ByteBuffer()
        var kept: [ByteBuffer] = []
        for round in 0..<64 {
            buffer.removeAll()
            [UInt8](repeating: UInt8(round), count: 10).withUnsafeBufferPointer { buffer.append($0) }
            kept.append(buffer)
        }
        #expect(buffer.storage!.capacity == 2048)
        #expect(kept.map { $0.withUnsafeBufferPointer { $0.first } } == (0..<64).map { UInt8($0) })
    }

    /// Only the bytes written count, not the room made for them, and a buffer never written
    /// to is empty.
    @Test func onlyWhatIsWrittenCounts() {
        var buffer = ByteBuffer()
        #expect(buffer.isEmpty)
        #expect(buffer.withUnsafeBufferPointer { $0.count } == 0)
        buffer.write(atMost: 64) { $0.byte(7) }
        #expect(buffer.count == 1)
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == [7])
    }
}
