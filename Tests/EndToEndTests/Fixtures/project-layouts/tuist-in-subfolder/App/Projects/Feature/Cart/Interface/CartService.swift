import DesignKit

public protocol CartService {
    func add(_ item: String)
}
