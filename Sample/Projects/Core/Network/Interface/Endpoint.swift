// 의도된 위반 (Sample/README.md 참고):
// - `public extension Endpoint`의 `makeURLRequest(baseURL:)`에 문서가 없습니다.
//   확장에 붙은 `public`이 멤버의 접근 수준이 되므로 공개 API입니다. → missing-function-doc

import Foundation

/// 서버 API 하나를 표현하는 엔드포인트입니다.
///
/// 각 도메인 모듈은 이 프로토콜을 채택한 `enum`으로 API를 정의합니다.
///
/// ## 사용 예시
/// ```swift
/// enum UserEndpoint: Endpoint {
///     case profile
///
///     var path: String { "/v1/users/me" }
///     var method: HTTPMethod { .get }
/// }
/// ```
public protocol Endpoint: Sendable {
    // 베이스 URL 뒤에 붙는 경로입니다. 예: "/v1/users/me"
    var path: String { get }
    // HTTP 메서드
    var method: HTTPMethod { get }
    // 쿼리 파라미터. 기본 구현은 빈 배열입니다.
    var queryItems: [URLQueryItem] { get }
    // JSON 본문. GET 요청은 nil
    var body: Data? { get }
}

/// 엔드포인트가 사용하는 HTTP 메서드입니다.
public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
}

/// 네트워크 요청이 실패한 이유입니다.
public enum NetworkError: Error, Equatable, Sendable {
    // 경로나 쿼리로 URL을 만들 수 없음
    case invalidURL
    // 2xx가 아닌 상태 코드
    case httpStatus(code: Int)
    case decoding(description: String)
    case notConnected
}

public extension Endpoint {
    var queryItems: [URLQueryItem] { [] }
    var body: Data? { nil }

    func makeURLRequest(baseURL: URL) throws -> URLRequest {
        guard var components = URLComponents(
            url: baseURL.appendingPathComponent(path),
            resolvingAgainstBaseURL: false
        ) else {
            throw NetworkError.invalidURL
        }
        if !queryItems.isEmpty {
            components.queryItems = queryItems
        }
        guard let url = components.url else {
            throw NetworkError.invalidURL
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}
