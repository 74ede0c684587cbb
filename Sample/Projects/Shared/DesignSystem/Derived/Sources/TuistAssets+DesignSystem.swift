// swiftlint:disable all
// swift-format-ignore-file
// swiftformat:disable all
// Generated using tuist — https://github.com/tuist/tuist
// docaudit는 `Derived` 폴더를 검사하지 않습니다(ignored 계층).

#if os(macOS)
  import AppKit
#elseif os(iOS)
  import UIKit
#endif
#if canImport(SwiftUI)
  import SwiftUI
#endif

// MARK: - Asset Catalogs

public enum DesignSystemAsset {
  public enum Colors {
    public static let gray100 = DesignSystemColors(name: "Gray100")
    public static let primary500 = DesignSystemColors(name: "Primary500")
  }
}

// MARK: - Implementation Details

public final class DesignSystemColors {
  public let name: String

  #if os(macOS)
  public typealias Color = NSColor
  #elseif os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  public typealias Color = UIColor
  #endif

  public private(set) lazy var color: Color = {
    guard let color = Color(named: name, in: Bundle.module, compatibleWith: nil) else {
      fatalError("Unable to load color asset named \(name).")
    }
    return color
  }()

  #if canImport(SwiftUI)
  public private(set) lazy var swiftUIColor: SwiftUI.Color = SwiftUI.Color(asset: self)
  #endif

  fileprivate init(name: String) {
    self.name = name
  }
}

public extension SwiftUI.Color {
  init(asset: DesignSystemColors) {
    self.init(asset.name, bundle: Bundle.module)
  }
}
