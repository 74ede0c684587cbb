import Foundation

/// 문자열 리터럴로 `URL`을 만들고, 형식이 잘못되었으면 컴파일 오류를 냅니다.
///
/// 런타임에 `URL(string:)!`로 강제 언래핑하는 대신 사용합니다.
///
/// - Parameter string: URL 문자열 리터럴입니다.
/// - Returns: 검증된 `URL`입니다.
///
/// ## 사용 예시
/// ```swift
/// let termsURL: URL = #URL("https://example.com/terms")
/// ```
@freestanding(expression)
public macro URL(_ string: String) -> URL = #externalMacro(module: "SharedUtilMacros", type: "URLMacro")
