import DocAuditCore

/// The Apple frameworks that declare commonly extended types, told from a type's name. The
/// compiler names the declaring module of an extended type (`UIView` is UIKit's); without the
/// SDK, a file's first import would say Combine or Foundation, and DocC would list the block
/// under that module.
enum FrameworkTypes {
    /// Prefixes that a framework keeps for its own types, each followed by an upper-case letter.
    private static let prefixes: [(prefix: String, module: String)] = [
        ("UI", "UIKit"), ("CA", "QuartzCore"), ("CG", "CoreGraphics"), ("MK", "MapKit"),
        ("CL", "CoreLocation"), ("WK", "WebKit"), ("UN", "UserNotifications"), ("PH", "Photos"),
    ]

    /// Commonly extended types whose names carry no framework prefix.
    private static let modulesByName: [String: String] = {
        var modules: [String: String] = [:]
        let names: [String: [String]] = [
            "Foundation": [
                "Data", "Date", "DateComponents", "DateFormatter", "DateInterval", "URL", "URLRequest", "URLComponents",
                "URLSession", "UUID", "Notification", "NotificationCenter", "Decimal", "Locale", "Calendar", "TimeZone",
                "NumberFormatter", "JSONDecoder", "JSONEncoder", "Bundle", "UserDefaults", "FileManager", "IndexPath",
                "IndexSet", "CharacterSet", "AttributedString", "NSAttributedString", "NSMutableAttributedString",
                "NSString", "NSNumber", "NSError", "NSPredicate", "ProcessInfo", "Timer", "Measurement",
            ],
            "Dispatch": ["DispatchQueue", "DispatchTime", "DispatchGroup"],
            "Combine": [
                "Publisher", "AnyPublisher", "Publishers", "AnyCancellable", "Subscribers", "PassthroughSubject",
                "CurrentValueSubject",
            ],
            "SwiftUI": ["View", "Color", "Font", "Image", "Text", "Binding", "EnvironmentValues", "ViewModifier", "Animation"],
        ]
        for (module, types) in names {
            for type in types { modules[type] = module }
        }
        return modules
    }()

    /// The framework that declares the type named `name`; nil when the name does not tell.
    static func module(ofType name: String) -> String? {
        if let module = modulesByName[name] { return module }
        for (prefix, module) in prefixes where name.hasPrefix(prefix) {
            let next = name.dropFirst(prefix.count).first
            if next?.isUppercase == true { return module }
        }
        return nil
    }

    /// Apple's frameworks that projects import: a type no rule above names is more likely a
    /// third-party module's, so a file's other imports are asked first.
    private static let appleFrameworks: Set<String> = TypeNames.systemModules
        .union(prefixes.map(\.module)).union(modulesByName.values)
        .union(["AVFoundation", "AVKit", "CoreFoundation", "CoreImage", "CoreText", "Photos", "PhotosUI", "SafariServices"])

    /// Whether `module` is one of Apple's frameworks.
    static func isAppleFramework(_ module: String) -> Bool {
        appleFrameworks.contains(module)
    }
}
