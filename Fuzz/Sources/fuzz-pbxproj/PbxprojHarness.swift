import DocAuditCheck
import FuzzSupport

/// A `project.pbxproj`'s bytes through the old-style property list parser and the Xcode project
/// reader, and a workspace's through its reader.
///
/// Asserted: an error names a line of the input and says what is wrong; a list that parses has
/// every value reachable from its root, each starting on a line of the input; a project that
/// reads names only its own targets in its exceptions, and paths without `.` or empty names.
@_cdecl("LLVMFuzzerTestOneInput")
public func pbxprojHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let lines = 1 + bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    _ = XcodeWorkspace.projects(bytes)
    let list: PropertyList
    do {
        list = try PropertyList.parse(bytes)
    } catch {
        Fuzz.require(error.line >= 1 && error.line <= lines && !error.message.isEmpty, "error \(error) for \(lines) lines")
        return 0
    }
    // Every value, walked with a stack of its own: the list's nesting is the input's to choose.
    var pending = [list.root]
    while let value = pending.popLast() {
        Fuzz.require(list.line(of: value) <= lines, "a value on line \(list.line(of: value)) of \(lines)")
        switch value.kind {
        case .array: pending += list.elements(value)
        case .dictionary:
            for index in 0..<list.pairCount(value) {
                let (key, element) = list.pair(index, of: value)
                Fuzz.require(key.kind == .string, "a key that is no string")
                pending.append(element)
            }
        case .string: _ = list.string(value)
        case .data: break
        }
    }
    do {
        let project = try XcodeProject.read(bytes)
        for folder in project.synchronizedFolders {
            for exception in folder.exceptions { Fuzz.require(project.targets.indices.contains(exception.target), "an exception for no target") }
        }
        // A synchronized folder may be the project's own folder, the empty path; a file never is.
        for path in project.targets.flatMap(\.sources) + project.synchronizedFolders.map(\.path).filter({ !$0.isEmpty }) {
            Fuzz.require(!path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(path.hasPrefix("/") ? 1 : 0).contains { $0.isEmpty || $0 == "." }, "path \(path)")
        }
    } catch {
        Fuzz.require(error.line >= 1 && error.line <= lines && !error.message.isEmpty, "error \(error) for \(lines) lines")
    }
    return 0
}
