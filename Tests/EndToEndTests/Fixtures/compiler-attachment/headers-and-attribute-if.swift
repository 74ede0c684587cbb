//// Generated file: a four-slash banner line
//// Second banner line
//===----------------------------------------------------------------------===//
//
// A plain comment block, as in a license header.
//
//
//
//
//
//
//
//===----------------------------------------------------------------------===//

public enum Keyword: UInt8 {
  case a
}

public struct S {
  /// Doc before an #if in the attribute list.
  #if compiler(>=5.0)
  @inline(__always)
  #else
  @inline(never)
  #endif
  @inlinable
  public func moveSubrange() {}

  /// Doc, then attribute, then #if attribute.
  @available(*, deprecated, renamed: "x")
  #if compiler(>=5.0)
  @available(macOS 10.15, *)
  #endif
  public static func enumerateInterfaces() {}

  @available(*, deprecated, renamed: "x")
  #if compiler(>=5.0)
  /// Doc inside the attribute #if.
  @available(macOS 10.15, *)
  #endif
  public static func docInsideAttributeIf() {}
}
