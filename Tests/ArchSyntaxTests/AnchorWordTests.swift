import ArchCore
import ArchTestSupport
import Testing
@testable import ArchSyntax

/// The skim's eight-byte test of anchor words may let a name through, for `Words.classify` to
/// judge, but must never keep out a word that `classify` makes an anchor.
@Suite("Anchor word test")
struct AnchorWordTests {
    /// Whether the skim's test lets the name through, with the name placed `padding` bytes
    /// before the end of the buffer.
    static func passes(_ name: String, padding: Int) -> Bool {
        let bytes = Array(name.utf8) + [UInt8](repeating: UInt8(ascii: " "), count: padding)
        return bytes.withUnsafeBufferPointer { buffer in
            SwiftLexer(buffer).mayBeAnchor(start: 0, length: name.utf8.count)
        }
    }

    static func isAnchor(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            switch Words.classify(Token(kind: .identifier, start: 0, end: bytes.count, line: 1, column: 1), in: buffer) {
            case .import, .accessLevel, .declaration, .member(.case): return true
            default: return false
            }
        }
    }

    /// The anchors named apart from the table: every type declaration keyword, every access
    /// level, `import` and `case`.
    static let anchors = TypeDeclarationKind.allCases.map(\.rawValue)
        + ["open", "public", "package", "private", "internal", "fileprivate", "import", "case"]

    @Test func everyAnchorWordPasses() {
        #expect(Set(Self.anchors) == Set(AnchorWords.words))
        for word in Self.anchors {
            #expect(Self.isAnchor(word), "\(word) is an anchor")
            for padding in [0, 3, 8, 20] { #expect(Self.passes(word, padding: padding), "\(word), \(padding) bytes after") }
        }
    }

    @Test func mostOtherNamesDoNot() {
        for name in ["self", "func", "init", "static", "true", "false", "enums", "opens", "Case", "clas", "structs",
                     "publicKey", "internals", "protocols", "typealia", "filePrivate", "x", "importer",
                     // Lengths no anchor word has read the table's last entry, which matches no name.
                     "if", "let", "fileprivates", "typealiasesAndMore", "importimportimport"] {
            #expect(!Self.passes(name, padding: 20), "\(name)")
            #expect(!Self.isAnchor(name), "\(name)")
        }
    }

    /// The skim's own answer for a name the table let through, placed `padding` bytes before
    /// the end of the buffer.
    static func skimSaysAnchor(_ name: String, padding: Int, recordsCases: Bool) -> Bool {
        let bytes = Array(name.utf8) + [UInt8](repeating: UInt8(ascii: " "), count: padding)
        return bytes.withUnsafeBufferPointer { buffer in
            SwiftLexer(buffer).isAnchor(start: 0, end: name.utf8.count, recordsCases: recordsCases)
        }
    }

    /// For every name the table lets through, the skim's answer is `classify`'s: without
    /// `classify` for short names with eight bytes to read, through it for the others.
    @Test func theSkimJudgesAsClassifyDoes() {
        var random = SplitMix64(seed: 0xA4C8_0126)
        let letters = Array("enumopcasltrikgyfv".utf8)
        var names = Self.anchors + ["cases", "Case", "enums", "typealiaz", "fileprivatX"]
        for _ in 0..<20_000 {
            var name = random.below(2) == 0 ? random.pick(Self.anchors) : ""
            while name.utf8.count < random.int(1...12) { name.append(Character(Unicode.Scalar(random.pick(letters)))) }
            names.append(name)
        }
        var judged = 0
        for name in names {
            for padding in [0, 2, 8, 20] where Self.passes(name, padding: padding) {
                judged += 1
                let isCase = name == "case"
                #expect(Self.skimSaysAnchor(name, padding: padding, recordsCases: true) == Self.isAnchor(name),
                        "\(name), \(padding) bytes after")
                #expect(Self.skimSaysAnchor(name, padding: padding, recordsCases: false) == (Self.isAnchor(name) && !isCase),
                        "\(name), \(padding) bytes after, no cases")
            }
        }
        #expect(judged > 1_000)
    }

    /// Random names from the anchor words' letters: whatever `classify` calls an anchor passes.
    @Test func noAnchorIsKeptOut() {
        var random = SplitMix64(seed: 0xA4C8_0125)
        let letters = Array("enumopcasltrikgyfv".utf8)
        var anchors = 0
        for _ in 0..<20_000 {
            var name = random.below(4) == 0 ? random.pick(Self.anchors) : ""
            while name.utf8.count < random.int(1...12) { name.append(Character(Unicode.Scalar(random.pick(letters)))) }
            let anchor = Self.isAnchor(name)
            if anchor { anchors += 1 }
            for padding in [0, 5, 12] where anchor {
                #expect(Self.passes(name, padding: padding), "\(name), \(padding) bytes after")
            }
        }
        #expect(anchors > 100)
    }
}
