public struct PrimaryButton {
    public init() {}
}
