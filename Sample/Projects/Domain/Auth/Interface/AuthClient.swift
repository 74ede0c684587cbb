// 위반처럼 보이지만 아닌 것 (Sample/README.md 참고):
// - 클로저 프로퍼티(`login`, `refresh`, …)에는 일반 `//` 주석만 있습니다. 프로퍼티에는 문서 주석을 달지 않습니다.
// - `loginWithEmail(_:password:)`는 `@available(*, unavailable)`이라 공개 API가 아니므로 문서가 없어도 됩니다.
// - `public init(...)`은 기본 설정(`kinds`)에서 검사하지 않습니다.

import ComposableArchitecture
import Foundation

/// 로그인, 로그아웃, 토큰 갱신을 담당하는 인증 클라이언트입니다.
///
/// TCA 의존성으로 주입해 사용합니다. 실제 구현(`liveValue`)은 `DomainAuth` 모듈에 있습니다.
///
/// ## 사용 예시
/// ```swift
/// @Dependency(\.authClient) var authClient
/// let token = try await authClient.login(.kakao)
/// ```
public struct AuthClient: Sendable {
    // 소셜 로그인을 진행하고 발급된 토큰을 반환합니다.
    public var login: @Sendable (_ provider: SocialProvider) async throws -> AuthToken
    // 저장된 리프레시 토큰으로 새 토큰을 발급받습니다.
    public var refresh: @Sendable () async throws -> AuthToken
    // 서버 세션을 끊고 저장된 토큰을 지웁니다.
    public var logout: @Sendable () async -> Void
    // 현재 저장된 토큰. 로그인하지 않았으면 nil
    public var currentToken: @Sendable () -> AuthToken?

    public init(
        login: @escaping @Sendable (_ provider: SocialProvider) async throws -> AuthToken,
        refresh: @escaping @Sendable () async throws -> AuthToken,
        logout: @escaping @Sendable () async -> Void,
        currentToken: @escaping @Sendable () -> AuthToken?
    ) {
        self.login = login
        self.refresh = refresh
        self.logout = logout
        self.currentToken = currentToken
    }
}

extension AuthClient {
    @available(*, unavailable, message: "이메일 로그인은 지원하지 않습니다. login(_:)에 SocialProvider를 넘기세요.")
    public func loginWithEmail(
        _ email: String,
        password: String
    ) async throws -> AuthToken {
        fatalError("unavailable")
    }
}

/// 로그인에 사용하는 소셜 계정 제공자입니다.
public enum SocialProvider: String, CaseIterable, Codable, Sendable {
    case apple
    case kakao
    case google
}

extension AuthClient: TestDependencyKey {
    public static let testValue = AuthClient(
        login: unimplemented("AuthClient.login"),
        refresh: unimplemented("AuthClient.refresh"),
        logout: unimplemented("AuthClient.logout"),
        currentToken: unimplemented("AuthClient.currentToken", placeholder: nil)
    )

    #if DEBUG
    public static let previewValue = AuthClient(
        login: { _ in .preview },
        refresh: { .preview },
        logout: {},
        currentToken: { .preview }
    )
    #endif
}

extension DependencyValues {
    // `@Dependency(\.authClient)`로 접근합니다.
    public var authClient: AuthClient {
        get { self[AuthClient.self] }
        set { self[AuthClient.self] = newValue }
    }
}
