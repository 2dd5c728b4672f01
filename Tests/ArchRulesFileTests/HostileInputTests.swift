import ArchRulesFile
import ArchCore
import ArchTestSupport
import Testing

/// `.archrules` files written to hurt: huge lists, huge words, odd line endings. Each is
/// answered with messages of a readable size; how the cost grows with each is measured by the
/// growth benchmark (`archkit-growth`).
@Suite("Hostile .archrules")
struct HostileInputTests {
    @Test func repeatedSuffixesAreStillKeptOnceInOrder() throws {
        let parsed = try rules("ban-names B A B\nban-names C A\n")
        #expect(parsed.bannedSuffixes == ["B", "A", "C"])
    }

    /// A five-megabyte unknown keyword came back whole in the message; a word that long is
    /// refused now, by its length.
    @Test func aHugeUnknownKeywordIsRefusedByItsLength() throws {
        let keyword = String(repeating: "x", count: 5_000_000)
        let lines = problemLines(keyword + " A\n")
        #expect(lines == [".archrules:1:1: error: this word is 5000000 bytes long: a name or pattern in .archrules may take at most 4096 bytes"])
    }

    /// Matching costs a pattern's length for each name it meets: a pattern, or a name, beyond
    /// 4,096 bytes is refused at its line, and the lines around it are still read.
    @Test(arguments: ["exclude", "layer Big =", "allow Core ->", "ban-names", "except rule banned-name path"])
    func wordsBeyondTheLimitAreRefusedAtTheirLine(statement: String) {
        let long = String(repeating: "[", count: 4_097)
        let text = "layer Core = Core\n\(statement) \(long)\nlayer Core = Other\n"
        let lines = problemLines(text)
        let column = statement.utf8.count + 2
        #expect(lines.first == ".archrules:2:\(column): error: this word is 4097 bytes long: a name or pattern in .archrules may take at most 4096 bytes")
        // The third line is still read: it repeats the first one's layer.
        #expect(lines.contains { $0.hasPrefix(".archrules:3:") }, "\(lines)")
        #expect(problemLines("exclude " + String(repeating: "[", count: 4_096) + "\n").isEmpty)
    }

    /// Many quoted names with escapes on one line, and a quote that never closes after
    /// thousands of escapes: each is one pass over the line.
    @Test func quotedWordsAndAnUnclosedQuoteAreReadInOnePass() throws {
        let names = (0..<2_000).map { #""Folder \#($0) \"x\" \\ y""# }
        let parsed = try rules("exclude " + names.joined(separator: " ") + "\n")
        #expect(parsed.excludes.count == 2_000)
        #expect(parsed.excludes.last?.text == #"Folder 1999 "x" \ y"#)
        let unclosed = "exclude \"" + String(repeating: #"\" \\ "#, count: 2_000) + "\n"
        #expect(problemLines(unclosed) == [".archrules:1:9: error: unterminated string: this '\"' has no closing '\"' on its line"])
    }

    @Test func everyQuotedWordIsShortened() {
        let long = String(repeating: "N", count: 1_000)
        for text in [
            "layer \(long)-x = A", "layer \(long) A", "allow \(long)", "tests \(long)", "severity \(long) error",
            "severity banned-name \(long)", "allow \(long) -> \(long)", "ban-names \(long)-x", "root \(long)",
            "tests check \(long)",
        ] {
            for line in problemLines(text + "\n") {
                #expect(line.count < 300, "\(line.prefix(120))")
                #expect(line.contains("…"), "\(line.prefix(120))")
            }
        }
    }

    @Test func shortWordsAreQuotedWhole() {
        let eighty = String(repeating: "y", count: 80)
        #expect(problemLines("\(eighty) A\n") == [".archrules:1:1: error: unknown keyword '\(eighty)'"])
    }

    /// A file with CR line endings read as one line, and failed on its second statement's `->`.
    @Test(arguments: ["\n", "\r", "\r\n"])
    func everyLineEndingSeparatesStatements(ending: String) throws {
        let text = ["layer Core = Core", "layer Domain = Domain", "allow Domain -> Core", ""].joined(separator: ending)
        let parsed = try rules(text)
        #expect(parsed.layers.map(\.name) == ["Core", "Domain"])
        #expect(parsed.allowances.first?.targets == [.init(name: "Core", location: at(3, 17))])
    }

    @Test(arguments: ["\n", "\r", "\r\n"])
    func lineNumbersCountEachLineEndingOnce(ending: String) {
        let text = ["# first", "", "layer Core = Core", "tests chek", ""].joined(separator: ending)
        #expect(problemLines(text) == [
            ".archrules:4:7: error: unknown value 'chek' for 'tests' (expected 'check' or 'skip'); did you mean 'check'?",
        ])
    }

    @Test func mixedLineEndingsAndBlankCRLines() {
        // LF, CR, CRLF, then a CR right after a CRLF: four line breaks before line 5.
        let text = "layer A = A\nlayer B = B\rlayer C = C\r\n\rtests chek\n"
        #expect(problemLines(text) == [
            ".archrules:5:7: error: unknown value 'chek' for 'tests' (expected 'check' or 'skip'); did you mean 'check'?",
        ])
    }
}

extension HostileInputTests {
    @Test func aRepeatedUnknownNameKeepsItsSuggestionEverywhere() {
        let text = "layer Domain = *Domain\n" + String(repeating: "allow Doman -> Domain\n", count: 300)
        let lines = problemLines(text)
        #expect(lines.count == 300)
        #expect(lines.allSatisfy { $0.hasSuffix("unknown layer 'Doman'; did you mean 'Domain'?") })
    }
}
