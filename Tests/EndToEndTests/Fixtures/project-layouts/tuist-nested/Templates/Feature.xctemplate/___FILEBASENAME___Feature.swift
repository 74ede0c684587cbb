public struct ___VARIABLE_name___Feature {
    public init() {}
}
