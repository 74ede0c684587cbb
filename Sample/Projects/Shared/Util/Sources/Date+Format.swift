// 의도된 위반 (Sample/README.md 참고):
// - `relativeDescription(from:)`은 `String`을 반환하지만 문서에 `- Returns:`가 없습니다. → doc-returns
// - `yearMonthDay()`의 문서 주석은 `///` 한 줄뿐이라 비어 있습니다. 빈 문서는 문서가 아닙니다. → missing-function-doc
// - `koreanDateString()`의 사용 예시에서 괄호가 닫히지 않습니다. → example-syntax

import Foundation

/// 날짜를 서버 형식이나 화면 표시용 문자열로 바꾸는 포매터 모음입니다.
///
/// ## 사용 예시
/// ```swift
/// let date = DateFormatting.iso8601.date(from: "2025-01-01T00:00:00Z")
/// ```
public enum DateFormatting {
    // 서버가 주고받는 ISO 8601 형식
    public static let iso8601: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter
    }()

    // 화면 표시용 한국어 형식. 예: 2025년 1월 1일 (수)
    static let korean: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ko_KR")
        formatter.dateFormat = "yyyy년 M월 d일 (E)"
        return formatter
    }()
}

public extension Date {
    /// 기준 시각과 비교해 "3분 전", "2일 전" 같은 상대 시간을 만듭니다.
    ///
    /// - Parameter reference: 비교할 기준 시각입니다. 기본값은 현재 시각입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Text(post.createdAt.relativeDescription())
    /// ```
    func relativeDescription(from reference: Date = Date()) -> String {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "ko_KR")
        formatter.unitsStyle = .short
        return formatter.localizedString(for: self, relativeTo: reference)
    }

    ///
    func yearMonthDay() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "ko_KR")
        formatter.dateFormat = "yyyy.MM.dd"
        return formatter.string(from: self)
    }

    /// 날짜를 "2025년 1월 1일 (수)" 형식으로 바꿉니다.
    ///
    /// - Returns: 요일을 포함한 한국어 날짜 문자열입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// Text(profile.joinedAt.koreanDateString()
    /// ```
    func koreanDateString() -> String {
        DateFormatting.korean.string(from: self)
    }
}
