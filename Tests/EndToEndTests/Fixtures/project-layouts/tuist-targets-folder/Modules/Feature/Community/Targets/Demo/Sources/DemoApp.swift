import Community
import CommunityInterface

final class DemoApp {}
