// 의도된 위반 (Sample/README.md 참고):
// - 프로토콜의 프로퍼티 요구사항 `storedKeys`에 `/** */` 문서 주석이 있습니다. → property-doc
// 위반처럼 보이지만 아닌 것:
// - 타입 문서는 `*` 열이 있는 `/** */` 블록이고 `## 사용 예시`를 포함합니다.
// - 프로토콜 요구사항 함수는 사용 예시가 없어도 됩니다(기본 설정에서 면제).
// - `KeychainKey.socialProvider`의 `//` 주석은 문서 주석이 아닙니다.

import ComposableArchitecture
import Foundation

/**
 * 민감한 값을 키체인에 저장하고 읽는 저장소입니다.
 *
 * 토큰처럼 기기 밖으로 나가면 안 되는 값은 `UserDefaults` 대신 이 저장소에 저장합니다.
 *
 * ## 사용 예시
 * ```swift
 * @Dependency(\.keychainStorage) var keychain
 * try keychain.save("access-token", forKey: .accessToken)
 * let token = try keychain.load(forKey: .accessToken)
 * ```
 */
public protocol KeychainStorageProtocol: Sendable {
    /** 값이 저장되어 있는 키 목록 */
    var storedKeys: [KeychainKey] { get }

    /// 값을 키체인에 저장합니다. 같은 키에 값이 있으면 덮어씁니다.
    ///
    /// - Parameters:
    ///   - value: 저장할 문자열입니다.
    ///   - key: 값을 저장할 키입니다.
    /// - Throws: 키체인 접근에 실패하면 ``KeychainError``를 던집니다.
    func save(
        _ value: String,
        forKey key: KeychainKey
    ) throws

    /// 키에 저장된 값을 읽습니다.
    ///
    /// - Parameter key: 읽을 키입니다.
    /// - Returns: 저장된 값입니다. 값이 없으면 `nil`입니다.
    /// - Throws: 키체인 접근에 실패하면 ``KeychainError``를 던집니다.
    func load(forKey key: KeychainKey) throws -> String?

    /// 키에 저장된 값을 지웁니다.
    ///
    /// - Parameter key: 지울 키입니다.
    /// - Throws: 키체인 접근에 실패하면 ``KeychainError``를 던집니다.
    func delete(forKey key: KeychainKey) throws
}

/// 키체인에 저장하는 값의 키입니다.
public enum KeychainKey: String, CaseIterable, Sendable {
    case accessToken = "access_token"
    case refreshToken = "refresh_token"
    // 마지막으로 로그인한 소셜 계정 제공자 (apple, kakao, google)
    case socialProvider = "social_provider"
}

/// 키체인 작업이 실패한 이유입니다.
public enum KeychainError: Error, Equatable, Sendable {
    case unexpectedStatus(OSStatus)
    case invalidData
}

/// ``KeychainStorageProtocol`` 구현체를 TCA 의존성으로 주입하기 위한 키입니다.
public enum KeychainStorageKey: TestDependencyKey {
    public static let testValue: any KeychainStorageProtocol = UnimplementedKeychainStorage()
}

extension DependencyValues {
    // `@Dependency(\.keychainStorage)`로 접근합니다.
    public var keychainStorage: any KeychainStorageProtocol {
        get { self[KeychainStorageKey.self] }
        set { self[KeychainStorageKey.self] = newValue }
    }
}

private struct UnimplementedKeychainStorage: KeychainStorageProtocol {
    var storedKeys: [KeychainKey] { [] }

    func save(
        _ value: String,
        forKey key: KeychainKey
    ) throws {
        reportIssue("KeychainStorage.save is unimplemented")
    }

    func load(forKey key: KeychainKey) throws -> String? {
        reportIssue("KeychainStorage.load is unimplemented")
        return nil
    }

    func delete(forKey key: KeychainKey) throws {
        reportIssue("KeychainStorage.delete is unimplemented")
    }
}
