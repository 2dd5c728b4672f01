import Testing
@testable import ArchSyntax

/// The lexer tells `// archkit:` comments by one comparison of eight bytes; these tests hold that
/// word to the marker's text and the comparison to a byte-by-byte reading of every comment.
@Suite("Directive comment marker")
struct DirectiveMarkerTests {
    @Test func theWordIsTheMarkersBytes() {
        let word = Array("archkit:".utf8).withUnsafeBufferPointer { WordScan.load($0, at: 0) }
        #expect(word == DirectiveComment.markerWord)
    }

    /// Every comment of the samples, near misses included, is a directive exactly when its text
    /// after `//` and any spaces or tabs starts with `archkit:`.
    @Test func commentsAreDirectivesExactlyWhenTheyStartWithTheMarker() {
        let bodies = ["archkit:", " archkit: allow x", "\t archkit:next", "archkit", " archkit;", "Archkit:", "archkit :",
                      "/ archkit:", "  archkit:" + String(repeating: "x", count: 40), "", " ", "a", "archkitx:", "archki:"]
        for body in bodies {
            for ending in ["", "\n", "\r\n", "\nlet x = 1\n"] {
                let source = "let a = 1 //" + body + ending
                let found: [DirectiveComment] = Array(source.utf8).withUnsafeBufferPointer { buffer in
                    var lexer = SwiftLexer(buffer)
                    while lexer.next().kind != .endOfFile {}
                    return lexer.directiveComments
                }
                let text = body.drop { $0 == " " || $0 == "\t" }
                #expect(found.count == (text.hasPrefix("archkit:") ? 1 : 0), "//\(body)")
            }
        }
    }
}
