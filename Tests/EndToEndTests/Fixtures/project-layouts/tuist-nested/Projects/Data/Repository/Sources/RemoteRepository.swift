import DataRepositoryInterface

public struct RemoteRepository {
    public init() {}
}
