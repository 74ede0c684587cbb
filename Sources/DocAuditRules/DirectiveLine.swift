extension Suppressions {
    /// Whether `line` holds a `// docaudit:` directive and nothing else; tools that insert doc
    /// comments keep such lines right above their declaration.
    ///
    /// ```swift
    /// Suppressions.isDirectiveLine("    // docaudit:disable-next-line missing-type-doc") // true
    /// ```
    public static func isDirectiveLine(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return !trimmed.isEmpty && Directive.onlyDirectives(trimmed)
    }
}
