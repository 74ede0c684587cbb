import SwiftUI

public struct PrimaryButton: View {
    public init() {}
    public var body: some View { Text("OK") }
}

public func makeButton() -> PrimaryButton { PrimaryButton() }
