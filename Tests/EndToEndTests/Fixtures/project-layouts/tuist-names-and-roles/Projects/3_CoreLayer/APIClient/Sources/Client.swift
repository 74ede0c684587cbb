public struct Client {}
