// @generated
// This file was automatically generated and should not be edited.

@_exported import ApolloAPI

public class FeedQuery {
    public static let operationName = "Feed"
    public func variables() -> [String: String] { [:] }
}
