public struct SplashModel {
    public let id: Int
}
