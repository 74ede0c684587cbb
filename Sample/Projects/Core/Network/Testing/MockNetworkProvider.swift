// Testing 타깃: docaudit는 `Testing` 폴더를 검사하지 않습니다(ignored 계층).
// 아래에는 일부러 문서 없는 public 타입, 프로퍼티 문서, 한 줄 매개변수가 있지만 진단되지 않습니다.

import Foundation

import CoreNetworkInterface

public final class MockNetworkProvider: NetworkProviderProtocol, @unchecked Sendable {
    /// 경로별로 돌려줄 응답
    public var responses: [String: Any] = [:]
    /// 요청받은 경로 기록
    public private(set) var requestedPaths: [String] = []

    public init() {}

    public func stub<T>(_ value: T, for path: String) { responses[path] = value }

    public func request<T: Decodable>(endpoint: Endpoint) async throws -> T {
        requestedPaths.append(endpoint.path)
        guard let value = responses[endpoint.path] as? T else {
            throw NetworkError.httpStatus(code: 404)
        }
        return value
    }
}
