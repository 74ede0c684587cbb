public struct SignUpView {
    public init() {}
}
