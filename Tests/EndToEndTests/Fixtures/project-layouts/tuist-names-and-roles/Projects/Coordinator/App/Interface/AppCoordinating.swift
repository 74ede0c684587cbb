public protocol AppCoordinating {}
