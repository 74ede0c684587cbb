public struct WatchApp {}
