import SwiftUI
import Components

public struct RootView: View {
    public var body: some View { PrimaryButton() }
}
