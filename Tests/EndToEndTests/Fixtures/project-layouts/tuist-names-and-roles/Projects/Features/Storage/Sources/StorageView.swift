public struct StorageView {}
