/// Makes the storage screen.
public protocol StorageFactory {
    /// The screen.
    func make() -> String
}

public struct StorageRoute {}
