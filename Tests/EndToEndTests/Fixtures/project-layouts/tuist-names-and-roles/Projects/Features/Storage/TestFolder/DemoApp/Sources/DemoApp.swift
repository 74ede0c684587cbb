public struct StorageDemoApp {}
