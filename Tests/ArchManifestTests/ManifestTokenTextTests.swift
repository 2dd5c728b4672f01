@testable import ArchManifest
import Testing

/// `ManifestTokens.isName` and `isOperator` compare bytes when the token and the word are both
/// ASCII, and Strings otherwise; either way the answer must be the String comparison's, which
/// holds canonically equivalent text equal.
@Suite struct ManifestTokenTextTests {
    /// The String comparison the byte answer stands for.
    private static func expectedName(_ tokens: ManifestTokens, _ index: Int, _ word: String) -> Bool {
        tokens[index].kind == .identifier && tokens.name(index) == word
    }

    @Test func namesAgreeWithStringComparison() {
        // A Kelvin sign (U+212A) is canonically equivalent to `K`; `e` and a combining acute
        // accent to `é`; backticks are looked through.
        let source = "Package package Packages Pack `Package` \u{212A}ind Kind K\u{212A} Caf\u{E9} Cafe\u{301} P p _"
        let tokens = ManifestTokens(Array(source.utf8))
        let words = ["Package", "package", "Kind", "KK", "Caf\u{E9}", "Cafe\u{301}", "P", "", "Pack", "\u{212A}ind"]
        var compared = 0
        for index in 0..<tokens.endIndex {
            for word in words {
                #expect(tokens.isName(index, word) == Self.expectedName(tokens, index, word), "token \(index) `\(tokens.text(index))` against `\(word)`")
                compared += 1
            }
        }
        #expect(compared == 13 * words.count)
        // The cases that only the String comparison answers.
        #expect(tokens.isName(5, "Kind"))
        #expect(tokens.isName(7, "KK"))
        #expect(tokens.isName(8, "Cafe\u{301}"))
        #expect(tokens.isName(4, "Package"))
        #expect(!tokens.isName(2, "Package"))
    }

    @Test func operatorsAgreeWithStringComparison() {
        let tokens = ManifestTokens(Array("a = b == c += d ?? e".utf8))
        for index in 0..<tokens.endIndex {
            for symbol in ["=", "==", "+=", "??", "+", "\u{37E}"] {
                let expected = tokens[index].kind == .operatorSymbol && tokens.text(index) == symbol
                #expect(tokens.isOperator(index, symbol) == expected, "token \(index) `\(tokens.text(index))` against `\(symbol)`")
            }
        }
        #expect(tokens.isOperator(1, "="))
        #expect(!tokens.isOperator(3, "="))
        #expect(tokens.isOperator(7, "??"))
    }
}
