import ArchManifest
import Testing

/// Which targets a change of a `Package.swift` touches, token by token.
@Suite("Manifest declaration diff")
struct ManifestDeclarationDiffTests {
    static let base = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            platforms: [.iOS(.v16)],
            products: [.library(name: "Basket", targets: ["Basket"])],
            targets: [
                .target(name: "Core"),
                .target(name: "Basket", dependencies: ["Core", .target(name: "Network")]),
                .target(name: "Network", dependencies: ["Core"]),
                .testTarget(name: "BasketTests", dependencies: ["Basket"])
            ]
        )

        """
    static let targets = ["Core", "Basket", "Network", "BasketTests"]

    static func touched(_ head: String, targets: [String] = targets) -> Set<String>? {
        ManifestDeclarationDiff.changedTargets(from: Array(base.utf8), to: Array(head.utf8), targets: targets)
    }

    @Test func spacingAndCommentsTouchNothing() {
        let head = Self.base.replacingOccurrences(of: "    .target(name: \"Core\"),", with: "    // the core\n    .target( name : \"Core\" ) ,")
        #expect(Self.touched(head) == [])
    }

    @Test func aChangedCallTouchesItsTargetAlone() {
        #expect(Self.touched(Self.base.replacingOccurrences(of: "dependencies: [\"Core\"])", with: "dependencies: [\"Core\", \"Log\"])")) == ["Network"])
        // A dependency named with `.target(name:)` inside a declaration belongs to that declaration.
        #expect(Self.touched(Self.base.replacingOccurrences(of: ".target(name: \"Network\")]", with: ".target(name: \"Network\"), \"Log\"]")) == ["Basket"])
    }

    @Test func aNewTargetIsTouchedAndItsNeighboursAreNot() {
        let head = Self.base.replacingOccurrences(of: "        .testTarget(", with: "        .target(name: \"Search\", dependencies: [\"Core\"]),\n        .testTarget(")
        #expect(Self.touched(head, targets: Self.targets + ["Search"]) == ["Search"])
        // The last target without its trailing comma, then with one: nothing.
        #expect(Self.touched(Self.base.replacingOccurrences(of: "[\"Basket\"])\n    ]", with: "[\"Basket\"]),\n    ]")) == [])
    }

    @Test func aChangeOutsideTheTargetsTouchesEveryTarget() {
        for head in [Self.base.replacingOccurrences(of: ".v16", with: ".v17"),
                     Self.base.replacingOccurrences(of: "targets: [\"Basket\"])]", with: "targets: [\"Basket\", \"Core\"])]"),
                     Self.base + "let shared = 1\n"] {
            #expect(Self.touched(head) == nil, "\(head)")
        }
        // A target the head dropped counts as the package's own text.
        let dropped = Self.base.replacingOccurrences(of: "        .target(name: \"Network\", dependencies: [\"Core\"]),\n", with: "")
        #expect(Self.touched(dropped, targets: ["Core", "Basket", "BasketTests"]) == nil)
    }

    @Test func targetsWithoutLiteralNamesAreNotToldApart() {
        let enumStyle = """
            // swift-tools-version: 5.9
            import PackageDescription
            enum Module: String, CaseIterable { case core = "Core", basket = "Basket" }
            let package = Package(name: "Shop", targets: Module.allCases.map { .target(name: $0.rawValue) })

            """
        let changed = enumStyle.replacingOccurrences(of: "basket = \"Basket\"", with: "basket = \"Basket\", search = \"Search\"")
        #expect(ManifestDeclarationDiff.changedTargets(from: Array(enumStyle.utf8), to: Array(changed.utf8), targets: ["Core", "Basket", "Search"]) == nil)
        // Only a comment moved: nothing, whatever the style.
        #expect(ManifestDeclarationDiff.changedTargets(from: Array(enumStyle.utf8), to: Array((enumStyle + "// note\n").utf8),
                                                       targets: ["Core", "Basket"]) == [])
    }
}
