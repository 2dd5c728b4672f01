import Foundation
import ArchCore
import Testing
@testable import ArchSyntax

private func imports(_ source: String) -> [ImportDeclaration] {
    SourceScanner.scan(Array(source.utf8)).imports
}

private func modulesAndLines(_ source: String) -> [String] {
    imports(source).map { "\($0.line):\($0.module)" }
}

@Suite("Import scanning")
struct ImportScanningTests {
    @Test func plainImportsRecordLineAndColumn() {
        let found = imports("import Foundation\n\n  import UIKit\n")
        #expect(found.map(\.module) == ["Foundation", "UIKit"])
        #expect(found.map(\.line) == [1, 3])
        #expect(found.map(\.column) == [1, 3])
        #expect(found.allSatisfy { $0.condition == nil && $0.attributes.isEmpty && $0.accessLevel == nil })
    }

    @Test func stackedAttributesAreRecordedWithArguments() {
        let found = imports("""
        @testable import Cart
        @_exported import AppRouting
        @_spi(Internal) @preconcurrency import Combine
        @_implementationOnly import Secret
        @_spi( Two ) @testable
        import Split
        """)
        #expect(found.map(\.module) == ["Cart", "AppRouting", "Combine", "Secret", "Split"])
        #expect(found[0].attributes == ["@testable"])
        #expect(found[0].isTestable)
        #expect(found[1].isExported)
        #expect(found[2].attributes == ["@_spi(Internal)", "@preconcurrency"])
        #expect(found[3].attributes == ["@_implementationOnly"])
        #expect(found[4].attributes == ["@_spi( Two )", "@testable"])
        #expect(found[4].line == 6)
    }

    /// An attribute's text is made only when an import takes it, by lexing it again from its
    /// `@`: its arguments must read as they did, and attributes that went to another
    /// declaration, or that a directive's condition holds, must not reach the import.
    @Test func attributesAreReadAgainOnlyForTheImportThatTakesThem() {
        let found = imports("""
        @objc(Named) @available(iOS 13, *) final class A {}
        import B
        @_spi(A /* note */ ) @testable
        import C
        @usableFromInline
        #if DEBUG
        import C1
        #endif
        @attr(f("a)b"),(x) ) public import D
        #if @odd
        import E
        #endif
        @MainActor
        func g() {}
        @preconcurrency // why
        import F
        """)
        #expect(found.map(\.module) == ["B", "C", "C1", "D", "E", "F"])
        #expect(found[0].attributes.isEmpty)
        #expect(found[1].attributes == ["@_spi(A )", "@testable"])
        // A directive ends what waits for a declaration.
        #expect(found[2].attributes.isEmpty && found[2].condition == "DEBUG")
        #expect(found[3].attributes == ["@attr(f(\"a)b\"),(x) )"])
        #expect(found[3].accessLevel == "public")
        #expect(found[4].attributes.isEmpty)
        #expect(found[5].attributes == ["@preconcurrency"])
    }

    @Test func accessLevelImports() {
        let found = imports("public import A\npackage import B\ninternal import C\nfileprivate import D\nprivate import E\n")
        #expect(found.map(\.accessLevel) == ["public", "package", "internal", "fileprivate", "private"])
        #expect(found.map(\.module) == ["A", "B", "C", "D", "E"])
    }

    @Test func kindImportsAndSubmodulesNameTheTopModule() {
        let found = imports("import struct Foundation.Data\nimport class UIKit.UIView\nimport func Darwin.sqrt\nimport os.log\n")
        #expect(found.map(\.module) == ["Foundation", "UIKit", "Darwin", "os"])
        #expect(found.map(\.kind) == ["struct", "class", "func", nil])
        #expect(found[0].path == ["Foundation", "Data"])
        #expect(found[3].path == ["os", "log"])
    }

    @Test func backticksSemicolonsAndLineBreaks() {
        let found = imports("import `Foo`; import Bar;import Baz\nimport\n    Split\n")
        #expect(found.map(\.module) == ["Foo", "Bar", "Baz", "Split"])
        #expect(found.map(\.line) == [1, 1, 1, 2])
        #expect(found.map(\.column) == [1, 15, 26, 1])
    }

    @Test func conditionsAreCombinedAcrossBranchesAndNesting() {
        let found = imports("""
        #if canImport(UIKit)
        import UIKit
        #elseif os(macOS) || os(Linux) // a comment
        import AppKit
        #else
        import Fallback
        #endif
        #if DEBUG
          #if canImport(XCTest)
          import XCTest
          #endif
        #endif
        import After
        """)
        #expect(found.map(\.module) == ["UIKit", "AppKit", "Fallback", "XCTest", "After"])
        #expect(found.map(\.condition) == [
            "canImport(UIKit)",
            "!canImport(UIKit) && (os(macOS) || os(Linux))",
            "!canImport(UIKit) && !(os(macOS) || os(Linux))",
            "DEBUG && canImport(XCTest)",
            nil,
        ])
    }

    @Test func commentsStringsAndRegexesHideDecoys() {
        let source = ##"""
        // import CommentDecoy
        /* import Block /* import Nested */ import StillComment */
        let a = "import StringDecoy"
        let b = "\(call("import Interpolated\(1)")) import AfterInterpolation"
        let c = """
        import MultiLineDecoy
        """
        let d = #"raw \" import RawDecoy"#
        let e = #"""
        import RawMultiLineDecoy "# """
        """#
        let f = #/import\s+RegexDecoy/#
        let g = /import "BareRegexDecoy/
        let h = x / y / z
        import Real
        """##
        let found = imports(source)
        #expect(found.map(\.module) == ["Real"])
        #expect(found.first?.line == 15)
    }

    @Test func byteOrderMarkCRLFAndShebang() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("#!/usr/bin/env swift\r\nimport A\r\n\r\n  import B\rimport C\n".utf8)
        let found = SourceScanner.scan(bytes).imports
        #expect(found.map(\.module) == ["A", "B", "C"])
        #expect(found.map(\.line) == [2, 4, 5])
        #expect(found.map(\.column) == [1, 3, 1])
    }

    @Test func importAsLabelOrMemberIsNotAnImport() {
        #expect(modulesAndLines("f(import: 1)\nx.import(y)\nlet `import` = 2\n").isEmpty)
    }

    @Test func invalidUTF8IsLocated() {
        var bytes = Array("import A\nlet x = \"".utf8)
        bytes.append(0xFF)
        bytes += Array("\"\n".utf8)
        let summary = SourceScanner.scan(bytes)
        #expect(summary.imports.map(\.module) == ["A"])
        #expect(summary.invalidUTF8 == TextPosition(line: 2, column: 10))
    }

    @Test func aFileThatCannotBeReadSaysWhy() {
        let scanned = SourceReader.scan(root: URL(fileURLWithPath: "/no/such/root"), path: "Sources/A/a.swift")
        #expect(scanned.readError == "cannot read /no/such/root/Sources/A/a.swift: No such file or directory")
        #expect(scanned.summary.imports.isEmpty)
    }

    @Test func validNonASCIIIsNotReported() {
        let summary = SourceScanner.scan(Array("let größe = \"日本\" // ✓\nimport A\n".utf8))
        #expect(summary.invalidUTF8 == nil)
        #expect(summary.imports.map(\.module) == ["A"])
    }
}
