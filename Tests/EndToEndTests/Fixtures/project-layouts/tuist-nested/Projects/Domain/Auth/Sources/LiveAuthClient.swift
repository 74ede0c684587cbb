import DomainAuthInterface

public struct LiveAuthClient {
    public init() {}
}
