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

    /// A trailing comma added or dropped declares nothing new (a real range of a large
    /// repository charged 22 modules for one).
    @Test func aTrailingCommaTouchesNothing() {
        #expect(Self.touched(Self.base.replacingOccurrences(of: "dependencies: [\"Core\"])", with: "dependencies: [\"Core\",])")) == [])
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "return [.external(.rxSwift)]", with: "return [.external(.rxSwift),]")) == [])
        // A comma that separates is no trailing comma.
        #expect(Self.touched(Self.base.replacingOccurrences(of: "dependencies: [\"Core\"])", with: "dependencies: [\"Core\", \"Log\"])")) == ["Network"])
    }

    /// A changed package requirement touches no target's declaration; the package's products
    /// change for whatever uses them, which the caller follows like a moved pin.
    @Test func aChangedPackageEntryNamesThePackageAndNoTarget() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Server",
                dependencies: [
                    .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
                    .package(url: "https://github.com/apple/swift-collections", from: "1.0.0"),
                ],
                targets: [
                    .target(name: "A", dependencies: [.product(name: "Logging", package: "swift-log")]),
                    .target(name: "B", dependencies: [.product(name: "Collections", package: "swift-collections")]),
                ]
            )

            """
        func changes(_ head: String) -> (targets: Set<String>?, packages: Set<String>) {
            ManifestDeclarationDiff.changes(from: Array(manifest.utf8), to: Array(head.utf8), targets: ["A", "B"])
        }
        let bumped = changes(manifest.replacingOccurrences(of: "from: \"1.5.0\"", with: "from: \"1.6.0\""))
        #expect(bumped.targets == [] && bumped.packages == ["swift-log"])
        let added = changes(manifest.replacingOccurrences(of: "    ],\n    targets", with: "        .package(path: \"../Kit\"),\n    ],\n    targets"))
        #expect(added.targets == [] && added.packages == ["kit"])
        // A change beside the entries still touches every target.
        let platforms = changes(manifest.replacingOccurrences(of: "name: \"Server\",", with: "name: \"Server\", platforms: [.macOS(.v14)],"))
        #expect(platforms.targets == nil)
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

    /// An enum manifest in the seed's style: a `dependencies` switch over the targets and a
    /// `testsDependencies` switch for their test targets, named `"\(rawValue)Tests"`.
    static let enumManifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case productDomain = "ProductDomain"
            case basketDomain = "BasketDomain"

            var dependencies: [Target.Dependency] {
                switch self {
                case .productDomain:
                    return [.external(.rxSwift)]
                case .basketDomain:
                    return [.internal(.productDomain)]
                }
            }

            var testsDependencies: [Target.Dependency] {
                switch self {
                case .productDomain, .basketDomain:
                    return [.internal(self)]
                }
            }
        }

        enum ExternalModule: String {
            case rxSwift = "RxSwift"

            var dependency: Target.Dependency {
                switch self {
                case .rxSwift: return .product(name: "RxSwift", package: "RxSwift")
                }
            }
        }

        let package = Package(
            name: "Domain",
            targets: Module.allCases.map { .target(name: $0.rawValue, dependencies: $0.dependencies) }
                + Module.allCases.map { .testTarget(name: $0.rawValue + "Tests", dependencies: $0.testsDependencies) }
        )

        """
    static let enumTargets = ["ProductDomain", "BasketDomain", "ProductDomainTests", "BasketDomainTests"]

    static func touchedEnum(_ head: String) -> Set<String>? {
        ManifestDeclarationDiff.changedTargets(from: Array(enumManifest.utf8), to: Array(head.utf8), targets: enumTargets)
    }

    /// A change within one target's arm of a `switch self` touches that target; within an arm
    /// of the switch for tests, that target's tests; an arm of two labels, both.
    @Test func aChangeInsideOneSwitchArmTouchesItsTargets() {
        let basket = "return [.internal(.productDomain)]"
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: basket, with: "return [.internal(.productDomain), .external(.rxSwift)]"))
            == ["BasketDomain"])
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "return [.external(.rxSwift)]", with: "return []"))
            == ["ProductDomain"])
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "return [.internal(self)]", with: "return [.internal(self), .external(.rxSwift)]"))
            == ["ProductDomainTests", "BasketDomainTests"])
    }

    /// Anything else touches every target: two arms at once, a shared value, an arm of a
    /// switch over another enum, a new case.
    @Test func aChangeOutsideOneArmTouchesEveryTarget() {
        let twoArms = Self.enumManifest.replacingOccurrences(of: "return [.external(.rxSwift)]", with: "return []")
            .replacingOccurrences(of: "return [.internal(.productDomain)]", with: "return []")
        #expect(Self.touchedEnum(twoArms) == nil)
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "package: \"RxSwift\")", with: "package: \"rxswift\")")) == nil)
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "name: \"Domain\",", with: "name: \"Domain\", platforms: [.iOS(.v17)],")) == nil)
        #expect(Self.touchedEnum(Self.enumManifest.replacingOccurrences(of: "case basketDomain = \"BasketDomain\"",
                                                                        with: "case basketDomain = \"BasketDomain\"\n    case userDomain = \"UserDomain\"")) == nil)
        #expect(Self.touchedEnum(Self.enumManifest + "// reviewed\n") == [])
    }
}
