import DocAuditCore

/// A finding's message, built as UTF-8 bytes from a string literal and its interpolations. A
/// check writes its messages straight into its temporary files; building each as a `String`
/// first cost more than the rest of the finding where a finding stands on most declarations.
public struct FindingText: ExpressibleByStringInterpolation, Sendable {
    /// The message's UTF-8.
    public private(set) var utf8: [UInt8]

    /// The text of `text`, as it is.
    ///
    /// ```swift
    /// let text = FindingText(problem.description)
    /// ```
    public init(_ text: String) {
        utf8 = Array(text.utf8)
    }

    /// The text of a literal without interpolations.
    public init(stringLiteral value: StaticString) {
        utf8 = value.withUTF8Buffer { Array($0) }
    }

    /// The text of an interpolated literal.
    public init(stringInterpolation: Interpolation) {
        utf8 = stringInterpolation.utf8
    }

    /// The bytes an interpolated literal appends, piece by piece.
    public struct Interpolation: StringInterpolationProtocol {
        /// A literal's pieces come as static strings: their bytes are read where the binary
        /// keeps them, with nothing of a `String` to go through.
        public typealias StringLiteralType = StaticString

        fileprivate var utf8: [UInt8] = []

        /// Room for the literal's pieces and some for each value.
        public init(literalCapacity: Int, interpolationCount: Int) {
            utf8.reserveCapacity(literalCapacity + 24 * interpolationCount)
        }

        /// Appends a literal piece; the compiler calls it for each piece of a literal.
        ///
        /// ```swift
        /// var interpolation = FindingText.Interpolation(literalCapacity: 17, interpolationCount: 0)
        /// interpolation.appendLiteral("is not documented")
        /// ```
        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
        }

        /// Appends `\(text)`.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(declaration.name) // "\(declaration.name)"
        /// ```
        public mutating func appendInterpolation(_ text: String) {
            append(text)
        }

        /// Appends `\(number)` in decimal.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(lines.count) // "\(lines.count)"
        /// ```
        public mutating func appendInterpolation(_ number: Int) {
            append(String(number))
        }

        /// Appends another finding text.
        ///
        /// ```swift
        /// let what: FindingText = "public func 'load()'"
        /// interpolation.appendInterpolation(what) // "\(what)"
        /// ```
        public mutating func appendInterpolation(_ text: FindingText) {
            utf8 += text.utf8
        }

        /// Appends a declaration as messages name one, `public func 'load(from:)'`, its fields
        /// read in place.
        ///
        /// ```swift
        /// interpolation.appendInterpolation(describing: declarations[index]) // "\(describing: declarations[index])"
        /// ```
        public mutating func appendInterpolation(describing declaration: borrowing Declaration) {
            append(declaration.access.rawValue)
            appendLiteral(" ")
            append(declaration.kind.rawValue)
            appendLiteral(" '")
            append(declaration.name)
            appendLiteral("'")
        }

        private mutating func append(_ text: String) {
            utf8.appendUTF8(of: text)
        }
    }
}
