/// A

/// B
public func c01_blankBetweenGroups() {}

/// A
// MARK: x

public func c02_markThenBlank() {}

/// A
// plain
/// B
public func c03_plainBetweenDocs() {}

/// A
/** B */
public func c04_lineThenBlock() {}

public enum C05 {
    case a /// doc-a
    case b
    case c
}

public let c06x = 1 /// doc-x
public func c06_afterTrailingDoc() {}

//// four
public func c07_fourSlashes() {}

/*** three stars */
public func c08_threeStars() {}

/**/
public func c09_emptyBlock() {}

/// doc before if
#if DEBUG
public func c10_insideIfTrue() {}
#else
public func c10_insideIfElse() {}
#endif

/// doc before attribute
@available(macOS 10.15, *)
public func c11_docBeforeAttribute() {}

/**
 * Star column
 *   indented more
 *
 * last
 */
public func c12_starBlock() {}

    /**
       Indented block
         more
       end
     */
public func c13_indentedBlock() {}

///   
public func c14_whitespaceOnly() {}

/// A

public func c15_blankBeforeDecl() {}

@available(macOS 10.15, *)
/// doc after attribute
public func c16_docAfterAttribute() {}

/// A
/* plain block */
public func c17_plainBlockBetween() {}

/// A
//
/// B
public func c18_emptyPlainBetween() {}

/// A


/// B

public func c19_twoBlanks() {}

/** A */ /** B */
public func c20_twoBlocksOneLine() {}

/// A
// MARK: x
/// B
public func c21_markBetween() {}

public struct C22 { /// trailing after brace
    public var x: Int
}

/** A
 */ /// B
public func c23_mixedSameLine() {}

///A no space
///  B two spaces
public func c24_spacing() {}

public func c25_prev() {} /// trailing after prev decl body
public func c25_next() {}

/// doc before public
@inlinable public func c26_attrAndModifierSameLine() {}

/// A
///
/// B
public func c27_emptyDocLineInGroup() {}

/// doc before if-else branch
#if os(Linux)
#else
public func c28_onlyInElse() {}
#endif

#if true
/// doc inside if
public func c29_docInsideIf() {}
#endif

/// outer doc
#if true
/// inner doc
public func c30_bothDocs() {}
#endif

/**
 no star column
   indented
 */
public func c31_blockNoStar() {}

/** first line text
 * second with star
 */
public func c32_firstLineTextStar() {}

/// A
/**/
public func c33_emptyBlockAfterLine() {}

/// doc for stored x
public var c34x = 1, c34y = 2

/// doc
// swiftlint:disable:next foo
public func c35_plainDirective() {}
