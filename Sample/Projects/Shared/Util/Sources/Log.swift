// 의도된 위반 (Sample/README.md 참고):
// - `dump(_:)`의 문서 주석이 `#if DEBUG` 앞에 있어 아무것도 문서화하지 않습니다. → detached-doc
//   그래서 `dump(_:)`는 문서가 없는 공개 함수입니다. → missing-function-doc
// - 타입 끝의 `}` 바로 앞에 남은 TODO 문서 주석은 아무것도 문서화하지 않습니다. → detached-doc
// 위반처럼 보이지만 아닌 것:
// - `verbose(_:)`는 `#if DEBUG`와 `#else` 두 갈래에 각각 선언되어 있고, 둘 다 `#if` 안쪽에서 문서화되어 있습니다.

import Foundation
import OSLog

/// 앱 전역에서 쓰는 로거입니다.
///
/// `OSLog`를 감싸며, 카테고리별로 로그를 나눕니다.
///
/// ## 사용 예시
/// ```swift
/// Log.info("프로필을 불러왔습니다.")
/// Log.error(error, category: .network)
/// ```
public enum Log {
    /// 로그를 나누는 카테고리입니다.
    public enum Category: String, Sendable {
        case network
        case auth
        case ui
    }

    // OSLog subsystem. 번들 ID를 씁니다.
    private static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.docaudit-sample"

    /// 정보 로그를 남깁니다.
    ///
    /// - Parameters:
    ///   - message: 남길 메시지입니다.
    ///   - category: 로그 카테고리입니다. 기본값은 `.ui`입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Log.info("로그인 성공", category: .auth)
    /// ```
    public static func info(
        _ message: String,
        category: Category = .ui
    ) {
        logger(for: category).info("\(message, privacy: .public)")
    }

    /// 오류 로그를 남깁니다.
    ///
    /// - Parameters:
    ///   - error: 남길 오류입니다.
    ///   - category: 로그 카테고리입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Log.error(error, category: .network)
    /// ```
    public static func error(
        _ error: Error,
        category: Category
    ) {
        logger(for: category).error("\(error.localizedDescription, privacy: .public)")
    }

    #if DEBUG
    /// 디버그 빌드에서는 상세 로그를 콘솔에도 출력합니다.
    ///
    /// - Parameter message: 출력할 메시지입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Log.verbose("state: \(state)")
    /// ```
    public static func verbose(_ message: String) {
        print("🔍 \(message)")
    }
    #else
    /// 릴리스 빌드에서는 상세 로그를 남기지 않습니다.
    ///
    /// - Parameter message: 무시하는 메시지입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Log.verbose("state: \(state)")
    /// ```
    public static func verbose(_ message: String) {}
    #endif

    /// 응답 본문을 콘솔에 그대로 출력합니다. 디버그 빌드에서만 있습니다.
    #if DEBUG
    public static func dump(_ data: Data) {
        print(String(decoding: data, as: UTF8.self))
    }
    #endif

    private static func logger(for category: Category) -> Logger {
        Logger(subsystem: subsystem, category: category.rawValue)
    }

    /// TODO: 원격 로그(Crashlytics) 연동
}
