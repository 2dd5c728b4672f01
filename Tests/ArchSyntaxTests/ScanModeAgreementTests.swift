import ArchCore
import Foundation
import Testing
import ArchSyntax
import ArchTestSupport

/// A scan without type references must record every other fact exactly as a full scan does:
/// the analysis chooses the lighter scan whenever no rule and no folder module reads
/// references, and its findings must not depend on that choice.
@Suite("Scan modes agree")
struct ScanModeAgreementTests {
    private static let light = ScanOptions(recordsReferences: false)

    /// The full summary with its references dropped, which is what the light scan must give.
    private func expectAgreement(_ bytes: [UInt8], _ label: String) {
        var full = SourceScanner.scan(bytes)
        let light = SourceScanner.scan(bytes, options: Self.light)
        #expect(light.references.isEmpty, "\(label)")
        full.references = []
        #expect(light == full, "\(label)")
    }

    @Test func everyFixtureFile() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        for file in files {
            expectAgreement([UInt8](try Data(contentsOf: file)), file.path)
        }
    }

    /// Random token soup built from the fragments that steer the scanner: keywords that start
    /// facts, strings with interpolation, comments, `#if` blocks, attributes and row switches.
    @Test func randomSources() {
        let fragments = [
            "import ", "@testable import ", "public ", "open ", "class ", "struct ", "enum ", "protocol ", "actor ",
            "typealias ", "func ", "case ", "switch ", "init", "var ", "let ", "return ", "where ",
            "Foo", "Bar", "Moya", "Moya.Method", "UIKit", "indexPath", ".row", ".item", " == ", "3", "0x1F", "1.5",
            "resolve", "DIContainer.shared.resolve(", "OrderService.self", ".self", "Self", "Any", ".Type",
            "(", ")", "{", "}", "[", "]", "<", ">", ":", ",", ";", ".", "=", "->", "?", "!",
            "\"text\"", "\"\\(Price(1)) \\(x)\"", "#\"raw \\#(Foo.bar)\"#", "\"\"\"\nmulti \\(Bar())\n\"\"\"",
            "// comment\n", "// archkit:disable-next-line layer-dependency -- reason\n", "/* block /* nested */ */",
            "#if DEBUG\n", "#elseif os(iOS)\n", "#else\n", "#endif\n", "#if canImport(UIKit)\n",
            "@MainActor ", "@Injected ", "@_spi(Internal) ", "`class`", "`Foo`", "numberOfRowsInSection",
            "/regex/", "#/x/#", "\n", "\n", " ", " ", "\t", "é", "Größe",
        ]
        var random = SplitMix64(seed: 0x5CA7_10DE)
        for iteration in 0..<400 {
            var text = ""
            for _ in 0..<random.int(1...300) { text += random.pick(fragments) }
            expectAgreement(Array(text.utf8), "random source \(iteration): \(text)")
        }
    }
}
