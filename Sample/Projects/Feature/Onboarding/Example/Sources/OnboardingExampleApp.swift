// Example 타깃: 온보딩만 따로 실행해 보는 데모 앱입니다.
// docaudit는 `Example` 폴더를 검사하지 않으므로 아래의 문서 주석이나 문서 없는 public 선언은 진단되지 않습니다.

import ComposableArchitecture
import SwiftUI

import FeatureOnboarding

@main
struct OnboardingExampleApp: App {
    /// 미리보기 의존성으로 만든 스토어
    let store = Store(initialState: OnboardingReducer.State()) {
        OnboardingReducer()
    } withDependencies: {
        $0.authClient = .previewValue
    }

    var body: some Scene {
        WindowGroup {
            OnboardingView(store: store)
        }
    }
}

public enum ExampleFixtures {
    public static func profile(nickname: String, bio: String) -> String { "\(nickname): \(bio)" }
}
