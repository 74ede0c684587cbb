// 위반처럼 보이지만 아닌 것 (Sample/README.md 참고):
// - `viewDidLoad()`, `viewWillAppear(_:)`는 override라 문서와 사용 예시 검사에서 면제됩니다.

import SwiftUI
import UIKit

/// SwiftUI 화면을 UIKit 내비게이션에 올릴 때 쓰는 기본 호스팅 컨트롤러입니다.
///
/// 배경색과 내비게이션 바 색을 디자인 시스템에 맞춥니다.
///
/// ## 사용 예시
/// ```swift
/// let controller = BaseHostingController(rootView: ProfileView(store: store))
/// navigationController.pushViewController(controller, animated: true)
/// ```
open class BaseHostingController<Content: View>: UIHostingController<Content> {
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.navigationBar.tintColor = .label
    }
}
