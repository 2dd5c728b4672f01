import ArchCore
import Foundation
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// A scan that skims over the tokens it cannot act on must record exactly what a scan that
/// takes every token through its whole dispatch records: every field of the summary, with
/// every location, condition, suppression and nesting report.
@Suite("Skimming agrees with the full token pass", .slow)
struct SkimAgreementTests {
    /// Every subset of the optional facts: skimming runs only where no optional reader runs in
    /// a file, and every choice must still agree, whether it skims or not.
    static let choices: [ScanFacts] = (0..<(1 << 5)).map { bits in
        ScanFacts(rawValue: UInt8(bits)).intersection(.all)
    }

    /// What `check` asks for on repositories whose rules read no references: the choices
    /// that skim most files. Used where running every choice would take too long.
    static let checkChoices: [ScanFacts] = [[], [.enumCases], [.calls, .hardCodedCounts, .enumCases], [.calls, .hardCodedCounts]]

    /// The source ends at a page that may not be read, so that a load past its end crashes.
    static func expectAgreement(_ bytes: [UInt8], _ label: String, choices: [ScanFacts] = choices,
                                recordedCalls: Set<String> = ["resolve"]) {
        GuardedBytes.with(bytes) { buffer in
            for facts in choices {
                let options = ScanOptions(recordedCalls: recordedCalls, facts: facts)
                let full = SourceScanner.scan(buffer: buffer, options: options, skims: false)
                let skimmed = SourceScanner.scan(buffer: buffer, options: options, skims: true)
                #expect(skimmed == full, "\(label), facts \(facts.rawValue)")
            }
        }
    }

