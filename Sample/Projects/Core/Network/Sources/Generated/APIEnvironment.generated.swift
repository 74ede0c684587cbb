// 이 파일은 Scripts/generate-environment.sh가 xcconfig에서 생성합니다. 직접 수정하지 마세요.
// .docaudit.json의 "exclude"로 검사에서 제외되므로, 문서가 없는 public 선언이 있어도 진단되지 않습니다.

import Foundation

public enum APIEnvironment: String, CaseIterable, Sendable {
    case development
    case staging
    case production

    public var baseURL: URL {
        switch self {
        case .development:
            return URL(string: "https://dev-api.example.com")!
        case .staging:
            return URL(string: "https://stage-api.example.com")!
        case .production:
            return URL(string: "https://api.example.com")!
        }
    }

    public static func current(bundle: Bundle = .main) -> APIEnvironment {
        let value = bundle.object(forInfoDictionaryKey: "API_ENVIRONMENT") as? String
        return value.flatMap(APIEnvironment.init(rawValue:)) ?? .production
    }
}
