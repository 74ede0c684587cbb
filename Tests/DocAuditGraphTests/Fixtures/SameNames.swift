// Two types of one name in different scopes, and members of each.

/// A protocol both nodes conform to.
public protocol Named {
    /// A name.
    var name: String { get }
}

/// A tree.
public struct Tree {
    /// A tree's node.
    public struct Node {
        /// The tree node's value.
        public var value: Int
    }
    /// The root.
    public var root: Node
}

/// A graph.
public struct Graph {
    /// A graph's node: same name, another scope.
    public struct Node: Named {
        /// The graph node's name.
        public var name: String
    }
}

extension Tree.Node: Named {
    /// The tree node's name.
    public var name: String { "\(value)" }
}

extension Graph.Node {
    /// A member of the graph's node only.
    public func edges() -> [Graph.Node] { [] }
}

/// A top-level type of the same name as the nested ones.
public struct Node {
    /// Its own value.
    public var value: Int
}
