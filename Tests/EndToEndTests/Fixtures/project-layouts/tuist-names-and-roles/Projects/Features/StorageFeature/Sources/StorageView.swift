import StorageFeatureInterface

public struct StorageView {}
