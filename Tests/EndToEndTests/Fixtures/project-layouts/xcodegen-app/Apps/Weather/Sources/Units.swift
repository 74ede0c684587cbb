public func celsius(_ fahrenheit: Double) -> Double { (fahrenheit - 32) * 5 / 9 }
