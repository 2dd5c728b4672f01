@testable import ArchCore
import Testing

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
