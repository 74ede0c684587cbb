// 의도된 위반 (Sample/README.md 참고):
// - 프로퍼티 `bio`에 문서 주석이 있습니다. 프로퍼티에는 문서 주석을 달지 않습니다. → property-doc
// - `ProfileStatistics`의 init이 매개변수 두 개를 한 줄에 선언합니다. → multiline-parameters
// 위반처럼 보이지만 아닌 것:
// - `preview(nickname:)`은 `@_spi(Preview)`라 공개 API가 아니므로 문서가 없어도 됩니다.
// - `withNickname(_:)`은 레이블 없는(`_`) 매개변수를 내부 이름 `nickname`으로 문서화합니다.

import Foundation

/// 사용자 프로필 정보입니다.
///
/// ## 사용 예시
/// ```swift
/// let profile = try await profileClient.fetchProfile("user-1")
/// Text(profile.displayName)
/// ```
public struct UserProfile: Codable, Equatable, Identifiable, Sendable {
    public let id: String
    public var nickname: String
    // 프로필 이미지가 없으면 nil. 기본 이미지는 DesignSystem이 그립니다.
    public var imageURL: URL?
    /// 자기소개입니다. 최대 150자까지 입력할 수 있습니다.
    public var bio: String
    public var statistics: ProfileStatistics
    public let joinedAt: Date

    public init(
        id: String,
        nickname: String,
        imageURL: URL? = nil,
        bio: String = "",
        statistics: ProfileStatistics = ProfileStatistics(followerCount: 0, followingCount: 0),
        joinedAt: Date = Date()
    ) {
        self.id = id
        self.nickname = nickname
        self.imageURL = imageURL
        self.bio = bio
        self.statistics = statistics
        self.joinedAt = joinedAt
    }
}

/// 팔로워 수, 팔로잉 수 같은 프로필 통계입니다.
public struct ProfileStatistics: Codable, Equatable, Sendable {
    public var followerCount: Int
    public var followingCount: Int

    public init(followerCount: Int, followingCount: Int) {
        self.followerCount = followerCount
        self.followingCount = followingCount
    }
}

extension UserProfile {
    // 화면에 표시할 이름. 닉네임이 비어 있으면 "알 수 없음"
    public var displayName: String {
        nickname.isEmpty ? "알 수 없음" : nickname
    }

    /// 닉네임을 바꾼 새 프로필을 만듭니다.
    ///
    /// - Parameter nickname: 새 닉네임입니다. 앞뒤 공백은 지웁니다.
    /// - Returns: 닉네임만 바뀐 프로필입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let updated = profile.withNickname("  김철수 ")
    /// // updated.nickname == "김철수"
    /// ```
    public func withNickname(_ nickname: String) -> UserProfile {
        var copy = self
        copy.nickname = nickname.trimmingCharacters(in: .whitespacesAndNewlines)
        return copy
    }

    @_spi(Preview)
    public static func preview(nickname: String = "미리보기") -> UserProfile {
        UserProfile(
            id: "preview-user",
            nickname: nickname,
            bio: "docaudit 샘플 앱의 미리보기 사용자입니다.",
            statistics: ProfileStatistics(followerCount: 128, followingCount: 64)
        )
    }
}
