// 의도된 위반 (Sample/README.md 참고):
// - `cancelAllRequests()`는 `/** */` 블록 문서가 있지만 사용 예시가 없습니다. → missing-usage-example
// 위반처럼 보이지만 아닌 것:
// - `public private(set) var lastStatusCode`에는 일반 `//` 주석만 있습니다.
// - `public init(...)`은 기본 설정(`kinds`)에서 검사하지 않습니다.
// - private 함수는 구현 계층에서 공개 API가 아니므로 문서가 필요 없습니다.

import ComposableArchitecture
import Foundation

import CoreNetworkInterface

/// `URLSession` 기반의 ``NetworkProviderProtocol`` 구현체입니다.
///
/// 싱글톤을 두지 않고 TCA 의존성으로 주입합니다.
///
/// ## 사용 예시
/// ```swift
/// let provider = NetworkProvider(baseURL: APIEnvironment.current().baseURL)
/// let profile: UserProfile = try await provider.request(endpoint: ProfileEndpoint.me)
/// ```
public final class NetworkProvider: NetworkProviderProtocol, @unchecked Sendable {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder

    // 마지막으로 받은 HTTP 상태 코드. 디버그 메뉴에서 보여줍니다.
    public private(set) var lastStatusCode: Int?

    public init(
        baseURL: URL,
        session: URLSession = .shared,
        decoder: JSONDecoder = JSONDecoder()
    ) {
        self.baseURL = baseURL
        self.session = session
        self.decoder = decoder
    }

    /// 엔드포인트로 요청을 보내고 응답 본문을 디코딩합니다.
    ///
    /// - Parameter endpoint: 요청할 엔드포인트입니다.
    /// - Returns: 응답 본문을 `T`로 디코딩한 값입니다.
    /// - Throws: 연결 실패, 2xx가 아닌 상태 코드, 디코딩 실패 시 ``NetworkError``를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let token: AuthToken = try await provider.request(endpoint: AuthEndpoint.refresh)
    /// ```
    public func request<T: Decodable>(endpoint: Endpoint) async throws -> T {
        let request = try endpoint.makeURLRequest(baseURL: baseURL)
        let (data, response) = try await perform(request)
        let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
        lastStatusCode = statusCode
        guard (200..<300).contains(statusCode) else {
            throw NetworkError.httpStatus(code: statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw NetworkError.decoding(description: String(describing: error))
        }
    }

    /**
     진행 중인 모든 요청을 취소합니다.

     로그아웃하거나 계정을 전환할 때 이전 사용자의 요청이 남지 않도록 호출합니다.
     */
    public func cancelAllRequests() {
        session.getAllTasks { tasks in
            tasks.forEach { $0.cancel() }
        }
    }

    private func perform(_ request: URLRequest) async throws -> (Data, URLResponse) {
        do {
            return try await session.data(for: request)
        } catch let error as URLError where error.code == .notConnectedToInternet {
            throw NetworkError.notConnected
        }
    }
}

extension NetworkProviderKey: DependencyKey {
    public static let liveValue: any NetworkProviderProtocol = NetworkProvider(
        baseURL: APIEnvironment.current().baseURL
    )
}
