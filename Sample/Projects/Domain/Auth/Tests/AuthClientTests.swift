// Tests 타깃: docaudit는 `Tests` 폴더를 검사하지 않습니다(ignored 계층).
// 아래의 프로퍼티 문서, 문서 없는 public 함수, 한 줄 매개변수는 진단되지 않습니다.

import ComposableArchitecture
import XCTest

@testable import DomainAuth
import DomainAuthInterface

final class AuthClientTests: XCTestCase {
    /// 만료되지 않은 테스트용 토큰
    let token = AuthToken(userID: "user-1", accessToken: "a", refreshToken: "r", expiresAt: .distantFuture)

    public func makeToken(expiresAt: Date, userID: String = "user-1") -> AuthToken {
        AuthToken(userID: userID, accessToken: "a", refreshToken: "r", expiresAt: expiresAt)
    }

    func testTokenIsNotExpired() {
        XCTAssertFalse(token.isExpired())
    }

    func testTokenExpiresThirtySecondsEarly() {
        let now = Date()
        let token = makeToken(expiresAt: now.addingTimeInterval(10))
        XCTAssertTrue(token.isExpired(at: now))
    }

    func testDecodeSnakeCase() throws {
        let json = """
        {
          "user_id": "user-1",
          "access_token": "a",
          "refresh_token": "r",
          "expires_at": "2030-01-01T00:00:00Z"
        }
        """
        let token = try AuthToken.decode(from: Data(json.utf8))
        XCTAssertEqual(token.userID, "user-1")
    }
}
