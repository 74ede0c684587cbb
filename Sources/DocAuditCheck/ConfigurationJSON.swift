import DocAuditCore

extension JSONParser {
    /// The bytes of the JSON file at `path` in `source`, or an error naming it.
    ///
    /// ```swift
    /// let bytes = try JSONParser.contents(of: ".docaudit.json")
    /// ```
    public static func contents(of path: String, in source: any FileSource = DiskFiles()) throws(ConfigurationError) -> [UInt8] {
        do {
            return try source.read(path)
        } catch {
            throw ConfigurationError(file: path, key: "", message: error.message)
        }
    }

    /// The JSON document `bytes` of `file`, or an error naming the file, line and column.
    ///
    /// ```swift
    /// let root = try JSONParser.document(bytes, file: ".docaudit.json")
    /// ```
    public static func document(_ bytes: [UInt8], file: String) throws(ConfigurationError) -> JSONValue {
        do {
            return try parse(bytes)
        } catch {
            throw invalid(error, file: file)
        }
    }

    /// The error naming `file` and where in it `error` stands.
    static func invalid(_ error: JSONSyntaxError, file: String) -> ConfigurationError {
        ConfigurationError(file: file, key: "", message: "invalid JSON at \(error)")
    }
}
