import FeatureLoginInterface
import SharedDesignSystem
import DomainAuthInterface

public struct LoginView {
    public init() {}
}
