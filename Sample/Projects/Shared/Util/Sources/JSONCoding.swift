// 의도된 위반 (Sample/README.md 참고):
// - public typealias `HTTPHeaders`에 문서가 없습니다. → missing-type-doc
// - `decode(_:from:)`은 throws 함수인데 문서에 `- Throws:`가 없습니다. → doc-throws
// - `encode(_:)` 위의 첫 번째 문서 주석 묶음은 빈 줄 뒤의 두 번째 묶음에 밀려 아무것도 문서화하지 않습니다. → detached-doc
// - `prettyPrintedString(from:)`의 사용 예시가 그 함수를 한 번도 부르지 않습니다. → example-unrelated

import Foundation

/// 서버 JSON을 타입 없이 다룰 때 쓰는 딕셔너리입니다.
public typealias JSONDictionary = [String: any Sendable]

public typealias HTTPHeaders = [String: String]

/// 서버와 같은 규칙(snake_case 키, ISO 8601 날짜)으로 JSON을 인코딩하고 디코딩합니다.
///
/// ## 사용 예시
/// ```swift
/// let token = try JSONCoding.decode(AuthToken.self, from: data)
/// ```
public enum JSONCoding {
    // snake_case 키와 ISO 8601 날짜를 쓰는 디코더
    public static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    // snake_case 키와 ISO 8601 날짜를 쓰는 인코더
    public static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    /// JSON 데이터를 지정한 타입으로 디코딩합니다.
    ///
    /// - Parameters:
    ///   - type: 디코딩할 타입입니다.
    ///   - data: JSON 데이터입니다.
    /// - Returns: 디코딩한 값입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let profile = try JSONCoding.decode(UserProfile.self, from: data)
    /// ```
    public static func decode<T: Decodable>(
        _ type: T.Type,
        from data: Data
    ) throws -> T {
        try decoder.decode(type, from: data)
    }

    /// 값을 JSON으로 인코딩합니다.

    /// 값을 서버 규칙(snake_case 키)에 맞춘 JSON 데이터로 인코딩합니다.
    ///
    /// - Parameter value: 인코딩할 값입니다.
    /// - Returns: JSON 데이터입니다.
    /// - Throws: 인코딩할 수 없는 값이면 `EncodingError`를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let body = try JSONCoding.encode(UpdateProfileRequest(nickname: "김철수"))
    /// ```
    public static func encode<T: Encodable>(_ value: T) throws -> Data {
        try encoder.encode(value)
    }

    /// 디버깅용으로 JSON 데이터를 들여쓰기한 문자열로 바꿉니다.
    ///
    /// - Parameter data: JSON 데이터입니다.
    /// - Returns: 들여쓰기한 JSON 문자열입니다. JSON이 아니면 `nil`입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let (data, _) = try await URLSession.shared.data(for: request)
    /// Log.info(String(decoding: data, as: UTF8.self))
    /// ```
    public static func prettyPrintedString(from data: Data) -> String? {
        guard
            let object = try? JSONSerialization.jsonObject(with: data),
            let pretty = try? JSONSerialization.data(
                withJSONObject: object,
                options: [.prettyPrinted, .sortedKeys]
            )
        else {
            return nil
        }
        return String(decoding: pretty, as: UTF8.self)
    }
}
