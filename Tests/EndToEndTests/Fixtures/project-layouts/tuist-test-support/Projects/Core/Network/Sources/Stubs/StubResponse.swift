public enum StubResponse {
    public static func user() -> String { "{}" }
}
