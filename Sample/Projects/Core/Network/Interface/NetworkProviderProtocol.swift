import Foundation

/// 앱 전체에서 사용하는 네트워크 요청 프로토콜입니다.
///
/// ## 사용 예시
/// ```swift
/// let provider: NetworkProviderProtocol = NetworkProvider()
/// let user: User = try await provider.request(endpoint: UserEndpoint.profile)
/// ```
public protocol NetworkProviderProtocol {
    /// 공통 엔드포인트를 통해 서버에 데이터를 요청합니다.
    ///
    /// - Parameter endpoint: 요청할 API의 경로와 메서드를 담은 엔드포인트입니다.
    /// - Returns: 응답 본문을 디코딩한 값입니다.
    /// - Throws: 요청이나 디코딩에 실패하면 ``NetworkError``를 던집니다.
    func request<T: Decodable>(endpoint: Endpoint) async throws -> T
}
