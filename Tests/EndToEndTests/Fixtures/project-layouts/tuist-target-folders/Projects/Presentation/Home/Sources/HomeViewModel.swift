import NetworkCake

final class HomeViewModel {
    /// The cakes shown.
    var cakes: [Cake] = []
}

public final class HomeViewController {}
