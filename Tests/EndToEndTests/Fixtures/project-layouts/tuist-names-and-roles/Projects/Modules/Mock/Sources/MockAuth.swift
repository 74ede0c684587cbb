public struct MockAuth {}
