/// Module names numbered in the order they first come: the symbol index, its table and the
/// ignored files a check leaves unread keep a small number per entry, not a name.
struct ModuleNumbers: Sendable {
    /// The names, by number.
    private(set) var names: [String] = []
    private var numbers: [String: Int32] = [:]

    /// The number of `module`, given it when it is new.
    ///
    /// ```swift
    /// let number = modules.number(of: "NetworkInterface")
    /// ```
    mutating func number(of module: String) -> Int32 {
        if let number = numbers[module] { return number }
        let number = Int32(names.count)
        names.append(module)
        numbers[module] = number
        return number
    }

    /// The number of `module`, if it has one.
    func existingNumber(of module: String) -> Int32? {
        numbers[module]
    }

    /// The name numbered `number`.
    /// Gives the modules `renames` names their new names; a number keeps its module.
    mutating func rename(_ renames: [String: String]) {
        for number in names.indices {
            guard let name = renames[names[number]] else { continue }
            numbers[names[number]] = nil
            names[number] = name
            if numbers[name] == nil { numbers[name] = Int32(number) }
        }
    }

    subscript(number: Int32) -> String {
        names[Int(number)]
    }
}
