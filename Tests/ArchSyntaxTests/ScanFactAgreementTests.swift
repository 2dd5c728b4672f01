import ArchCore
import Foundation
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// Every choice of optional facts must record each chosen fact exactly as a full scan does, and
/// nothing of the others: the analysis records only what the rules in force read, and the
/// scanner also skips, file by file, the readers whose trigger words a file lacks.
@Suite("Scan fact choices agree")
struct ScanFactAgreementTests {
    /// Every subset of the optional facts.
    private static let choices: [ScanFacts] = (0..<(1 << 5)).map { bits in
        ScanFacts(rawValue: UInt8(bits)).intersection(.all)
    }

    /// The full summary with the facts left out of `facts` cleared.
    private static func expected(_ full: SourceSummary, _ facts: ScanFacts) -> SourceSummary {
        var expected = full
        if !facts.contains(.references) { expected.references = [] }
        if !facts.contains(.calls) { expected.calls = [] }
        if !facts.contains(.hardCodedCounts) { expected.hardCodedCounts = [] }
        if !facts.contains(.publicDeclarations) { expected.publicDeclarations = [] }
        if !facts.contains(.enumCases) { expected.enumCases = [] }
        return expected
    }

    private func expectAgreement(_ bytes: [UInt8], _ label: String, recordedCalls: Set<String> = ["resolve"]) {
        // The reference runs every reader on every file, whatever words the file contains.
        var everything = ScanOptions(recordedCalls: recordedCalls, facts: .all)
        everything.checksTriggerWords = false
        let full = SourceScanner.scan(bytes, options: everything)
        for facts in Self.choices {
            let chosen = SourceScanner.scan(bytes, options: ScanOptions(recordedCalls: recordedCalls, facts: facts))
            #expect(chosen == Self.expected(full, facts), "\(label), facts \(facts.rawValue)")
        }
    }

    /// Every fixture file in the slow suites; every fifth, by path, in the quick run.
    @Test func everyFixtureFile() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        let stride = SlowSuites.choose(quick: 5, full: 1)
        for file in files.sorted(by: { $0.path < $1.path }).enumerated().filter({ $0.offset % stride == 0 }).map(\.element) {
            let bytes = [UInt8](try Data(contentsOf: file))
            expectAgreement(bytes, file.path)
            expectAgreement(bytes, file.path, recordedCalls: ["make", "inject", "get", "r"])
        }
    }

    /// Words that trigger the optional readers, and the literals, comments and directives
    /// that hide or fake them; shared with the skimming tests.
    static let fragments = [
        "import ", "public ", "open ", "class ", "struct ", "enum ", "protocol ", "typealias ", "func ", "case ",
        "switch ", "init", "var ", "let ", "return ", "where ", "extension ",
        "Foo", "Bar", "Moya", "Moya.Method", "UIKit", " == ", "3", "0x1F", "1.5", "2",
        "resolve", "resolve(", "`resolve`(", ".resolve(", "DIContainer.shared.resolve(", "OrderService.self",
        "resolver", "unresolved", "\"resolve(X.self)\"", "// resolve(X.self)\n", "\"\\(c.resolve(Y.self))\"",
        "indexPath", "indexPath.row", "indexPath.item", "`indexPath`.row", ".section", "indexPaths",
        "\"indexPath.row == 1\"", "/* indexPath.row == 2 */", "\"\\(indexPath.row == 3)\"",
        "numberOfRowsInSection", "numberOfItemsInSection", "numberOfSections", "`numberOfSections`",
        "numberOf", "// numberOfSections\n", "\"numberOfSections\"",
        "func tableView(_ t: T, numberOfRowsInSection s: Int) -> Int { return 3 }\n",
        "func numberOfSections(in t: T) -> Int { 2 }\n", "switch indexPath.row {\ncase 1: a\ncase 2, 3: b\ndefault: c\n}\n",
        "if indexPath.row == 0 {", "if 1 == indexPath.item {",
        "enum Route { case detail(id: Int), list\n case `default` }\n", "`enum`", "\"enum\"",
        "public func f<T>(x: Bar) -> Foo<T> {", "public var v: Baz = 1\n", "open class C: NSObject {",
        "public typealias A = Foo\n", "`public`", "// public\n",
        "(", ")", "{", "}", "[", "]", "<", ">", ":", ",", ";", ".", "=", "->", "?", "!",
        "\"text\"", "\"\\(Price(1)) \\(x)\"", "#\"raw \\#(Foo.bar)\"#", "\"\"\"\nmulti \\(Bar())\n\"\"\"",
        "// comment\n", "/* block /* nested */ */", "#if DEBUG\n", "#else\n", "#endif\n",
        "@MainActor ", "@Injected ", "@LazyInjected(\\.cart) ", "`class`",
        "register", "c.register(X.self) { r in ", "register {", ".autoregister(", "r.resolve(Y.self)!", "`Foo`", "\n", "\n", " ", " ", "\t", "é",
    ]

    /// Token soup with the words that trigger the optional readers, also where they trigger
    /// nothing: in comments, strings, interpolations, backticks and other names.
    @Test func randomSources() {
        var random = SplitMix64(seed: 0xFAC7_5E7)
        for iteration in 0..<SlowSuites.choose(quick: 100, full: 400) {
            var text = ""
            for _ in 0..<random.int(1...200) { text += random.pick(Self.fragments) }
            expectAgreement(Array(text.utf8), "random source \(iteration): \(text)")
            expectAgreement(Array(text.utf8), "random source \(iteration): \(text)", recordedCalls: Self.serviceLocatorCalls)
        }
    }

    /// What the service locator rule records by default: its call names, the registrations
    /// whose closures compose, and the injecting property wrappers' word.
    static let serviceLocatorCalls: Set<String> = ["resolve", "register", "autoregister", "Injected"]
}

@Suite("Trigger word search")
struct TriggerWordSearchTests {
    private func contains(_ word: String, in text: String) -> Bool {
        let search = WordSearch([Array(word.utf8)])
        return Array(text.utf8).withUnsafeBufferPointer { search.search($0).groups != 0 }
    }

    @Test func findsAWordWhereverItIs() {
        for text in ["indexPath", "indexPath.row", "x = indexPath", "a\nindexPath\n", "`indexPath`", "// indexPath", "\"\\(indexPath)\""] {
            #expect(contains("indexPath", in: text), "\(text)")
        }
        #expect(contains("resolve", in: "c.resolve(X.self)"))
        #expect(contains("numberOf", in: "func numberOfSections"))
    }

    @Test func missesAWordThatIsNotThere() {
        for text in ["", "index", "indexPat", "ndexPath", "Path indexP ath", "indexpath", "IndexPath".lowercased() + "X"] {
            #expect(!contains("indexPath", in: text), "\(text)")
        }
    }

    /// The search agrees with a naive one on random text made of the word's own bytes.
    @Test func agreesWithANaiveSearch() {
        var random = SplitMix64(seed: 0x5EA2C4)
        let word = Array("resolve".utf8)
        let alphabet = Array("resolv ".utf8)
        for _ in 0..<2_000 {
            let text = (0..<random.int(0...40)).map { _ in random.pick(alphabet) }
            let naive = text.count >= word.count && (0...(text.count - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
            let found = text.withUnsafeBufferPointer { WordSearch([word]).search($0).groups != 0 }
            #expect(found == naive, "\(String(decoding: text, as: UTF8.self))")
        }
    }
}
