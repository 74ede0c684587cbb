// 구현 계층(Domain/Profile/Sources): public 선언만 검사합니다.
// `ProfileResponseDTO.toDomain()`은 `public`으로 선언했지만 타입이 internal이라 공개 API가 아닙니다.
// 그래서 문서가 없어도 진단되지 않습니다.

import ComposableArchitecture
import Foundation

import CoreNetworkInterface
import DomainProfileInterface

extension ProfileClient: DependencyKey {
    public static let liveValue = ProfileClient(
        fetchProfile: { userID in
            @Dependency(\.networkProvider) var networkProvider
            let response: ProfileResponseDTO = try await networkProvider.request(
                endpoint: ProfileEndpoint.profile(userID: userID)
            )
            return response.toDomain()
        },
        updateProfile: { nickname, bio in
            @Dependency(\.networkProvider) var networkProvider
            let response: ProfileResponseDTO = try await networkProvider.request(
                endpoint: ProfileEndpoint.update(nickname: nickname, bio: bio)
            )
            return response.toDomain()
        },
        uploadImage: { jpegData in
            @Dependency(\.networkProvider) var networkProvider
            let response: ImageUploadResponseDTO = try await networkProvider.request(
                endpoint: ProfileEndpoint.uploadImage(jpegData)
            )
            return response.imageURL
        }
    )
}

enum ProfileEndpoint: Endpoint {
    case profile(userID: String)
    case update(nickname: String, bio: String)
    case uploadImage(Data)

    var path: String {
        switch self {
        case let .profile(userID):
            return "/v1/users/\(userID)"
        case .update:
            return "/v1/users/me"
        case .uploadImage:
            return "/v1/users/me/image"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .profile:
            return .get
        case .update:
            return .patch
        case .uploadImage:
            return .post
        }
    }

    var body: Data? {
        switch self {
        case .profile:
            return nil
        case let .update(nickname, bio):
            return try? JSONEncoder().encode(["nickname": nickname, "bio": bio])
        case let .uploadImage(jpegData):
            return jpegData
        }
    }
}

struct ProfileResponseDTO: Decodable {
    let id: String
    let nickname: String
    let profileImageUrl: String?
    let bio: String?
    let followerCount: Int
    let followingCount: Int
    let createdAt: Date

    public func toDomain() -> UserProfile {
        UserProfile(
            id: id,
            nickname: nickname,
            imageURL: profileImageUrl.flatMap(URL.init(string:)),
            bio: bio ?? "",
            statistics: ProfileStatistics(
                followerCount: followerCount,
                followingCount: followingCount
            ),
            joinedAt: createdAt
        )
    }
}

struct ImageUploadResponseDTO: Decodable {
    let imageURL: URL
}