    @Test func everyFixtureFile() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            Self.expectAgreement(bytes, file.path)
            Self.expectAgreement(bytes, file.path, recordedCalls: ["make", "inject", "get", "r"])
        }
    }

    /// An enum nested in another closes while the scan skims: the outer enum's next `case`
    /// must still be read, and a `case` of a `switch` in its body taken for no enum case.
    @Test func casesAfterAnEnumNestedInAnEnum() {
        let source = """
        enum Outer {
            enum Inner { case a; func f() {} }
            case c
            func g() { switch y { case .c: break } }
            case d(Int)
        }
        """
        Self.expectAgreement(Array(source.utf8), "nested enums", choices: Self.checkChoices)
        let summary = SourceScanner.scan(Array(source.utf8), options: ScanOptions(facts: [.enumCases]))
        #expect(summary.enumCases.map { "\($0.enumName).\($0.name)" } == ["Inner.a", "Outer.c", "Outer.d"])
    }

    /// The token soup of the fact choice tests, which puts every anchor word and every literal
    /// form next to every other.
    @Test func randomSources() {
        var random = SplitMix64(seed: 0xFAC7_5E7)
        for iteration in 0..<400 {
            var text = ""
            for _ in 0..<random.int(1...200) { text += random.pick(ScanFactAgreementTests.fragments) }
            Self.expectAgreement(Array(text.utf8), "random source \(iteration): \(text)")
            Self.expectAgreement(Array(text.utf8), "random source \(iteration): \(text)",
                                 recordedCalls: ScanFactAgreementTests.serviceLocatorCalls)
        }
    }

    /// Declarations, their contexts and enum bodies, without the trigger words that make the
    /// check's options take the full pass, so that those options skim here too.
    static let declarationFragments = ScanFactAgreementTests.fragments.filter { fragment in
        !["resolve", "indexPath", "numberOf"].contains { fragment.contains($0) }
    } + [
        "struct S {", "struct S: P {", "class C<T> {", "enum E: String {", "enum E {\n", "actor A {", "protocol P {",
        "typealias T = Int\n", "case a, b(x: Int), c = 3\n", "case d\n", "f(", "g(a, ", "x.", "y.struct ", "}\n",
        "public ", "private(set) ", "@objc ", "import Foo\n", "; ", "\"\\(struct S {})\" ", "/x/ ", " / 2 ",
    ]

    @Test func randomDeclarationSources() {
        var random = SplitMix64(seed: 0x5C1A_DEC1)
        for iteration in 0..<600 {
            var text = ""
            for _ in 0..<random.int(1...150) { text += random.pick(Self.declarationFragments) }
            Self.expectAgreement(Array(text.utf8), "random declarations \(iteration): \(text)", choices: Self.checkChoices)
        }
    }

    /// Call chains in every shape the chain follows (generic arguments, optional chaining,
    /// subscripts, calls with arguments and closures, implicit members) between lines, strings
    /// and declarations: the skimmer passes over these tokens and the chain is read again from
    /// the last brace with no bracket open (`CallReplay`), so every recorded chain and its place
    /// must be what the full pass, which follows the chain through every token, records. With
    /// the tokens that readers take for themselves (attribute arguments, directive conditions,
    /// import paths), which the chain never reads, and brackets inside generic arguments.
    static let callFragments = [
        "resolve", "resolve(", "`resolve`(", ".resolve(", "DIContainer.shared.resolve(", "c?.resolve(", "c!.resolve(",
        "Box<Int>.resolve(", "Box<[A: B]>.", "Box<A<B>>.", "a[0].", "f(x).", "f { $0 }.", "g(a, b: { c.resolve(X.self) }).",
        "func resolve(", "func ", "X.self", "Y.Z.self", "type: X.self", ")", "(", "]", "[", "{", "}", ".", ",", ":", "?", "!",
        "<", ">", " ? ", " : ", " = ", "\n", " ", "\n    .", "// resolve(X.self)\n", "/* c.resolve() */",
        "\"\"\"\nx.resolve(A.self)\n\"\"\"", "\"\\(c.resolve(Y.self))\"", "#if DEBUG\n", "#endif\n", "@Injected ",
        "struct S {", "enum E {", "case a\n", "import Foo\n", "public ", "let x = ", "return ", "é", "`x`.", "/x/.",
        "@available(iOS 13, *) ", "@Inject(c.resolve(X.self)) ", "@Wrapper(f(x)). ", "@A(", "#if os(iOS) && canImport(UIKit)\n",
        "#elseif f(a).b\n", "#if g(\n", "import Foo.Bar\n", "import struct Foo.Bar\n", "import Foo.\n", "import\n",
        "(a<b)", "f(a<b).", "x<[Int]>.", "a<b[", "a<(", "[a<b)", "{ [x] in ", "(c) { ", "}).", "}].", "; ",
    ]

    @Test func randomCallSources() {
        var random = SplitMix64(seed: 0xCA11_5C1A)
        let choices: [ScanFacts] = [[.calls], [.calls, .enumCases], [.calls, .hardCodedCounts, .enumCases]]
        for iteration in 0..<600 {
            var text = ""
            for _ in 0..<random.int(1...150) { text += random.pick(Self.callFragments) }
            Self.expectAgreement(Array(text.utf8), "random calls \(iteration): \(text)", choices: choices)
        }
    }

    /// Bytes and fragments that open, close or fake what the skimmer must not miss: comments,
    /// strings, regexes, backticks, directives, braces, the context of an anchor, and anchors.
    static let mutationPieces: [String] = [
        "\"", "/", "*", "#", "\\", "`", "{", "}", "(", ")", ".", ",", ";", "@", "\n", "\r", " ", "a", "Z", "_", "0",
        "import", "struct", "class", "enum", "case", "actor", "protocol", "typealias", "public", "private", "open",
        "package", "fileprivate", "internal", "func", "switch", "#if", "#elseif", "#else", "#endif", "\"\"\"", "#\"",
        "\"#", "//", "/*", "*/", "// archkit:", "\\(", "#/", "/#", "..", "x.", "@objc", "$0", "é",
    ]

    /// Byte-level edits of the fixture files: each file edited a few times in a row, then
    /// scanned with and without skimming. A failing iteration can be replayed alone from its
    /// number.
    @Test func mutatedFixtureFiles() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        let sources = try files.map { [UInt8](try Data(contentsOf: $0)) }
        let pieces = Self.mutationPieces.map { Array($0.utf8) }
        for iteration in 0..<3_000 {
            var random = SplitMix64(seed: 0x5C1A_0001, iteration: iteration)
            let index = random.below(sources.count)
            var bytes = sources[index]
            for _ in 0..<random.int(1...4) {
                let at = bytes.isEmpty ? 0 : random.below(bytes.count)
                switch random.below(3) {
                case 0:
                    bytes.insert(contentsOf: random.pick(pieces), at: at)
                case 1:
                    if !bytes.isEmpty { bytes.removeSubrange(at..<min(bytes.count, at + random.int(1...8))) }
                default:
                    let piece = random.pick(pieces)
                    bytes.replaceSubrange(at..<min(bytes.count, at + piece.count), with: piece)
                }
            }
            Self.expectAgreement(bytes, "mutation \(iteration) of \(files[index].lastPathComponent)", choices: Self.checkChoices)
        }
    }

    /// Cases the skimmer must get right one by one; each is also somewhere in the fixtures.
    @Test func edgeCases() {
        let sources = [
            "", "import", "x.import Foo\n", "f(struct A {})\n", "f(a, class B: C {})\n", "a; import Foo\n",
            "let r = a / b / c\nstruct S {}\n", "let r = (/x/)\nstruct S {}\n", "return /x/ ; struct S {}",
            "enum E {\n func f() { switch x { case .a: break } }\n case b\n}\n",
            "enum E { }\n}\n}\ncase a\nenum F {\ncase c }\n case d\n",
            "enum E { var x: Int { 1 }\n case a, b(Int), c = 3\n}\n",
            "// archkit:ignore-file layering -- why\nimport A\n", "\"\\(\"\\(import)\")\" struct T {}\n",
            "#if os(macOS)\nimport AppKit\n#else\nimport UIKit\n#endif\n", "@MainActor final class C {}\n",
            "`struct` S {}\n", "$struct S {}\n", "0x_struct S {}\n", "1.struct S {}\n", "x..<struct S {}\n",
            "#\"raw \\#(struct)\"# struct R {}\n", "\"\"\"\nimport X\n\"\"\"\nimport Y\n", "/* /* */ import A */ import B\n",
            "public\nstruct P {}\n", "private(set) var x = 1\nclass K {}\n", "é struct E {}\n",
            // A body closed and a brace opened again between two anchors: the body is still closed.
            "enum E { func f() {} }\nx { case b }\n", "enum E { var v: Int { 1 } }\n{ {\ncase c\n} }\n",
            // Whether a `/` divides or opens a regex depends on the token skimmed before it.
            "x = b /struct S {}/ 1\n", "x = (/struct S {}/)\n", "return /struct S {}/\n", "x = a[0] /struct S {}/\n",
        ]
        for source in sources { Self.expectAgreement(Array(source.utf8), source) }
    }
}
