public struct LoginDemo {
    public init() {}
}
