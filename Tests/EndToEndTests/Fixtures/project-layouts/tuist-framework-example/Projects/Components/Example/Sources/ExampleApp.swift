import SwiftUI
import Components

@main
public struct ExampleApp: App {
    public init() {}
    public var body: some Scene { WindowGroup { PrimaryButton() } }
}
