import ArchConfig
import ArchCore
import ArchTestSupport
import Testing

/// `.archrules` files written to hurt: huge lists, huge words, odd line endings. Each must be
/// read in time proportional to its size, and answered with messages of a readable size.
@Suite("Hostile .archrules")
struct HostileInputTests {
    /// Forty thousand suffixes took seven seconds: each was checked against all before it.
    @Test func banNamesGrowLinearlyWithTheNumberOfSuffixes() {
        let growth = Growth.measure(startingAt: 2_000, make: { count in
            "ban-names " + (0..<count).map { "Suffix\($0)" }.joined(separator: " ") + "\n"
        }, work: { text in
            #expect((try? rules(text))?.bannedSuffixes.count ?? 0 > 0)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    @Test func repeatedSuffixesAreStillKeptOnceInOrder() throws {
        let parsed = try rules("ban-names B A B\nban-names C A\n")
        #expect(parsed.bannedSuffixes == ["B", "A", "C"])
    }

    /// A megabyte-long layer name, misspelt, hung in the edit distance of the "did you mean".
    @Test func longMisspeltNamesGrowLinearly() {
        let growth = Growth.measure(startingAt: 5_000, make: { length in
            let name = "L" + String(repeating: "a", count: length)
            return "layer \(name) = X\nallow \(name.dropLast())b -> \(name)\n"
        }, work: { text in
            #expect(problemLines(text).count == 1)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Each unknown name is compared with every declared one, so only so many are.
    @Test func manyUnknownLayerNamesGrowLinearly() {
        let growth = Growth.measure(startingAt: 100, repeats: 2, make: { count in
            (0..<count).map { "layer Layer\($0) = X\($0)\n" }.joined()
                + (0..<count).map { "allow Layr\($0) -> Layer\($0)\n" }.joined()
        }, work: { text in
            #expect(!problemLines(text).isEmpty)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// A five-megabyte unknown keyword came back whole in the message.
    @Test func aHugeUnknownKeywordIsQuotedShortened() throws {
        let keyword = String(repeating: "x", count: 5_000_000)
        let lines = problemLines(keyword + " A\n")
        #expect(lines == [".archrules:1:1: error: unknown keyword '\(String(repeating: "x", count: 79))…'"])
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
