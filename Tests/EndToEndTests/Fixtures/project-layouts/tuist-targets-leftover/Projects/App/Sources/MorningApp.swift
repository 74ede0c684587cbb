import SwiftUI
import Clock

@main
struct MorningApp: App {
    var body: some Scene { WindowGroup { Text(Alarm().label) } }
}
