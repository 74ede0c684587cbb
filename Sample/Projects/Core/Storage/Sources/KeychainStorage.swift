// 의도된 위반 (Sample/README.md 참고):
// - `public private(set) var lastErrorStatus`에 문서 주석이 있습니다. getter가 public이라
//   공개 선언입니다(`private(set)`은 setter의 접근 수준일 뿐). → property-doc
// - `@_spi(Testing) public func removeAll()`은 공개 API가 아닌데 문서가 있습니다. → unneeded-doc
// - private 함수 `baseQuery(for:)`에 문서가 있습니다. → unneeded-doc
// - public enum `KeychainAccessibility`에 문서가 없습니다. → missing-type-doc

import ComposableArchitecture
import Foundation
import Security

import CoreStorageInterface

/// 시스템 키체인을 사용하는 ``KeychainStorageProtocol`` 구현체입니다.
///
/// ## 사용 예시
/// ```swift
/// let storage = KeychainStorage(service: "com.example.docaudit-sample")
/// try storage.save("access-token", forKey: .accessToken)
/// ```
public final class KeychainStorage: KeychainStorageProtocol, @unchecked Sendable {
    private let service: String
    private let accessibility: KeychainAccessibility

    /// 마지막으로 실패한 키체인 작업의 상태 코드입니다.
    public private(set) var lastErrorStatus: OSStatus?

    public init(
        service: String,
        accessibility: KeychainAccessibility = .afterFirstUnlock
    ) {
        self.service = service
        self.accessibility = accessibility
    }

    public var storedKeys: [KeychainKey] {
        KeychainKey.allCases.filter { key in
            (try? load(forKey: key)) != nil
        }
    }

    /// 값을 키체인에 저장합니다. 같은 키에 값이 있으면 덮어씁니다.
    ///
    /// - Parameters:
    ///   - value: 저장할 문자열입니다.
    ///   - key: 값을 저장할 키입니다.
    /// - Throws: 키체인이 오류 상태를 돌려주면 ``KeychainError/unexpectedStatus(_:)``를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// try storage.save(token.accessToken, forKey: .accessToken)
    /// ```
    public func save(
        _ value: String,
        forKey key: KeychainKey
    ) throws {
        try delete(forKey: key)
        var query = baseQuery(for: key)
        query[kSecValueData as String] = Data(value.utf8)
        query[kSecAttrAccessible as String] = accessibility.secAttrValue
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            lastErrorStatus = status
            throw KeychainError.unexpectedStatus(status)
        }
    }

    /// 키에 저장된 값을 읽습니다.
    ///
    /// - Parameter key: 읽을 키입니다.
    /// - Returns: 저장된 값입니다. 값이 없으면 `nil`입니다.
    /// - Throws: 키체인이 오류 상태를 돌려주면 ``KeychainError``를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// if let refreshToken = try storage.load(forKey: .refreshToken) {
    ///     print(refreshToken)
    /// }
    /// ```
    public func load(forKey key: KeychainKey) throws -> String? {
        var query = baseQuery(for: key)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound {
            return nil
        }
        guard status == errSecSuccess, let data = item as? Data else {
            lastErrorStatus = status
            throw KeychainError.unexpectedStatus(status)
        }
        guard let value = String(data: data, encoding: .utf8) else {
            throw KeychainError.invalidData
        }
        return value
    }

    /// 키에 저장된 값을 지웁니다. 값이 없으면 아무것도 하지 않습니다.
    ///
    /// - Parameter key: 지울 키입니다.
    /// - Throws: 키체인이 오류 상태를 돌려주면 ``KeychainError``를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// try storage.delete(forKey: .accessToken)
    /// ```
    public func delete(forKey key: KeychainKey) throws {
        let status = SecItemDelete(baseQuery(for: key) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            lastErrorStatus = status
            throw KeychainError.unexpectedStatus(status)
        }
    }

    /// 테스트에서 키체인을 비울 때만 사용합니다.
    @_spi(Testing)
    public func removeAll() {
        for key in KeychainKey.allCases {
            try? delete(forKey: key)
        }
    }

    /// 서비스 이름과 키로 키체인 검색 쿼리를 만듭니다.
    private func baseQuery(for key: KeychainKey) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key.rawValue,
        ]
    }
}

public enum KeychainAccessibility: Sendable {
    case whenUnlocked
    case afterFirstUnlock

    var secAttrValue: CFString {
        switch self {
        case .whenUnlocked:
            return kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        case .afterFirstUnlock:
            return kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        }
    }
}

extension KeychainStorageKey: DependencyKey {
    public static let liveValue: any KeychainStorageProtocol = KeychainStorage(
        service: "com.example.docaudit-sample"
    )
}
