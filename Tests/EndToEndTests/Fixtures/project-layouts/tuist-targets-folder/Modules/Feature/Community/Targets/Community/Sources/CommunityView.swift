import Common
import CommunityInterface
import CoreUIKit
import Networking
import UIKit

/// The community feed.
public final class CommunityView {}
