import Foundation

public final class MorningKit {
    public static func hello() {
        print("Hello, from your Kit framework")
    }
}
