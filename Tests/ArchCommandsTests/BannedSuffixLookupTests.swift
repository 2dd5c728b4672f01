import ArchCore
@testable import ArchRuleCatalogue
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

    /// The tree takes a few entries per byte of the list, however long it is and whatever its
    /// alphabet.
    @Test func memoryGrowsWithTheListNotWithTheAlphabet() {
        var random = SplitMix64(seed: 36)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        func suffixes(_ count: Int) -> [String] {
            (0..<count).map { _ in String((0..<12).map { _ in letters[random.below(letters.count)] }) }
        }
        for count in [2_000, 16_000] {
            let list = suffixes(count)
            let lookup = SuffixLookup(list)
            let bytes = list.reduce(0) { $0 + $1.utf8.count }
            #expect(lookup.storedEntries <= 2 * bytes + 1, "\(count) suffixes of \(bytes) bytes took \(lookup.storedEntries) entries")
            for name in list.prefix(50) + ["Plain" + list[7], "Nothing"] {
                #expect(lookup.firstSuffix(of: name) == list.first { name.hasSuffix($0) }, "\(name)")
            }
        }
    }

    /// Names that are not plain ASCII still compare as characters, as `hasSuffix` compares them.
    @Test func charactersBeyondASCII() {
        let suffixes = ["Manager", "r"]
        let lookup = SuffixLookup(suffixes)
        for name in ["Caf\u{E9}Manager", "Manage\u{0072}\u{0301}", "\u{1F600}r", "Manager\r\n", "r"] {
            #expect(lookup.firstSuffix(of: name) == suffixes.first { name.hasSuffix($0) }, "\(name.debugDescription)")
        }
    }
}
