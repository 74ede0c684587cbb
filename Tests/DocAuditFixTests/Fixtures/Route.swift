import Foundation

/// A screen the app can navigate to.
///
/// ## 사용 예시
/// ```swift
/// coordinator.show(.profile(id: "42"))
/// ```
public enum Route: Hashable, Sendable {
    /// The home feed.
    case home
    /** The profile of one user. */
    case profile(id: String)
    /**
     * The settings screen.
     *
     * Opened from the tab bar.
     */
    case settings
    /// Debug tools, in debug builds only.
    #if DEBUG
    case debugMenu
    #endif

    /// Whether the route needs a signed-in user.

    public var requiresSession: Bool {
        switch self {
        case .home, .settings: return false
        case .profile: return true
        #if DEBUG
        case .debugMenu: return false
        #endif
        }
    }
}
