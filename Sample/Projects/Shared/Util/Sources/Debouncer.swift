// 위반처럼 보이지만 아닌 것 (Sample/README.md 참고):
// - `cancel()`의 사용 예시는 언어 표시가 없는 코드 블록(```)입니다. 언어 표시가 비어 있으면 Swift 예시로 봅니다.

import Foundation

/// 짧은 시간 안에 반복해서 들어온 작업 중 마지막 하나만 실행합니다.
///
/// 검색어 입력처럼 이벤트가 연달아 들어올 때 사용합니다.
///
/// ## 사용 예시
/// ```swift
/// let debouncer = Debouncer(delay: .milliseconds(300))
/// await debouncer.schedule {
///     await store.send(.searchQueryChanged(query))
/// }
/// ```
public actor Debouncer {
    private let delay: Duration
    private var task: Task<Void, Never>?

    public init(delay: Duration) {
        self.delay = delay
    }

    /// 이전에 예약한 작업을 취소하고 새 작업을 예약합니다.
    ///
    /// - Parameter operation: `delay`가 지난 뒤 실행할 작업입니다.
    ///
    /// ## 사용 예시
    /// ```swift
    /// await debouncer.schedule {
    ///     await search(keyword)
    /// }
    /// ```
    public func schedule(_ operation: @escaping @Sendable () async -> Void) {
        task?.cancel()
        task = Task { [delay] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else {
                return
            }
            await operation()
        }
    }

    /// 예약한 작업을 실행하지 않고 취소합니다.
    ///
    /// ## 사용 예시
    /// ```
    /// await debouncer.cancel()
    /// ```
    public func cancel() {
        task?.cancel()
        task = nil
    }
}
