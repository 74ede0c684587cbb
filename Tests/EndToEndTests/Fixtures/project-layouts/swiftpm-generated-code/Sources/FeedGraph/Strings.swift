// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

public enum L10n {
    /// The feed's title.
    public static let title = "Feed"
}
