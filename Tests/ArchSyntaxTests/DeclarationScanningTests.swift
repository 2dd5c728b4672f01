import Testing
@testable import ArchSyntax

private func declarations(_ source: String) -> [String] {
    SourceScanner.scan(Array(source.utf8)).declarations.map { "\($0.line):\($0.column) \($0.kind.rawValue) \($0.name)" }
}

@Suite("Declaration scanning")
struct DeclarationScanningTests {
    @Test func everyTypeIntroducerIsRecordedAtItsName() {
        #expect(declarations("""
        final class CartManager: NSObject {}
        struct Point { }
        public enum Route<T> where T: Equatable {}
        protocol SessionManaging {}
        actor Store {}
        typealias Completion = () -> Void
        enum `Kind` { case a }
        """) == [
            "1:13 class CartManager",
            "2:8 struct Point",
            "3:13 enum Route",
            "4:10 protocol SessionManaging",
            "5:7 actor Store",
            "6:11 typealias Completion",
            "7:6 enum Kind",
        ])
    }

    @Test func nestedTypesAreRecorded() {
        #expect(declarations("struct Outer {\n    enum Inner: String { case a }\n}\n") == ["1:8 struct Outer", "2:10 enum Inner"])
    }

    @Test func extensionsAndUsesAreNotDeclarations() {
        #expect(declarations("""
        extension FileManager {}
        let center = NotificationCenter.default
        func f(_ x: SomeManager.Type) {}
        let y = Foo.class
        """).isEmpty)
    }

    @Test func classMembersAndContextualWordsAreNotDeclarations() {
        #expect(declarations("""
        class Foo {
            class var shared: Foo { Foo() }
            class func make() -> Foo { Foo() }
            class override func other() {}
        }
        let actor = Actor()
        call(actor: actor)
        protocol P: class {}
        """) == ["1:7 class Foo", "8:10 protocol P"])
    }

    /// `swiftc -frontend -dump-parse` reads a keyword before a parameter's name as its argument
    /// label (`apiName="actor"`), and one before `:` in a call as an argument's label.
    @Test func keywordsUsedAsArgumentLabelsAreNotDeclarations() {
        #expect(declarations("""
        func f(actor fooManager: Int, class barHelper: Int, struct s: Int, enum e: Int, protocol p: Int, typealias t: Int) {}
        struct Real {
            init(class helperManager: Int) {}
            subscript(enum cacheManager: Int) -> Int { cacheManager }
            func g(_ a: Int,
                   protocol sessionManager: Int) {}
        }
        let r = f(actor: fooManager, class: BarHelper.self, struct: 3, enum: 4, protocol: 5, typealias: 6)
        """) == ["2:8 struct Real"])
    }

    @Test func declarationsInsideCommentsAndStringsAreIgnored() {
        #expect(declarations(#"""
        // class CommentManager {}
        /* struct BlockHelper {} */
        let s = "class StringManager {}"
        let m = """
        final class MultiLineManager {}
        """
        class Real {}
        """#) == ["7:7 class Real"])
    }

    @Test func importKindsAreNotDeclarations() {
        #expect(declarations("import struct Foundation.Data\nimport class UIKit.UIView\n").isEmpty)
    }
}
