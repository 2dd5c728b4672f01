import Testing
import ArchCore

@Suite("Glob")
struct GlobTests {
    @Test(arguments: [
        ("*Feature", "LoginFeature", true),
        ("*Feature", "Feature", true),
        ("*Feature", "LoginFeatureTests", false),
        ("Product*", "ProductDomain", true),
        ("?Data", "XData", true),
        ("?Data", "Data", false),
        ("[PB]*Domain", "BasketDomain", true),
        ("[!PB]*Domain", "BasketDomain", false),
        ("[a-c]x", "bx", true),
        ("API", "API", true),
        ("API", "APIs", false),
    ])
    func moduleNames(pattern: String, name: String, expected: Bool) {
        #expect(Glob(pattern).matches(name) == expected)
    }

    @Test(arguments: [
        ("MyEcommerce/**", "MyEcommerce/Routing/AppRouter.swift", true),
        ("MyEcommerce/**", "Other/MyEcommerce/x.swift", false),
        ("MyEcommerce/*.swift", "MyEcommerce/App.swift", true),
        ("MyEcommerce/*.swift", "MyEcommerce/Routing/App.swift", false),
        ("**/Tests/**", "Tests/a.swift", true),
        ("**/Tests/**", "Packages/Cart/Tests/CartTests/a.swift", true),
        ("**/*.generated.swift", "a/b/c.generated.swift", true),
        ("Sources/**/Di", "Sources/Order/Di", true),
        ("Sources/**/Di", "Sources/Di", true),
    ])
    func paths(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func pathPatternsCoverEverythingBelowAMatchingFolder() {
        #expect(Glob("Fixtures").matchesPathOrAncestor("Fixtures/EcommerceApp/Package.swift"))
        #expect(Glob("Fixtures/*").matchesPathOrAncestor("Fixtures/EcommerceApp/Package.swift"))
        #expect(!Glob("Fixtures").matchesPathOrAncestor("FixturesOld/a.swift"))
        #expect(!Glob("Sources/A").matchesPathOrAncestor("Sources/AB/x.swift"))
    }

    @Test func literalPrefixEndsAtTheFirstWildcard() {
        #expect(Glob("Sources/*/Gen?").literalPrefix == "Sources/")
        #expect(Glob("*Feature").literalPrefix == "")
        #expect(Glob("Mod[0-9]").literalPrefix == "Mod")
        #expect(Glob("API").literalPrefix == "API")
    }

    @Test func manyStarsStayFast() {
        let pattern = Glob("*a*a*a*a*a*a*a*a*b")
        #expect(!pattern.matches(String(repeating: "a", count: 200)))
    }
}

@Suite("Suggestion")
struct SuggestionTests {
    @Test func nearestCandidateWithinReach() {
        #expect(Suggestion.closest(to: "laye", in: ["layer", "allow", "forbid"]) == "layer")
        #expect(Suggestion.closest(to: "Presentaton", in: ["Presentation", "Domain"]) == "Presentation")
        #expect(Suggestion.closest(to: "--fromat", in: ["--format", "--path"]) == "--format")
        #expect(Suggestion.closest(to: "xyz", in: ["layer", "allow"]) == nil)
    }

    @Test func caseIsIgnoredAndTiesGoToTheSmallerCandidate() {
        #expect(Suggestion.closest(to: "UIkit", in: ["AppKit", "UIKit"]) == "UIKit")
        #expect(Suggestion.closest(to: "Cart", in: ["Carts", "Care"]) == "Care")
        // Far longer or shorter candidates are out of reach, however similar their start.
        #expect(Suggestion.closest(to: "Domain", in: ["DomainInterfaces"]) == nil)
    }

    @Test func preparedCandidatesAnswerLikeTheOneShotForm() {
        let names = ["Presentation", "Domain", "Data", "Networking", "UIKit", "SwiftUI", "SwiftData"]
        let candidates = Suggestion.Candidates(names)
        for word in ["Presentaton", "Domian", "Dat", "UIkit", "SwiftDta", "xyz", "", "Networkingg"] {
            #expect(candidates.closest(to: word) == Suggestion.closest(to: word, in: names))
        }
        #expect(candidates.closest(to: "SwiftDta") == "SwiftData")
    }
}

@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func millionAs() {
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
