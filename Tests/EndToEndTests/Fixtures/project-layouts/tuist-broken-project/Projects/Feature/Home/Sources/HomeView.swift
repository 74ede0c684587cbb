/// The home screen.
public struct HomeView {}
