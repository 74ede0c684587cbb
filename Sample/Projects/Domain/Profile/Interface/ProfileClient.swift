// 의도된 위반 (Sample/README.md 참고):
// - `fetchProfiles(ids:)`의 문서 주석과 선언 사이에 빈 줄이 있습니다. 컴파일러는 그래도 문서를 붙이지만
//   실수로 보이므로 경고합니다. → detached-doc (함수는 문서화된 것으로 봅니다)
// - deprecated된 `loadProfile(id:)`에는 요약과 필드만 있고 사용 예시가 없습니다. → missing-usage-example
//   (`@available` 속성이 같은 줄에 있고 한국어를 포함하므로 열 번호는 UTF-8 바이트로 셉니다.)

import ComposableArchitecture
import Foundation

/// 프로필 조회와 수정을 담당하는 클라이언트입니다.
///
/// ## 사용 예시
/// ```swift
/// @Dependency(\.profileClient) var profileClient
/// let profile = try await profileClient.fetchProfile("user-1")
/// ```
public struct ProfileClient: Sendable {
    // 사용자 ID로 프로필을 불러옵니다.
    public var fetchProfile: @Sendable (_ userID: String) async throws -> UserProfile
    // 닉네임과 자기소개를 수정하고, 수정된 프로필을 반환합니다.
    public var updateProfile: @Sendable (_ nickname: String, _ bio: String) async throws -> UserProfile
    // JPEG 이미지를 업로드하고 새 프로필 이미지 URL을 반환합니다.
    public var uploadImage: @Sendable (_ jpegData: Data) async throws -> URL

    public init(
        fetchProfile: @escaping @Sendable (_ userID: String) async throws -> UserProfile,
        updateProfile: @escaping @Sendable (_ nickname: String, _ bio: String) async throws -> UserProfile,
        uploadImage: @escaping @Sendable (_ jpegData: Data) async throws -> URL
    ) {
        self.fetchProfile = fetchProfile
        self.updateProfile = updateProfile
        self.uploadImage = uploadImage
    }
}

extension ProfileClient {
    /// 여러 사용자의 프로필을 동시에 불러옵니다.
    ///
    /// 결과는 `ids`와 같은 순서로 돌려줍니다.
    ///
    /// - Parameter ids: 불러올 사용자 ID 목록입니다.
    /// - Returns: `ids` 순서대로 정렬한 프로필 목록입니다.
    /// - Throws: 하나라도 실패하면 그 오류를 던집니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let followers = try await profileClient.fetchProfiles(ids: followerIDs)
    /// ```

    public func fetchProfiles(ids: [String]) async throws -> [UserProfile] {
        try await withThrowingTaskGroup(of: (Int, UserProfile).self) { group in
            for (index, id) in ids.enumerated() {
                group.addTask {
                    try await (index, fetchProfile(id))
                }
            }
            var profiles: [(Int, UserProfile)] = []
            for try await result in group {
                profiles.append(result)
            }
            return profiles.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// 사용자 프로필을 불러옵니다.
    ///
    /// - Parameter id: 사용자 ID입니다.
    /// - Returns: 불러온 프로필입니다.
    /// - Throws: 네트워크 오류를 그대로 던집니다.
    @available(*, deprecated, message: "fetchProfile 클로저를 직접 호출하세요.") public func loadProfile(id: String) async throws -> UserProfile {
        try await fetchProfile(id)
    }
}

extension ProfileClient: TestDependencyKey {
    public static let testValue = ProfileClient(
        fetchProfile: unimplemented("ProfileClient.fetchProfile"),
        updateProfile: unimplemented("ProfileClient.updateProfile"),
        uploadImage: unimplemented("ProfileClient.uploadImage")
    )
}

extension DependencyValues {
    // `@Dependency(\.profileClient)`로 접근합니다.
    public var profileClient: ProfileClient {
        get { self[ProfileClient.self] }
        set { self[ProfileClient.self] = newValue }
    }
}
