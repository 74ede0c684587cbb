// Implementation에서 실제 Reduce를 구성하는 init을 제공합니다.
// `public init()`은 기본 설정(`kinds`)에서 검사하지 않으므로 문서가 없어도 됩니다.

import ComposableArchitecture
import Foundation

import DomainProfileInterface
import FeatureProfileInterface

extension ProfileReducer {
    public init() {
        self.init(reducer: Reduce { state, action in
            @Dependency(\.profileClient) var profileClient

            switch action {
            case .onAppear, .retryButtonTapped:
                state.isLoading = true
                state.errorMessage = nil
                let userID = state.userID
                return .run { send in
                    do {
                        let profile = try await profileClient.fetchProfile(userID)
                        await send(.profileLoaded(profile))
                    } catch {
                        await send(.profileFailed(error.localizedDescription))
                    }
                }

            case let .profileLoaded(profile):
                state.isLoading = false
                state.profile = profile
                return .none

            case let .profileFailed(message):
                state.isLoading = false
                state.errorMessage = message
                return .none

            case .editButtonTapped:
                state.routes.append(.editProfile)
                return .none

            case .followersTapped:
                state.routes.append(.followers(userID: state.userID))
                return .none

            case let .routesChanged(routes):
                state.routes = routes
                return .none
            }
        })
    }
}
