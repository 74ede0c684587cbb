import DocAuditCheck
import FuzzSupport

/// An XcodeGen spec's bytes through the YAML block reader and the spec made of it.
///
/// Asserted: the reader ends (nesting and flow lists of any depth, block scalars, quotes never
/// closed); no target name, type, source path or include holds a line end (lines are read one
/// by one); and the spec with its line ends written `\r\n`, as an editor on Windows saves it,
/// reads as with `\n`.
@_cdecl("LLVMFuzzerTestOneInput")
public func yamlHarness(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let spec = XcodeGenSpec.read(bytes)
    let strings = spec.includes + spec.targets.flatMap { target in
        [target.name] + (target.type.map { [$0] } ?? []) + target.sources.flatMap { [$0.path] + $0.excludes }
    }
    for string in strings {
        Fuzz.require(!string.utf8.contains(UInt8(ascii: "\n")), "a line end in \(string.debugDescription)")
    }
    var windows: [UInt8] = []
    windows.reserveCapacity(bytes.count + bytes.count / 8)
    for byte in bytes {
        if byte == UInt8(ascii: "\n") { windows.append(UInt8(ascii: "\r")) }
        windows.append(byte)
    }
    Fuzz.require(XcodeGenSpec.read(windows) == spec, "\\r\\n line ends read otherwise")
    return 0
}
