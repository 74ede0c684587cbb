import Common

/// What the community feature offers the app.
public protocol CommunityBuilding {
    /// Makes the feed.
    func makeFeed() -> AnyObject
}
