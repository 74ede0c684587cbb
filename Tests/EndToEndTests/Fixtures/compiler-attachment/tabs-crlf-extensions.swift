public struct C68 {
	/**
	 * tab star
	 * second
	 */
	public func tabStar() {}
}

/// A

// p1
// p2
/// B
public func c69() {}

/// A
// p1

// p2
/// B
public func c70() {}

/// A
/* p */

/// B
public func c71() {}

/// doc String ext
extension String {
    /// ext member doc
    public func c73() {}
}

/// A

/// B
/// C
public func c72_crlf() {}

/**
 * crlf star
 * two
 */
public func c72b_crlfStar() {}

/// A
  /// B indented more
public func c75() {}

/**
 * Star
 second no star
 */
public func c76() {}
