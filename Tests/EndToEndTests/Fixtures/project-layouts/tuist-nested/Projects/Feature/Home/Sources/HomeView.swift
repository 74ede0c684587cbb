public struct HomeView {
    public init() {}
}
