// pin-flags: -Xfrontend -enable-objc-interop
// `@objc optional` requirements. Linux compilers have no Objective-C interop by default:
// this fixture type-checks (emit-module only) with the flag above and Foundation imported.
import Foundation

/// A delegate with optional requirements.
@objc public protocol DownloadDelegate {
    /// Required: the download finished.
    func didFinish(data: Int)
    /// Optional: the download started.
    @objc optional func willStart()
    /// Optional: a progress value.
    @objc optional var progress: Double { get }
    /// Optional and static.
    @objc optional static func reset()
}

/// A Swift-only protocol beside it: requirements only.
public protocol Plain {
    /// A requirement.
    func run()
}

/// A class adopting the delegate, implementing one optional requirement.
public final class Logger: NSObject, DownloadDelegate {
    /// Implements the requirement.
    public func didFinish(data: Int) {}
    /// Implements an optional requirement.
    public func willStart() {}
}
