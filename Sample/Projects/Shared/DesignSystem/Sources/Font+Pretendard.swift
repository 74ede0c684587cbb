// 의도된 위반 (Sample/README.md 참고):
// - `pretendard(_:size:)`의 문서가 매개변수 `size`를 빠뜨렸습니다. → doc-parameters
// 위반처럼 보이지만 아닌 것:
// - 사용 예시가 없지만 .docaudit.json의 override가 DesignSystem에서 missing-usage-example을 끕니다.
// - `body1`, `heading1`, `caption1` 같은 정적 프로퍼티에는 일반 `//` 주석만 있습니다.

import SwiftUI

/// 디자인 시스템에서 사용하는 Pretendard 글꼴 굵기입니다.
public enum PretendardWeight: String, CaseIterable, Sendable {
    case regular = "Pretendard-Regular"
    case medium = "Pretendard-Medium"
    case semibold = "Pretendard-SemiBold"
    case bold = "Pretendard-Bold"
}

extension Font {
    /// Pretendard 글꼴을 만듭니다.
    ///
    /// - Parameters:
    ///   - weight: 글꼴 굵기입니다.
    /// - Returns: 지정한 굵기와 크기의 글꼴입니다.
    public static func pretendard(
        _ weight: PretendardWeight,
        size: CGFloat
    ) -> Font {
        .custom(weight.rawValue, size: size)
    }

    // 제목 (Bold 24)
    public static let heading1 = pretendard(.bold, size: 24)
    // 본문 (Medium 16)
    public static let body1 = pretendard(.medium, size: 16)
    // 보조 설명 (Regular 12)
    public static let caption1 = pretendard(.regular, size: 12)
}
