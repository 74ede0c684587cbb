import SwiftUI
import MorningKit

@main
struct MorningApp: App {
    var body: some Scene {
        WindowGroup { ClockFace() }
    }
}

public struct ClockFace: View {
    public var body: some View { Text(Clock().greeting()) }
}
