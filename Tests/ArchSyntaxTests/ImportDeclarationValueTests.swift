import Testing
@testable import ArchSyntax

/// `ImportDeclaration` keeps the parts most imports leave empty in a shared box: it must
/// still behave as a value, whichever way a declaration was made or changed.
@Suite("Import declarations are values")
struct ImportDeclarationValueTests {
    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = ImportDeclaration(module: "Foundation", path: ["Foundation", "Data"], kind: "struct",
                                         attributes: ["@testable"], accessLevel: "public", line: 3, column: 1)
        var copy = original
        copy.attributes.append("@preconcurrency")
        copy.kind = nil
        copy.path = ["UIKit"]
        #expect(original.path == ["Foundation", "Data"] && original.kind == "struct")
        #expect(original.attributes == ["@testable"] && original.accessLevel == "public")
        #expect(copy.path == ["UIKit"] && copy.module == "UIKit" && copy.kind == nil)
        #expect(copy.attributes == ["@testable", "@preconcurrency"] && copy.accessLevel == "public")
    }

    @Test func equalityAndHashingFollowTheParts() {
        let plain = ImportDeclaration(module: "A", path: ["A"], line: 1, column: 1)
        var emptied = ImportDeclaration(module: "A", path: ["A", "B"], kind: "struct", attributes: ["@x"],
                                        accessLevel: "private", line: 1, column: 1)
        #expect(plain != emptied)
        emptied.path = ["A"]
        emptied.kind = nil
        emptied.attributes = []
        emptied.accessLevel = nil
        #expect(plain == emptied)
        #expect(Set([plain, emptied]).count == 1)
        let scanned = SourceScanner.scan(Array("@testable public import A.B\n".utf8)).imports
        let made = ImportDeclaration(module: "A", path: ["A", "B"], attributes: ["@testable"], accessLevel: "public",
                                     line: 1, column: 18)
        #expect(scanned == [made])
        #expect(scanned.first?.hashValue == made.hashValue)
        #expect(scanned.first?.isTestable == true && scanned.first?.isExported == false)
    }
}
