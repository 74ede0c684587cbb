// 의도된 위반 (Sample/README.md 참고):
// - 중첩 타입 `Route`(public enum)에 문서가 없습니다. → missing-type-doc (심벌: ProfileReducer.Route)
// 위반처럼 보이지만 아닌 것:
// - Interface에는 Reducer 시그니처만 둡니다. `reducer` 프로퍼티는 internal이고, `public init(reducer:)`은
//   기본 설정(`kinds`)에서 검사하지 않습니다.

import ComposableArchitecture
import Foundation

import DomainProfileInterface

/// 프로필 화면의 Reducer 시그니처입니다.
///
/// Interface에는 시그니처만 두고, 실제 로직은 `FeatureProfile` 모듈의 `init()`이 `Reduce`로 주입합니다.
/// 다른 Feature는 이 Interface 타입에만 의존합니다.
///
/// ## 사용 예시
/// ```swift
/// // Feature Root(Sources)에서 구현을 주입한 init()을 사용합니다.
/// let store = Store(initialState: ProfileReducer.State(userID: "user-1")) {
///     ProfileReducer()
/// }
/// ```
@Reducer
public struct ProfileReducer {
    let reducer: Reduce<State, Action>

    public init(reducer: Reduce<State, Action>) {
        self.reducer = reducer
    }

    /// 프로필 화면의 상태입니다.
    @ObservableState
    public struct State: Equatable {
        public var userID: String
        public var profile: UserProfile?
        public var routes: [Route] = []
        public var isLoading = false
        // 불러오기 실패 메시지. 다시 시도 버튼과 함께 보여줍니다.
        public var errorMessage: String?

        public init(userID: String) {
            self.userID = userID
        }
    }

    /// 프로필 화면에서 발생하는 액션입니다.
    public enum Action: Equatable {
        case onAppear
        case profileLoaded(UserProfile)
        case profileFailed(String)
        case retryButtonTapped
        case editButtonTapped
        case followersTapped
        case routesChanged([Route])
    }

    public enum Route: Hashable {
        case editProfile
        case followers(userID: String)
        case settings
    }

    public var body: some ReducerOf<Self> {
        reducer
    }
}
