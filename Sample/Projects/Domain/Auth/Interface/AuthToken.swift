// 의도된 위반 (Sample/README.md 참고):
// - `decode(from:)`의 문서에는 ```json 코드 블록만 있고 Swift 사용 예시가 없습니다. → missing-usage-example
// 위반처럼 보이지만 아닌 것:
// - `isExpired(at:)`는 인자 레이블(`at`)이 아니라 내부 이름(`date`)으로 매개변수를 문서화합니다.
// - `expired()`는 `@_documentation(visibility: internal)`이라 공개 API가 아닙니다.
// - `#if DEBUG` 안의 `preview`에는 일반 `//` 주석만 있습니다.

import Foundation

/// 서버가 발급한 액세스 토큰과 리프레시 토큰입니다.
public struct AuthToken: Codable, Equatable, Sendable {
    public let userID: String
    public let accessToken: String
    public let refreshToken: String
    // 액세스 토큰 만료 시각 (UTC)
    public let expiresAt: Date

    public init(
        userID: String,
        accessToken: String,
        refreshToken: String,
        expiresAt: Date
    ) {
        self.userID = userID
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// 토큰이 만료되었는지 확인합니다.
    ///
    /// 네트워크 지연을 고려해 만료 30초 전부터 만료된 것으로 봅니다.
    ///
    /// - Parameter date: 기준 시각입니다. 기본값은 현재 시각입니다.
    /// - Returns: 만료되었으면 `true`입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// if token.isExpired() {
    ///     token = try await authClient.refresh()
    /// }
    /// ```
    public func isExpired(at date: Date = Date()) -> Bool {
        expiresAt.addingTimeInterval(-30) <= date
    }

    /// 로그인 API의 응답 본문으로 토큰을 만듭니다.
    ///
    /// 서버는 만료 시각을 ISO 8601 문자열로 내려줍니다.
    ///
    /// ```json
    /// {
    ///   "user_id": "user-1",
    ///   "access_token": "eyJhbGciOi...",
    ///   "refresh_token": "dGhpcyBpcyBh...",
    ///   "expires_at": "2025-01-01T00:00:00Z"
    /// }
    /// ```
    ///
    /// - Parameter data: 응답 본문입니다.
    /// - Returns: 디코딩한 토큰입니다.
    /// - Throws: 형식이 맞지 않으면 `DecodingError`를 던집니다.
    public static func decode(from data: Data) throws -> AuthToken {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(AuthToken.self, from: data)
    }

    @_documentation(visibility: internal)
    public static func expired() -> AuthToken {
        AuthToken(
            userID: "expired",
            accessToken: "expired-access-token",
            refreshToken: "expired-refresh-token",
            expiresAt: .distantPast
        )
    }
}

#if DEBUG
extension AuthToken {
    // 미리보기와 테스트용 토큰 (만료되지 않음)
    public static let preview = AuthToken(
        userID: "preview-user",
        accessToken: "preview-access-token",
        refreshToken: "preview-refresh-token",
        expiresAt: .distantFuture
    )
}
#endif
