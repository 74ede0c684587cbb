// 위반처럼 보이지만 아닌 것 (Sample/README.md 참고):
// - `loadingOverlay(isPresented:)`는 문서에 사용 예시가 없지만, .docaudit.json의 override가
//   Projects/Shared/DesignSystem/** 에서 missing-usage-example을 끕니다.
// - `LoadingOverlayModifier`는 internal이라 공개 API가 아닙니다.

import SwiftUI

struct LoadingOverlayModifier: ViewModifier {
    let isPresented: Bool

    func body(content: Content) -> some View {
        content.overlay {
            if isPresented {
                ZStack {
                    Color.black.opacity(0.2)
                        .ignoresSafeArea()
                    ProgressView()
                        .controlSize(.large)
                }
            }
        }
    }
}

extension View {
    /// 로딩 중일 때 화면 전체를 반투명하게 덮고 인디케이터를 보여줍니다.
    ///
    /// - Parameter isPresented: 로딩 표시 여부입니다.
    /// - Returns: 로딩 오버레이를 덧씌운 뷰입니다.
    public func loadingOverlay(isPresented: Bool) -> some View {
        modifier(LoadingOverlayModifier(isPresented: isPresented))
    }
}
