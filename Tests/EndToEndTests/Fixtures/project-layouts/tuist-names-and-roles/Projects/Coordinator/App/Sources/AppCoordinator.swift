public final class AppCoordinator {}
