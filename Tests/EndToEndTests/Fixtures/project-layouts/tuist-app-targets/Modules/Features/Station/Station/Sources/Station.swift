import UIKit

public struct Station {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

public final class StationViewController: UIViewController {
    public init(station: Station) {
        super.init(nibName: nil, bundle: nil)
        title = station.name
    }

    required init?(coder: NSCoder) { nil }
}
