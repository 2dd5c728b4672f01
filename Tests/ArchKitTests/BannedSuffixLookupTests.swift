@testable import ArchRules
import ArchTestSupport
import Testing

/// `ban-names` may list tens of thousands of suffixes; every declared type used to be compared
/// with each of them.
@Suite("Banned suffix look-up")
struct BannedSuffixLookupTests {
    @Test func findsTheFirstListedSuffixLikeHasSuffix() {
        let suffixes = ["Manager", "r", "Helper", "er", "Utils", "ager", "é", "e\u{301}x"]
        let lookup = SuffixLookup(suffixes)
        for name in ["BasketManager", "Folder", "PriceHelper", "StringUtils", "Basket", "", "Caf\u{E9}", "Cafe\u{301}", "e\u{301}x", "ex"] {
            #expect(lookup.firstSuffix(of: name) == suffixes.first { name.hasSuffix($0) }, "\(name)")
        }
    }

    @Test func costGrowsLinearlyWithSuffixesAndNames() {
        let growth = Growth.measure(startingAt: 1_000, make: { count in
            (suffixes: (0..<count).map { "Role\($0)" }, names: (0..<count).map { "Type\($0)Role\(count - 1 - $0)" })
        }, work: { input in
            let lookup = SuffixLookup(input.suffixes)
            #expect(input.names.allSatisfy { lookup.firstSuffix(of: $0) != nil })
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
