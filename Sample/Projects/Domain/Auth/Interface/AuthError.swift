// 의도된 위반 (Sample/README.md 참고):
// - enum case `sessionExpired`에 문서 주석이 있습니다. enum case에는 문서 주석을 달지 않습니다. → enum-case-doc
// 위반처럼 보이지만 아닌 것:
// - `cancelled`의 `//` 주석은 문서 주석이 아닙니다.

import Foundation

/// 인증 과정에서 발생하는 오류입니다.
public enum AuthError: Error, Equatable, Sendable {
    // 사용자가 소셜 로그인 창을 닫음
    case cancelled
    /// 리프레시 토큰까지 만료되어 다시 로그인해야 합니다.
    case sessionExpired
    case server(code: Int, message: String)
    case unknown
}

extension AuthError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .cancelled:
            return "로그인이 취소되었습니다."
        case .sessionExpired:
            return "로그인이 만료되었습니다. 다시 로그인해 주세요."
        case let .server(_, message):
            return message
        case .unknown:
            return "알 수 없는 오류가 발생했습니다."
        }
    }
}
