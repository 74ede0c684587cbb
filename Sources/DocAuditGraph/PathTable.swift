/// Names and paths of names, each stored once and known by a number: the graph compares,
/// looks up and groups symbols by paths thousands of times, and a number is compared and
/// hashed at once where an array of strings is allocated, hashed and compared name by name.
///
/// A path is a node of a tree whose root is the empty path; a node's children extend it by one
/// name. `Outer.Inner` is the child `Inner` of the child `Outer` of the root.
struct PathTable {
    /// The empty path.
    static let root: Int32 = 0

    private(set) var names: [String] = []
    private var nameNumbers: [String: Int32] = [:]
    /// Per node: its parent (-1 for the root) and its last name.
    private var parents: [Int32] = [-1]
    private var lastNames: [Int32] = [-1]
    /// A node's child by name, keyed by parent and name in one number.
    private var children: [UInt64: Int32] = [:]

    /// The number of `name`, given one if it has none.
    mutating func intern(_ name: String) -> Int32 {
        if let known = nameNumbers[name] { return known }
        let number = Int32(names.count)
        names.append(name)
        nameNumbers[name] = number
        return number
    }

    /// The number of `name`, nil when no path holds it.
    func number(of name: String) -> Int32? {
        nameNumbers[name]
    }

    /// The node `parent` extended by `name`, made if it is new.
    mutating func child(_ parent: Int32, _ name: Int32) -> Int32 {
        let key = Self.key(parent, name)
        if let known = children[key] { return known }
        let node = Int32(parents.count)
        parents.append(parent)
        lastNames.append(name)
        children[key] = node
        return node
    }

    /// The node `parent` extended by `name`, nil when no path is that.
    func existingChild(_ parent: Int32, _ name: Int32) -> Int32? {
        children[Self.key(parent, name)]
    }

    /// The node of `names` below `parent`, made as needed.
    mutating func node(_ names: [String], under parent: Int32 = root) -> Int32 {
        var node = parent
        for name in names { node = child(node, intern(name)) }
        return node
    }

    /// The node of the names `names` below `parent`, nil when there is none.
    func existingNode(_ names: [Int32], under parent: Int32) -> Int32? {
        var node = parent
        for name in names {
            guard let next = existingChild(node, name) else { return nil }
            node = next
        }
        return node
    }

    func parent(_ node: Int32) -> Int32 {
        parents[Int(node)]
    }

    /// The number of a node's last name (-1 for the root).
    func lastName(_ node: Int32) -> Int32 {
        lastNames[Int(node)]
    }

    /// A node's last name, empty for the root.
    func lastString(_ node: Int32) -> String {
        node == Self.root ? "" : names[Int(lastNames[Int(node)])]
    }

    /// The names from the root to `node`, outermost first.
    func components(_ node: Int32) -> [String] {
        var depth = 0
        var current = node
        while current > Self.root {
            depth += 1
            current = parents[Int(current)]
        }
        current = node
        return [String](unsafeUninitializedCapacity: depth) { buffer, count in
            for index in stride(from: depth - 1, through: 0, by: -1) {
                (buffer.baseAddress! + index).initialize(to: names[Int(lastNames[Int(current)])])
                current = parents[Int(current)]
            }
            count = depth
        }
    }

    /// The numbers of the names from the root to `node`, outermost first.
    func nameNumbers(_ node: Int32) -> [Int32] {
        var reversed: [Int32] = []
        var current = node
        while current > Self.root {
            reversed.append(lastNames[Int(current)])
            current = parents[Int(current)]
        }
        return reversed.reversed()
    }

    /// The names of `node` joined by dots.
    func dotted(_ node: Int32) -> String {
        components(node).joined(separator: ".")
    }

    private static func key(_ parent: Int32, _ name: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: name))
    }
}
