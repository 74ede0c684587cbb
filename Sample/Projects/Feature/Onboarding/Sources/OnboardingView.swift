// 의도된 위반 (Sample/README.md 참고):
// - public enum `OnboardingPage`의 public 함수 `next()`에 문서가 없습니다. → missing-function-doc
// 위반처럼 보이지만 아닌 것:
// - `LoginView`, `NicknameInputView`는 internal이라 구현 계층에서 문서가 필요 없습니다.

import ComposableArchitecture
import SwiftUI

import DomainAuthInterface
import SharedDesignSystem

/// 온보딩 흐름의 루트 화면입니다.
///
/// ## 사용 예시
/// ```swift
/// if let store = store.scope(state: \.onboarding, action: \.onboarding) {
///     OnboardingView(store: store)
/// }
/// ```
public struct OnboardingView: View {
    @Bindable var store: StoreOf<OnboardingReducer>
    @State private var currentPage: OnboardingPage = .welcome

    public init(store: StoreOf<OnboardingReducer>) {
        self.store = store
    }

    public var body: some View {
        NavigationStack(path: $store.routes) {
            introView
                .navigationDestination(for: OnboardingReducer.Route.self) { route in
                    switch route {
                    case .login:
                        LoginView(store: store)
                    case .nicknameInput:
                        NicknameInputView(store: store)
                    }
                }
        }
        .loadingOverlay(isPresented: store.isLoading)
        .alert(
            store.errorMessage ?? "",
            isPresented: Binding(
                get: { store.errorMessage != nil },
                set: { _ in store.send(.errorDismissed) }
            )
        ) {
            Button("확인", role: .cancel) {}
        }
    }

    private var introView: some View {
        VStack(spacing: 24) {
            TabView(selection: $currentPage) {
                ForEach(OnboardingPage.allCases, id: \.self) { page in
                    Text(page.title)
                        .font(.pretendard(.bold, size: 24))
                        .tag(page)
                }
            }
            .tabViewStyle(.page)

            PrimaryButton(currentPage.next() == nil ? "시작하기" : "다음") {
                if let next = currentPage.next() {
                    currentPage = next
                } else {
                    store.send(.startButtonTapped)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

/// 온보딩 소개 페이지입니다.
public enum OnboardingPage: CaseIterable, Hashable {
    case welcome
    case record
    case share

    public var title: String {
        switch self {
        case .welcome:
            return "반가워요!"
        case .record:
            return "오늘의 기록을 남겨 보세요"
        case .share:
            return "친구와 함께 나눠 보세요"
        }
    }

    public func next() -> OnboardingPage? {
        let pages = Self.allCases
        guard let index = pages.firstIndex(of: self), index + 1 < pages.count else {
            return nil
        }
        return pages[index + 1]
    }
}

struct LoginView: View {
    let store: StoreOf<OnboardingReducer>

    var body: some View {
        VStack(spacing: 12) {
            ForEach(SocialProvider.allCases, id: \.self) { provider in
                Button("\(provider.rawValue.capitalized)로 계속하기") {
                    store.send(.loginButtonTapped(provider))
                }
                .buttonStyle(.bordered)
            }
        }
        .navigationTitle("로그인")
    }
}

struct NicknameInputView: View {
    @Bindable var store: StoreOf<OnboardingReducer>

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            TextField("닉네임", text: $store.nickname)
                .textFieldStyle(.roundedBorder)
            Text("2~10자의 한글, 영문, 숫자")
                .font(.caption1)
                .foregroundStyle(.secondary)
            Spacer()
            PrimaryButton("완료", isEnabled: !store.nickname.isEmpty) {
                store.send(.nicknameSubmitted)
            }
        }
        .padding(20)
        .navigationTitle("닉네임 설정")
    }
}

#Preview {
    OnboardingView(
        store: Store(initialState: OnboardingReducer.State()) {
            OnboardingReducer()
        } withDependencies: {
            $0.authClient = .previewValue
        }
    )
}
