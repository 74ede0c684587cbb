// 구현 계층(Domain/Auth/Sources): public 선언만 검사합니다.
// `AuthEndpoint`, `SocialLoginService`는 internal이라 문서가 없어도 됩니다.

import ComposableArchitecture
import Foundation

import CoreNetworkInterface
import CoreStorageInterface
import DomainAuthInterface

extension AuthClient: DependencyKey {
    public static let liveValue = AuthClient.live(cache: TokenCache())

    static func live(cache: TokenCache) -> AuthClient {
        AuthClient(
            login: { provider in
                @Dependency(\.networkProvider) var networkProvider
                @Dependency(\.keychainStorage) var keychain
                let socialToken = try await SocialLoginService().fetchSocialToken(for: provider)
                let token: AuthToken = try await networkProvider.request(
                    endpoint: AuthEndpoint.login(provider: provider, socialToken: socialToken)
                )
                try keychain.save(token.accessToken, forKey: .accessToken)
                try keychain.save(token.refreshToken, forKey: .refreshToken)
                try keychain.save(provider.rawValue, forKey: .socialProvider)
                cache.token = token
                return token
            },
            refresh: {
                @Dependency(\.networkProvider) var networkProvider
                @Dependency(\.keychainStorage) var keychain
                guard let refreshToken = try keychain.load(forKey: .refreshToken) else {
                    throw AuthError.sessionExpired
                }
                let token: AuthToken = try await networkProvider.request(
                    endpoint: AuthEndpoint.refresh(refreshToken: refreshToken)
                )
                try keychain.save(token.accessToken, forKey: .accessToken)
                cache.token = token
                return token
            },
            logout: {
                @Dependency(\.networkProvider) var networkProvider
                @Dependency(\.keychainStorage) var keychain
                let _: EmptyResponse? = try? await networkProvider.request(endpoint: AuthEndpoint.logout)
                for key in KeychainKey.allCases {
                    try? keychain.delete(forKey: key)
                }
                cache.token = nil
            },
            currentToken: {
                cache.token
            }
        )
    }
}

enum AuthEndpoint: Endpoint {
    case login(provider: SocialProvider, socialToken: String)
    case refresh(refreshToken: String)
    case logout

    var path: String {
        switch self {
        case let .login(provider, _):
            return "/v1/auth/\(provider.rawValue)/login"
        case .refresh:
            return "/v1/auth/refresh"
        case .logout:
            return "/v1/auth/logout"
        }
    }

    var method: HTTPMethod { .post }

    var body: Data? {
        switch self {
        case let .login(_, socialToken):
            return try? JSONEncoder().encode(["social_token": socialToken])
        case let .refresh(refreshToken):
            return try? JSONEncoder().encode(["refresh_token": refreshToken])
        case .logout:
            return nil
        }
    }
}

struct EmptyResponse: Decodable {}

// 앱 실행 중 메모리에만 두는 토큰 캐시
final class TokenCache: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: AuthToken?

    var token: AuthToken? {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }
}

// 소셜 SDK(Apple, Kakao, Google)로 소셜 토큰을 받아옵니다.
struct SocialLoginService {
    func fetchSocialToken(for provider: SocialProvider) async throws -> String {
        switch provider {
        case .apple:
            return try await AppleSignIn.requestIdentityToken()
        case .kakao:
            return try await KakaoSignIn.requestAccessToken()
        case .google:
            return try await GoogleSignIn.requestIDToken()
        }
    }
}
