import ArchCore
@testable import ArchRuleCatalogue
import ArchTestSupport
import Testing

/// `NameIndex.paths` merges the discovered files, which come in byte order, with their folders
/// sorted apart. It must give what sorting every name does, whatever order the files come in.
@Suite("Path index")
struct NameIndexPathTests {
    /// A lone combining mark makes a `/` before it part of a name rather than a folder's end.
    static let components = ["a", "b", "a.b", "a-b", "A", "_", "\u{E9}", "e\u{301}", "x.swift", "a b", "\u{301}"]

    /// What the index held before: every path and every folder above it, cut at a `/`
    /// character, sorted by UTF-8 bytes without repeats.
    static func expectedNames(_ paths: [String]) -> [String] {
        var names = Set<String>()
        for path in paths {
            var current = Substring(path)
            while names.insert(String(current)).inserted, let slash = current.lastIndex(of: "/") {
                current = current[..<slash]
            }
        }
        return names.sorted(by: ByteOrder.precedes)
    }

    @Test func equalsSortingEveryNameForSortedAndUnsortedFiles() {
        var random = SplitMix64(seed: 0x7061_7468)
        for iteration in 0..<600 {
            var paths = (0..<random.below(12)).map { _ in
                (0...random.below(4)).map { _ in Self.components[random.below(Self.components.count)] }.joined(separator: "/")
            }
            // Half of the lists come as discovery gives them: sorted by bytes.
            if iteration.isMultiple(of: 2) { paths.sort(by: ByteOrder.precedes) }
            #expect(NameIndex.paths(paths).names == Self.expectedNames(paths), "\(paths)")
        }
    }

    @Test func findsAFolderAboveOnlyTheFilesOfAnotherFolder() {
        let index = NameIndex.paths(["App/Generated-Old/A.swift", "App/Generated.swift", "App/Generated/B.swift"])
        #expect(index.names == ["App", "App/Generated", "App/Generated-Old", "App/Generated-Old/A.swift", "App/Generated.swift",
                                "App/Generated/B.swift"])
        #expect(index.hasMatch(for: Glob("App/Generated")))
        #expect(index.hasMatch(for: Glob("App/Gen*/B.swift")))
        #expect(!index.hasMatch(for: Glob("App/Generated/A*")))
    }
}
