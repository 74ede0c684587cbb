import DomainAuthInterface

public struct LoginRoute {
    public init() {}
}
