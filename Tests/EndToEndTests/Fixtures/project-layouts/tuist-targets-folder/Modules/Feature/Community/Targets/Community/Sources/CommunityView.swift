import Common
import CommunityInterface

/// The community feed.
public final class CommunityView {}
