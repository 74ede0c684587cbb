import Testing
@testable import DocAuditCore

/// Inputs a fuzzer found that once read past the end of the buffer. The tests run in a debug
/// build, where slicing an unsafe buffer out of range traps: each input here would stop the
/// test run again if a range could pass the end once more.
@Suite struct HostileInputTests {
    /// An unclosed `(` in a return type: the range of the type once ended a byte past the file.
    @Test func unclosedParenthesisInReturnType() {
        let found = declarations("func=o->d to-----%(===/")
        #expect(found.count == 1)
        #expect(found[0].returnType == "d to-----%(===/")
        #expect(found[0].signatureEnd <= 23)
    }

    /// The same through invalid UTF-8, which `docaudit symbols` scans.
    @Test func unclosedParenthesisAfterInvalidUTF8() {
        let bytes: [UInt8] = Array("func)->".utf8) + [0xFF, UInt8(ascii: "(")]
        let scanned = Scanner.scan(bytes)
        #expect(scanned.invalidUTF8Offset == 7)
        for declaration in scanned.declarations {
            #expect(declaration.signatureEnd <= bytes.count)
        }
    }

    /// Every way a signature can end at an unclosed bracket: after a parameter clause, an
    /// attribute's arguments, a generic clause, a property's type and an initializer.
    @Test func unclosedBracketsEndAtTheFile() {
        let sources = [
            "func f() -> (Int", "func f() -> [Int", "func f(a: (Int", "@available(iOS 1",
            "var a: (Int", "var a: [Int: (", "struct S<T: (", "init(a: [", "subscript(a: Int) -> (",
            "case a(Int", "typealias A = (Int", "func f<T>() -> T where T: (", "macro m() = #e(",
        ]
        for source in sources {
            let bytes = Array(source.utf8)
            for declaration in Scanner.scan(bytes).declarations {
                #expect(declaration.signatureEnd <= bytes.count, "\(source)")
                if let returnType = declaration.returnType { #expect(returnType.utf8.count <= bytes.count, "\(source)") }
            }
        }
    }
}
