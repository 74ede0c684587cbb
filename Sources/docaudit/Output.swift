#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The version `docaudit --version` prints.
let docauditVersion = "0.1.0"

/// Writes to standard output and standard error. Commands build a whole report first and
/// write it at once: thousands of lines cost a handful of system calls.
enum Output {
    static func standardOutput(_ text: String) {
        write(text, to: 1)
    }

    static func standardError(_ text: String) {
        write(text, to: 2)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
