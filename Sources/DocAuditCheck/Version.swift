/// docaudit's version, as `docaudit --version` prints it and reports name their tool's
/// (SARIF's `semanticVersion`).
public let docauditVersion = "0.1.0"
