public struct NetworkResources {
    public init() {}
}
