public struct FakeNetwork {}
