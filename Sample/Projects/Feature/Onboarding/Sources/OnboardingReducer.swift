// Onboarding은 App이 직접 Path를 관리하는 예외 Feature라 Interface 없이 구현 모듈(Sources)만 둡니다.
// 그래서 이 파일은 구현 계층이고, App이 쓰는 public 선언은 모두 문서화합니다.

import ComposableArchitecture
import Foundation

import DomainAuthInterface
import DomainProfileInterface
import SharedUtil

/// 첫 실행 때 보여주는 온보딩 흐름의 Reducer입니다.
///
/// 소개 → 소셜 로그인 → 닉네임 입력 순서로 진행하고, 끝나면 `delegate(.finished)`로 App에 알립니다.
///
/// ## 사용 예시
/// ```swift
/// let store = Store(initialState: OnboardingReducer.State()) {
///     OnboardingReducer()
/// }
/// ```
@Reducer
public struct OnboardingReducer {
    /// 온보딩 화면의 상태입니다.
    @ObservableState
    public struct State: Equatable {
        public var routes: [Route] = []
        public var nickname = ""
        public var isLoading = false
        // 서버 오류 메시지. 알럿으로 보여줍니다.
        public var errorMessage: String?

        public init() {}
    }

    /// 온보딩 화면에서 발생하는 액션입니다.
    public enum Action: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case startButtonTapped
        case loginButtonTapped(SocialProvider)
        case loginResponse(Result<AuthToken, AuthError>)
        case nicknameSubmitted
        case errorDismissed
        case delegate(Delegate)

        /// 온보딩이 끝났음을 부모(App)에게 알리는 액션입니다.
        public enum Delegate: Equatable {
            case finished(UserProfile)
        }
    }

    /// 온보딩 안에서 이동하는 화면 경로입니다.
    public enum Route: Hashable {
        case login
        case nicknameInput
    }

    @Dependency(\.authClient) var authClient
    @Dependency(\.profileClient) var profileClient

    public init() {}

    public var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding:
                return .none

            case .startButtonTapped:
                state.routes.append(.login)
                return .none

            case let .loginButtonTapped(provider):
                state.isLoading = true
                return .run { send in
                    do {
                        let token = try await authClient.login(provider)
                        await send(.loginResponse(.success(token)))
                    } catch let error as AuthError {
                        await send(.loginResponse(.failure(error)))
                    } catch {
                        await send(.loginResponse(.failure(.unknown)))
                    }
                }

            case .loginResponse(.success):
                state.isLoading = false
                state.routes.append(.nicknameInput)
                return .none

            case let .loginResponse(.failure(error)):
                state.isLoading = false
                state.errorMessage = error.localizedDescription
                return .none

            case .nicknameSubmitted:
                guard state.nickname.isValidNickname() else {
                    state.errorMessage = "닉네임은 2~10자의 한글, 영문, 숫자만 쓸 수 있어요."
                    return .none
                }
                state.isLoading = true
                let nickname = state.nickname.normalizedNickname()
                return .run { send in
                    let profile = try await profileClient.updateProfile(nickname, "")
                    await send(.delegate(.finished(profile)))
                }

            case .errorDismissed:
                state.errorMessage = nil
                return .none

            case .delegate:
                return .none
            }
        }
    }
}
