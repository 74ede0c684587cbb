import UIKit

public final class ShareViewController: UIViewController {}
