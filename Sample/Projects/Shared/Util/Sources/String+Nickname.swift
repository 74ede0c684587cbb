// 의도된 위반 (Sample/README.md 참고):
// - `normalizedNickname()`의 문서 주석과 선언 사이에 `// MARK:` 주석이 끼어 있습니다.
//   컴파일러는 일반 주석을 건너뛰고 문서를 붙이지만 실수로 보이므로 경고합니다. → detached-doc
// - `withHonorific()`의 사용 예시에 닫히지 않은 문자열 리터럴이 있습니다. → example-syntax
// - `truncated(maxLength:suffix:)`가 매개변수 두 개를 한 줄에 선언합니다. → multiline-parameters
// 위반처럼 보이지만 아닌 것:
// - `isValidNickname()` 위의 `// MARK: - Nickname`은 문서 주석보다 위에 있으므로 문제가 없습니다.
// - `private` 함수 `containsOnlyAllowedCharacters()`는 공개 API가 아니라 문서가 필요 없습니다.

import Foundation

public extension String {
    // MARK: - Nickname

    /// 닉네임 규칙(2~10자의 한글, 영문, 숫자)에 맞는지 검사합니다.
    ///
    /// - Returns: 규칙에 맞으면 `true`입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// "김철수".isValidNickname()   // true
    /// "a".isValidNickname()        // false
    /// ```
    func isValidNickname() -> Bool {
        (2...10).contains(count) && containsOnlyAllowedCharacters()
    }

    /// 앞뒤 공백을 지우고 연속된 공백을 하나로 줄인 닉네임을 만듭니다.
    ///
    /// - Returns: 공백을 정리한 문자열입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let nickname = "  김   철수 ".normalizedNickname()   // "김 철수"
    /// ```
    // MARK: - Normalization
    func normalizedNickname() -> String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// 닉네임 뒤에 존칭 "님"을 붙입니다.
    ///
    /// - Returns: 존칭을 붙인 문자열입니다. 닉네임이 비어 있으면 "회원님"입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// let title = "김철수".withHonorific()
    /// let greeting = "안녕하세요, " + title + "
    /// ```
    func withHonorific() -> String {
        isEmpty ? "회원님" : self + "님"
    }

    /// 최대 길이를 넘는 부분을 잘라내고 말줄임 문자열을 붙입니다.
    ///
    /// - Parameters:
    ///   - maxLength: 남길 최대 글자 수입니다.
    ///   - suffix: 잘라냈을 때 붙일 문자열입니다.
    /// - Returns: 잘라낸 문자열입니다. 길이가 `maxLength` 이하면 그대로입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// "아주아주긴닉네임입니다".truncated(maxLength: 5, suffix: "…")   // "아주아주긴…"
    /// ```
    func truncated(maxLength: Int, suffix: String = "…") -> String {
        count > maxLength ? String(prefix(maxLength)) + suffix : self
    }

    private func containsOnlyAllowedCharacters() -> Bool {
        unicodeScalars.allSatisfy { scalar in
            CharacterSet.alphanumerics.contains(scalar)
                || (0xAC00...0xD7A3).contains(scalar.value)
        }
    }
}
