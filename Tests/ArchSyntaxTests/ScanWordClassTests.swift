import Foundation
import Testing
@testable import ArchSyntax
import ArchTestSupport

/// `Words.classify` compares names as integers; these tests hold it to the plain meaning of
/// each word, written as Strings, on every name of the fixtures, on every word and its near
/// misses, and at every distance from the end of the buffer.
@Suite("Word classes agree with the words spelled out")
struct ScanWordClassTests {
    static let words: [String: Words.Class] = [
        "var": .member(.var), "let": .member(.let), "func": .member(.func), "init": .member(.`init`),
        "case": .member(.case), "enum": .declaration(.enum), "open": .accessLevel(.open),
        "class": .declaration(.class), "actor": .declaration(.actor), "import": .import,
        "struct": .declaration(.struct), "switch": .member(.switch), "public": .accessLevel(.public),
        "package": .accessLevel(.package), "private": .accessLevel(.private), "protocol": .declaration(.protocol),
        "internal": .accessLevel(.internal), "typealias": .declaration(.typealias),
        "subscript": .member(.subscript), "fileprivate": .accessLevel(.fileprivate),
    ]

    static func expected(_ text: String) -> Words.Class {
        words[text] ?? .none
    }

    /// Classifies `text` placed at `offset` in a buffer that ends `trailing` bytes after it.
    static func classify(_ text: String, offset: Int = 0, trailing: Int = 0) -> Words.Class {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: offset) + Array(text.utf8)
            + [UInt8](repeating: UInt8(ascii: "x"), count: trailing)
        return bytes.withUnsafeBufferPointer { buffer in
            let token = Token(kind: .identifier, start: offset, end: offset + text.utf8.count, line: 1, column: offset + 1)
            return Words.classify(token, in: buffer)
        }
    }

    @Test func everyWordAndItsNearMisses() {
        for word in Self.words.keys {
            var variants = [word, word + "s", String(word.dropLast()), "`" + word + "`", word.uppercased(),
                            "_" + word, String(word.dropFirst())]
            for index in word.indices {
                var changed = word
                changed.replaceSubrange(index...index, with: "q")
                variants.append(changed)
            }
            for variant in variants {
                for trailing in 0..<10 {
                    #expect(Self.classify(variant, offset: 3, trailing: trailing) == Self.expected(variant),
                            "\(variant) with \(trailing) bytes after it")
                }
                #expect(Self.classify(variant) == Self.expected(variant), "\(variant)")
            }
        }
    }

    @Test func everyNameOfTheFixtures() throws {
        let files = RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures)
        try #require(!files.isEmpty)
        var names = 0
        for file in files {
            let bytes = [UInt8](try Data(contentsOf: file))
            bytes.withUnsafeBufferPointer { buffer in
                var lexer = SwiftLexer(buffer)
                while true {
                    let token = lexer.next()
                    if token.kind == .endOfFile { break }
                    guard token.kind == .identifier else { continue }
                    names += 1
                    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[token.start..<token.end]), as: UTF8.self)
                    #expect(Words.classify(token, in: buffer) == Self.expected(text), "\(file.path): \(text)")
                }
            }
        }
        #expect(names > 1_000)
    }
}
