// 의도된 위반 (Sample/README.md 참고):
// - App 계층의 `AppReducer`에 문서 주석이 있습니다. App 계층은 문서화하지 않습니다. → unneeded-doc
// 위반처럼 보이지만 아닌 것:
// - 나머지 App 타입(State, Action, Route)은 문서가 없어도 됩니다.

import ComposableArchitecture
import Foundation

import DomainAuthInterface
import DomainProfileInterface
import FeatureOnboarding
import FeatureProfile
import FeatureProfileInterface

/// 앱의 최상위 Reducer입니다. 실행 시 토큰을 확인해 온보딩이나 프로필 화면으로 보냅니다.
@Reducer
struct AppReducer {
    @ObservableState
    struct State: Equatable {
        var isLaunching = true
        var routes: [Route] = []
        var onboarding: OnboardingReducer.State?
        var profile: ProfileReducer.State?
    }

    enum Action {
        case onLaunch
        case tokenChecked(AuthToken?)
        case onboarding(OnboardingReducer.Action)
        case profile(ProfileReducer.Action)
        case routesChanged([Route])
    }

    enum Route: Hashable {
        case settings
        case profileDetail(userID: String)
    }

    @Dependency(\.authClient) var authClient

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onLaunch:
                return .run { send in
                    await send(.tokenChecked(authClient.currentToken()))
                }

            case let .tokenChecked(token):
                state.isLaunching = false
                if let token, !token.isExpired() {
                    state.profile = ProfileReducer.State(userID: token.userID)
                } else {
                    state.onboarding = OnboardingReducer.State()
                }
                return .none

            case let .onboarding(.delegate(.finished(profile))):
                state.onboarding = nil
                state.profile = ProfileReducer.State(userID: profile.id)
                return .none

            case let .routesChanged(routes):
                state.routes = routes
                return .none

            case .onboarding, .profile:
                return .none
            }
        }
        .ifLet(\.onboarding, action: \.onboarding) {
            OnboardingReducer()
        }
        .ifLet(\.profile, action: \.profile) {
            ProfileReducer()
        }
    }
}
