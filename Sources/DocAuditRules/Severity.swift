/// How much a rule's finding matters: `error` fails the check, `warning` fails it only with
/// `--strict`, `off` turns the rule off.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case off, warning, error

    /// Orders `off` < `warning` < `error`.
    ///
    /// ```swift
    /// Severity.warning < .error // true
    /// ```
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.code < rhs.code
    }

    /// The severity's place in `allCases`: how a check's temporary files store it.
    package var code: UInt8 {
        switch self {
        case .off: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    /// The severity stored as `code`.
    package init(code: UInt8) {
        self = Self.allCases[Int(code)]
    }
}
