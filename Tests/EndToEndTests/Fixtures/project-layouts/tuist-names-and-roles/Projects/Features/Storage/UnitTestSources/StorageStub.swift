public struct StorageStub {}
