///   A
/// B
public func c77_firstIndentBigger() {}

///   
/// Text after ws-only line
public func c78_wsOnlyFirst() {}

///
/// Text after empty line
public func c79_emptyFirst() {}

/// A
///     ```swift
///     code
///     ```
public func c80_indentedFence() {}

/// A
/// ```Swift
/// ```
public func c81_capitalSwift() {}

/// A
/// ``` swift 
/// ```
public func c82_spacedInfo() {}

/**   
 * after ws
 */
public func c83_spacesAfterOpen() {}

/** 	*/
public func c84_blankBlock() {}
