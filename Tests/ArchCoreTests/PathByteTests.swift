@testable import ArchCore
import Testing
import ArchTestSupport

/// The byte-level fast paths of `RelativePath` and `ByteOrder` give the answers of the
/// character-level definitions they stand in for.
@Suite("Path arithmetic by bytes")
struct PathByteTests {
    static let paths = [
        "", "/", "a", "/a", "a/", "//a", "a//b", "a/./b", "./a", "a/.", "a/..", "../a", "/../a", "a/.../b", "a/.b",
        "Sources/App/main.swift", "Packages/P1/Sources/Core1/File.swift", "x/y/z/", "é/b", "a/é", "a/\u{301}b", "a\u{301}/b",
        "a/b/\u{301}", "\u{600}/b", "a\u{600}/b", "Sources/Feature/.hidden.swift",
    ]

    /// The definitions the fast paths replaced, character by character.
    static func referenceNormalize(_ path: String) -> String {
        RelativePath.normalizedByComponents(path)
    }

    static func referenceDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func referenceLastComponent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    @Test("normalize, directory and last component agree with their character-level definitions", arguments: paths)
    func agreesWithCharacters(_ path: String) {
        #expect(RelativePath.normalize(path).utf8.elementsEqual(Self.referenceNormalize(path).utf8))
        #expect(RelativePath.directory(of: path).utf8.elementsEqual(Self.referenceDirectory(path).utf8))
        #expect(RelativePath.lastComponent(of: path).utf8.elementsEqual(Self.referenceLastComponent(path).utf8))
        let (directory, name) = RelativePath.split(path)
        #expect(directory.utf8.elementsEqual(Self.referenceDirectory(path).utf8))
        #expect(name.utf8.elementsEqual(Self.referenceLastComponent(path).utf8))
    }

    @Test("byte order is the bytes' lexicographic order")
    func byteOrder() {
        for left in Self.paths {
            for right in Self.paths {
                #expect(ByteOrder.precedes(left, right) == left.utf8.lexicographicallyPrecedes(right.utf8))
            }
        }
        #expect(RelativePath.sameBytes("a/b", "xa/b".dropFirst()))
        #expect(!RelativePath.sameBytes("é", "e\u{301}"[...]))
    }
}

/// A literal pattern is matched against a path and its folders by bytes when both are ASCII;
/// its answer must be the character-level one, and text that is not ASCII must still get it.
@Suite("Literal globs on paths and folders, by bytes")
struct LiteralGlobByteTests {
    static let fragments = ["a", "b", "ab", "/", "//", "K", "\u{212A}", "e\u{301}", "\u{E9}", "/\u{301}", ".", "-"]

    @Test func agreesWithTheCharacterLevelDefinition() {
        var random = SplitMix64(seed: 0x676C_6F62)
        for _ in 0..<4_000 {
            let pattern = (0..<random.below(4)).map { _ in Self.fragments[random.below(Self.fragments.count)] }.joined()
            let path = (0..<random.below(7)).map { _ in Self.fragments[random.below(Self.fragments.count)] }.joined()
            let glob = Glob(pattern)
            // The fragments hold no wildcard, so every pattern takes the literal way.
            #expect(glob.isLiteral, "'\(pattern)'")
            #expect(glob.matchesPathOrAncestor(path) == glob.matchesLiterallyByCharacters(path), "'\(pattern)' against '\(path)'")
        }
    }

    @Test(arguments: [
        ("Generated", "Generated", true),
        ("Generated", "Generated/API.swift", true),
        ("Generated", "GeneratedOld/API.swift", false),
        ("Generated", "App/Generated/API.swift", false),
        ("App/Generated", "App/Generated/API/Client.swift", true),
        ("App/", "App//x.swift", true),
        ("App/", "App/x.swift", false),
        ("", "/a.swift", true),
        ("", "a.swift", false),
        // A `/` that carries a combining mark is part of a name, not a folder's end.
        ("a", "a/\u{301}b", false),
        // Canonically equal text matches, as `==` says: the Kelvin sign is a `K`.
        ("K", "\u{212A}/a", true),
    ])
    func answers(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matchesPathOrAncestor(path) == expected)
    }
}
