import ComposableArchitecture
import Foundation

/// ``NetworkProviderProtocol`` 구현체를 TCA 의존성으로 주입하기 위한 키입니다.
///
/// 실제 구현(`liveValue`)은 `CoreNetwork` 모듈이 제공하고, App에서 `.withDependency`로 조립합니다.
public enum NetworkProviderKey: TestDependencyKey {
    public static let testValue: any NetworkProviderProtocol = UnimplementedNetworkProvider()
}

extension DependencyValues {
    // `@Dependency(\.networkProvider)`로 접근합니다.
    public var networkProvider: any NetworkProviderProtocol {
        get { self[NetworkProviderKey.self] }
        set { self[NetworkProviderKey.self] = newValue }
    }
}

// 테스트에서 주입하지 않고 호출하면 실패를 알립니다.
private struct UnimplementedNetworkProvider: NetworkProviderProtocol {
    func request<T: Decodable>(endpoint: Endpoint) async throws -> T {
        reportIssue("NetworkProvider.request(endpoint:) is unimplemented: \(endpoint.path)")
        throw CancellationError()
    }
}
