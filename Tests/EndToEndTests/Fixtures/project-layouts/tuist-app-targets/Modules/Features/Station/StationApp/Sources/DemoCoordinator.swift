import UIKit
import Station

public final class DemoCoordinator {
    public func start(in window: UIWindow) {
        window.rootViewController = StationViewController(station: Station(name: "Demo"))
    }
}
