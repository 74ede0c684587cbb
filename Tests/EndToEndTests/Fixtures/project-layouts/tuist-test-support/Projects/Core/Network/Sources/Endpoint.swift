/// Where a request goes.
public struct Endpoint {
    public let path: String
}

//// public struct LegacyEndpoint {
////     public let url: URL
//// }
public struct Retry {}
