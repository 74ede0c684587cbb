public struct IntroView {
    public init() {}
}
