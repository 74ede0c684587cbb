public struct Alarm {
    public init() {}

    public var label: String { "7:00" }
}
