/// outer doc
#if true
public func c36_activeIfNoInnerDoc() {}
#endif

/// A
// ###sourceLocation
public func c37_gybStyle() {}

/// A

// plain
/// B
public func c38() {}

/// A
// plain

/// B
public func c39() {}

/// A
   
/// B
public func c40_spacesOnlyLine() {}

/**
  * misaligned star
  * second
  */
public func c41a_misalignedStar() {}

  /**
   * aligned star indented
   * second
   */
public func c41b_alignedIndented() {}

/**
 *no space after star
 * spaced
 */
public func c41c_starNoSpace() {}

///	tab A
///	tab B
public func c42_tabs() {}

/**
 * Summary.
 *
 * ```swift
 * let x = 1
 * ```
 */
public func c44_starFence() {}

/// A

/**/
public func c46_emptyBlockLastGroup() {}

/***/
public func c47_threeStarsClose() {}

/// A
#if false
public func c49_inactive() {}
#endif
public func c49_afterEndif() {}

#if NOTDEFINED
/// inner
#endif
public func c50_afterEndifDocInside() {}

public enum C55 {
    /// doc for a and b
    case a, b
    /// doc for c
    case c(Int), d
}

/// doc tuple
public let (c59x, c59y) = (1, 2)

/// A
/* multi
   line */
/// B
public func c61() {}

/// A
   
public func c63_spacesLineBeforeDecl() {}

/// A
/// B
// trailing plain
public func c64_plainAfterGroup() {}

public struct C65 {
    /// doc
    @available(*, deprecated)
    public init() {}
    /// sub
    public subscript(i: Int) -> Int { i }
    /// deinit doc
    public var p: Int { 1 } /// trailing after computed
    public func q() {}
}

/**
 Line one
 ~~~
 code
 ~~~
 */
public func c66() {}

/// text
public func c67() {} // plain trailing
/// doc after plain trailing
public func c67b() {}

/// Compound
public extension C65 {
    /// ext member
    func extMember() {}
}
