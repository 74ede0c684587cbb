// 하위 기능 단위 Feature라 다른 화면에서 재사용할 수 있도록 ViewFactory를 둡니다.
// Interface에 Factory를 정의하고, Sources에서 liveValue를 제공합니다.

import ComposableArchitecture
import SwiftUI

/// 프로필 화면을 만드는 ViewFactory입니다.
///
/// 다른 Feature는 구현 모듈을 import하지 않고 이 Factory로 프로필 화면을 조립합니다.
///
/// ## 사용 예시
/// ```swift
/// @Dependency(\.profileViewFactory) var profileViewFactory
/// profileViewFactory.makeView(store.scope(state: \.profile, action: \.profile))
/// ```
public struct ProfileViewFactory: Sendable {
    public var makeView: @MainActor (StoreOf<ProfileReducer>) -> AnyView

    public init(makeView: @escaping @MainActor (StoreOf<ProfileReducer>) -> AnyView) {
        self.makeView = makeView
    }
}

extension ProfileViewFactory: TestDependencyKey {
    public static let testValue = Self { _ in
        assertionFailure("ProfileViewFactory.makeView is unimplemented")
        return AnyView(EmptyView())
    }
}

extension DependencyValues {
    // `@Dependency(\.profileViewFactory)`로 접근합니다.
    public var profileViewFactory: ProfileViewFactory {
        get { self[ProfileViewFactory.self] }
        set { self[ProfileViewFactory.self] = newValue }
    }
}
