import UIKit

/// A button of the design.
public final class Button {}
