import UIKit
import Station

public final class RadioCoordinator {
    public func start(in window: UIWindow) {
        window.rootViewController = StationViewController(station: Station(name: "Jazz"))
    }
}
