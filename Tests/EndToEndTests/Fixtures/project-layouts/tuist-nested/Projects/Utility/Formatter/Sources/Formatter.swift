public struct NumberFormatting {
    public init() {}
}
