// 의도된 위반 (Sample/README.md 참고):
// - public struct `ToastView`에 문서가 없습니다. → missing-type-doc
//   (DesignSystem의 override는 missing-usage-example만 끄므로 이 규칙에는 영향이 없습니다.)

import SwiftUI

public struct ToastView: View {
    private let message: String

    public init(message: String) {
        self.message = message
    }

    public var body: some View {
        Text(message)
            .font(.body1)
            .foregroundStyle(.white)
            .padding(.horizontal, 16)
            .padding(.vertical, 12)
            .background(Color.black.opacity(0.8))
            .clipShape(Capsule())
            .padding(.bottom, 32)
    }
}

extension View {
    /// 화면 아래쪽에 토스트 메시지를 잠시 띄웁니다.
    ///
    /// - Parameters:
    ///   - message: 보여줄 메시지입니다.
    ///   - isPresented: 토스트 표시 여부입니다. 2초 뒤 자동으로 `false`가 됩니다.
    /// - Returns: 토스트를 덧씌운 뷰입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// ProfileEditView(store: store)
    ///     .toast(message: "저장했어요", isPresented: $isToastPresented)
    /// ```
    public func toast(
        message: String,
        isPresented: Binding<Bool>
    ) -> some View {
        overlay(alignment: .bottom) {
            if isPresented.wrappedValue {
                ToastView(message: message)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
                    .task {
                        try? await Task.sleep(for: .seconds(2))
                        isPresented.wrappedValue = false
                    }
            }
        }
        .animation(.easeInOut, value: isPresented.wrappedValue)
    }
}

#Preview {
    Color.white
        .toast(message: "저장했어요", isPresented: .constant(true))
}
