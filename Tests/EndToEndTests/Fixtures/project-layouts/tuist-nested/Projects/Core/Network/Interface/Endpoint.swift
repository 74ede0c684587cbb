public struct Endpoint {
    public init() {}
}
