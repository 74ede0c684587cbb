// App 계층은 검사하지 않습니다. App 타깃의 타입은 외부에 공개되지 않으므로 문서가 필요 없고,
// `public`으로 선언한 `AppInfo.versionString(bundle:)`도 진단되지 않습니다.
// App은 Feature Root로서 구현 모듈을 직접 의존하고 `.withDependencies`로 조립합니다.

import ComposableArchitecture
import SwiftUI

import CoreNetwork
import CoreNetworkInterface
import CoreStorage
import CoreStorageInterface
import DomainAuth
import DomainProfile
import FeatureProfile

@main
struct DocauditSampleApp: App {
    let store = Store(initialState: AppReducer.State()) {
        AppReducer()
    } withDependencies: {
        $0.networkProvider = NetworkProvider(baseURL: APIEnvironment.current().baseURL)
        $0.keychainStorage = KeychainStorage(service: "com.example.docaudit-sample")
    }

    var body: some Scene {
        WindowGroup {
            AppView(store: store)
        }
    }
}

public enum AppInfo {
    public static func versionString(bundle: Bundle = .main) -> String {
        let version = bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "0.0.0"
        let build = bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "0"
        return "\(version) (\(build))"
    }
}
