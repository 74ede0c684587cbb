import UIKit

public final class AppDelegate: UIResponder, UIApplicationDelegate {}
