import SwiftUI
import LedgerKit

@main
struct LedgerApp: App {
    var body: some Scene {
        WindowGroup { BalanceView() }
    }
}

public struct BalanceView: View {
    public var body: some View { Text("0.00") }
}
