@testable import ArchManifest
@testable import ArchModuleGraph
import ArchCore
import Testing

/// `OwnershipIndex.owner(of:cache:)` cuts ASCII paths in their bytes; every other path goes
/// the way of characters. Both must name the same owner for every path, whichever folder the
/// cache held before.
@Suite("Ownership by bytes")
struct OwnershipBytesTests {
    private static func layout(_ module: String, _ folder: String, excluded: [String] = [], included: [String]? = nil,
                               resources: [String] = [], compiles: Bool = true) -> TargetLayout {
        TargetLayout(module: module, folder: folder, excluded: excluded, included: included, resources: resources,
                     toolsVersion: ToolsVersion(5, 9), compilesSources: compiles)
    }

    private static let index = OwnershipIndex([
        layout("Root", ""),
        layout("App", "Sources/App", excluded: ["Sources/App/Skip"], resources: ["Sources/App/Res"]),
        layout("Nested", "Sources/App/Nested"),
        layout("Listed", "Pkg/Sources/Listed", included: ["Pkg/Sources/Listed/In", "Pkg/Sources/Listed/one.swift"]),
        layout("Binary", "Pkg/Sources/Binary", compiles: false),
        layout("Café", "Sources/Café"),
        layout("Marked", "Sources/e\u{301}"),
    ])

    /// Components that meet every branch: hidden names, a dot alone, names that only start
    /// with a dot once a mark joins it, non-ASCII folders, a slash that a mark follows.
    private static let components = [
        "Sources", "App", "Nested", "Skip", "Res", "Pkg", "Listed", "In", "one.swift", "Binary", "Café", "e\u{301}",
        "a.swift", ".hidden.swift", ".", "..", ".\u{301}x.swift", "\u{301}", "x.lproj", "", "Cafe\u{301}", "\r\n",
    ]

    private static func randomPath(_ generator: inout SplitMix64) -> String {
        let count = 1 + Int(generator.next() % 5)
        var path = (0..<count).map { _ in components[Int(generator.next() % UInt64(components.count))] }.joined(separator: "/")
        if generator.next() % 8 == 0 { path = "/" + path }
        return path
    }

    @Test("bytes and characters name the same owner, cached or not")
    func sameOwner() {
        var generator = SplitMix64(seed: 0x5EED)
        var cache: OwnershipIndex.Candidates?
        var byteAnswers = 0
        for _ in 0..<20_000 {
            let path = Self.randomPath(&generator)
            var fresh: OwnershipIndex.Candidates?
            let expected = Self.index.owner(byCharactersOf: path, cache: &fresh)
            #expect(Self.index.owner(of: path, cache: &cache) == expected, "\(path.debugDescription)")
            if path.utf8.allSatisfy({ $0 < 0x80 }) { byteAnswers += 1 }
        }
        // The byte path must have been taken often enough to be tested.
        #expect(byteAnswers > 5_000)
    }

    @Test("a sample of owners", arguments: [
        ("Sources/App/a.swift", "App"),
        ("Sources/App/Nested/a.swift", "Nested"),
        ("Sources/App/Skip/a.swift", "Root"),
        ("Sources/App/.hidden.swift", nil),
        ("Sources/App/Res/a.swift", "Root"),
        ("Pkg/Sources/Listed/In/a.swift", "Listed"),
        ("Pkg/Sources/Listed/a.swift", "Root"),
        ("Pkg/Sources/Binary/a.swift", "Root"),
        ("a.swift", "Root"),
        ("Sources/Café/a.swift", "Café"),
        ("Sources/e\u{301}/.\u{301}x.swift", "Marked"),
    ] as [(String, String?)])
    func sample(path: String, owner: String?) {
        var cache: OwnershipIndex.Candidates?
        #expect(Self.index.owner(of: path, cache: &cache) == owner)
    }
}
