// snippet.hide
import Kit
// snippet.show

/// Greets whoever runs it.
public func greet() {
    print("Hello")
}

greet()
