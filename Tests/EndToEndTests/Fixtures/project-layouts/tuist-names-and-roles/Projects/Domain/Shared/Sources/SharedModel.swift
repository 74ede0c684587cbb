public struct SharedModel {}
