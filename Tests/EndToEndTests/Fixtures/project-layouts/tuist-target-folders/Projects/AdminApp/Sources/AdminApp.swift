import Design

/// Undocumented code is fine in an app; a doc comment on a property is still forbidden.
struct AdminApp {
    /// The app's title.
    let title = "Admin"
}

// MARK: - Preview

#if DEBUG
import HomePresentation
#endif
