import SwiftUI

/// 화면 아래쪽의 주요 동작에 쓰는 버튼입니다.
///
/// ## 사용 예시
/// ```swift
/// PrimaryButton("시작하기") {
///     store.send(.startButtonTapped)
/// }
/// ```
public struct PrimaryButton: View {
    private let title: String
    private let isEnabled: Bool
    private let action: () -> Void

    public init(
        _ title: String,
        isEnabled: Bool = true,
        action: @escaping () -> Void
    ) {
        self.title = title
        self.isEnabled = isEnabled
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Text(title)
                .font(.pretendard(.semibold, size: 16))
                .frame(maxWidth: .infinity)
                .frame(height: 52)
                .foregroundStyle(.white)
                .background(isEnabled ? Color.accentColor : Color.gray.opacity(0.4))
                .clipShape(RoundedRectangle(cornerRadius: 12))
        }
        .disabled(!isEnabled)
    }
}

#Preview {
    VStack(spacing: 12) {
        PrimaryButton("시작하기") {}
        PrimaryButton("다음", isEnabled: false) {}
    }
    .padding()
}
