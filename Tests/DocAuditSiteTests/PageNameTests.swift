import Testing
@testable import DocAuditSite

@Suite struct PageNameTests {
    @Test func namesAreStable() {
        #expect(PageName.file("UserRepository") == "userrepository_ur")
        #expect(PageName.file("user") == "user")
        #expect(PageName.file("==") == "_3d_3d")
        #expect(PageName.file("..<") == "_2e_2e_3c")
        #expect(PageName.file("..") == "_2e_2e")
        #expect(PageName.file("/") == "_2f")
        #expect(PageName.file("+") == "_2b")
        #expect(PageName.file("사용") == "_ec_82_ac_ec_9a_a9")
        #expect(PageName.file("") == "_")
    }

    @Test func namesDifferingInCaseStayDistinctWithoutCase() {
        let names = ["Foo", "foo", "FOO", "fOo", "foO", "F_oo", "f_oo", "Fo_o", "_foo"]
        let files = names.map { PageName.file($0).lowercased() }
        #expect(Set(files).count == names.count)
    }

    @Test func namesStayInTheirFolder() {
        for name in ["..", "../etc/passwd", "/", ".", "a/b", "\\", "CON", "~"] {
            let file = PageName.file(name)
            #expect(file.allSatisfy { $0.isLetter && $0.isLowercase || $0.isNumber || $0 == "_" }, "\(name) → \(file)")
        }
    }

    @Test func longNamesAreShortenedWithAHash() {
        let long = String(repeating: "사", count: 60)
        let file = PageName.file(long)
        #expect(file.utf8.count == PageName.maximumLength)
        #expect(file != PageName.file(long + "x"))
    }

    @Test func longStemsAreShortenedWithAHashOfTheWhole() {
        let short = "extension-" + PageName.file("View")
        #expect(PageName.stem(short) == short)
        let long = String(repeating: "a.", count: 150)
        #expect(PageName.stem(long).utf8.count == PageName.maximumStemLength)
        #expect(PageName.stem(long) != PageName.stem(long + "b"))
        #expect(PageName.stem(long) == PageName.stem(long))
    }

    @Test func anchorsAreReadable() {
        #expect(PageName.anchor(kind: "func", name: "load(id:)") == "func-load(id:)")
        #expect(PageName.anchor(kind: "static-func", name: "==(_:_:)") == "static-func-~3d~3d(_:_:)")
    }
}
