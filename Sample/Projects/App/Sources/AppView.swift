import ComposableArchitecture
import SwiftUI

import FeatureOnboarding
import FeatureProfileInterface
import SharedDesignSystem

struct AppView: View {
    @Bindable var store: StoreOf<AppReducer>
    @Dependency(\.profileViewFactory) var profileViewFactory

    var body: some View {
        Group {
            if store.isLaunching {
                SplashView()
            } else if let onboardingStore = store.scope(state: \.onboarding, action: \.onboarding) {
                OnboardingView(store: onboardingStore)
            } else if let profileStore = store.scope(state: \.profile, action: \.profile) {
                NavigationStack(path: $store.routes.sending(\.routesChanged)) {
                    profileViewFactory.makeView(profileStore)
                        .navigationDestination(for: AppReducer.Route.self) { route in
                            destination(for: route)
                        }
                }
            }
        }
        .task {
            store.send(.onLaunch)
        }
    }

    @ViewBuilder
    private func destination(for route: AppReducer.Route) -> some View {
        switch route {
        case .settings:
            Text("설정")
                .navigationTitle("설정")
        case let .profileDetail(userID):
            Text(userID)
        }
    }
}

struct SplashView: View {
    var body: some View {
        ZStack {
            Color.accentColor
                .ignoresSafeArea()
            Text("docaudit")
                .font(.heading1)
                .foregroundStyle(.white)
        }
    }
}

#Preview {
    AppView(
        store: Store(initialState: AppReducer.State()) {
            AppReducer()
        }
    )
}
