import SwiftUI

public struct ContentView: View {
    public var body: some View { Text("Weather") }
}
