/// The architectural layer of a file, which decides how its declarations are audited.
public enum Layer: String, Sendable, CaseIterable, Codable {
    /// An `Interface` module: every declaration is audited.
    case interface
    /// A `Shared` module (or a plain library): every declaration is audited.
    case shared
    /// An implementation module of Core, Domain or Feature: only visible declarations are audited.
    case implementation
    /// The App target: nothing is audited.
    case app
    /// Tests, examples, generated and manifest files: nothing is audited.
    case ignored

    /// The layer's position in `allCases`, to index tables by layer without hashing.
    package var ordinal: Int {
        switch self {
        case .interface: return 0
        case .shared: return 1
        case .implementation: return 2
        case .app: return 3
        case .ignored: return 4
        }
    }

    /// The layers whose declarations are audited (some or all of them).
    public static let audited: Set<Layer> = [.interface, .shared, .implementation]

    /// Whether declarations in this layer are audited when `visible` says so.
    ///
    /// ```swift
    /// Layer.implementation.audits(visible: false) // false
    /// ```
    public func audits(visible: Bool) -> Bool {
        switch self {
        case .interface, .shared: return true
        case .implementation: return visible
        case .app, .ignored: return false
        }
    }
}
