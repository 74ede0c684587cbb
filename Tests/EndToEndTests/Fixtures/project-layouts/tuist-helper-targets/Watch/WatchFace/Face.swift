public struct Face {}
