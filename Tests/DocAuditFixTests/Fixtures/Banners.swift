#if canImport(UIKit)
import UIKit

/// Colours of the design system.
public enum Palette {
    //////////////////////////////////////////
    /// Brand
    //////////////////////////////////////////
    public static let brand = UIColor(red: 1, green: 0.3, blue: 0.2, alpha: 1)

    /*** The accent, for links. ***/
    public static let accent = UIColor.systemBlue

    /**/
    public static let clear = UIColor.clear

    /// A colour for "/* not a comment */" text.
    public static let quoted = "/// not a doc comment either"
}
#endif

/// Spacing steps, in points.
public enum Spacing {
    /// Extra small.
    case xs; /// Trailing doc on the same line as code.
    case s
}

/// Loads the palette.


/// Second group: replaces the first.
public func loadPalette() {}
