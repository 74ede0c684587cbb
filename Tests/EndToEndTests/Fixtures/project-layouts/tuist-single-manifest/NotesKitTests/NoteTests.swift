import XCTest
@testable import NotesKit

public final class NoteTests: XCTestCase {
    public func testRename() {
        XCTAssertEqual(Note(title: "A").renamed(to: "B").title, "B")
    }
}
