import Common
import CommunityInterface
import Networking

/// The community feed.
public final class CommunityView {}
