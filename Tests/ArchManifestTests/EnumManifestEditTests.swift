import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// Adding a target to an enum-style manifest by following a sibling, on the SeedLayers
/// fixture's Domain manifest (a minimal reproduction of seed-style apps' layer packages).
@Suite("Enum manifest editing")
struct EnumManifestEditTests {
    static let seedDomain: String = {
        let url = RepositoryPaths.fixtures.appendingPathComponent("SeedLayers/Packages/Domain/Package.swift")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static let orderDomain = TargetAddition(name: "OrderDomain", dependencies: [
        .product("OrderAbstraction", package: "Abstraction"), .product("DIAbstraction", package: "Abstraction"),
    ])

    private func edited(_ manifest: String, _ target: TargetAddition) -> (text: String, summary: String) {
        guard case .edited(let bytes, let summary) = ManifestEditor.add(target, to: Array(manifest.utf8), path: "Packages/Domain/Package.swift") else {
            Issue.record("not edited: \(ManifestEditor.add(target, to: Array(manifest.utf8), path: "Packages/Domain/Package.swift"))")
            return ("", "")
        }
        return (String(decoding: bytes, as: UTF8.self), summary)
    }

    private func read(_ text: String) throws -> PackageManifest {
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/Packages/Domain/Package.swift"), relativePath: "Packages/Domain/Package.swift",
                                  contents: Array(text.utf8))
        return try #require(StaticManifestReader().read(input).manifest)
    }

    /// Lines without trailing white space: the seed's blank lines hold indentation, which the
    /// copied arms keep, and the expectations below are easier to read without it.
    private func trimmed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }.joined(separator: "\n")
    }

    private func lines(_ lines: String...) -> String {
        lines.joined(separator: "\n") + "\n"
    }

    /// Applies replacements that must each match once.
    private func replacing(_ text: String, _ replacements: [(String, String)]) -> String {
        var result = trimmed(text)
        for (old, new) in replacements {
            #expect(result.components(separatedBy: old).count == 2, "\(old) is not in the manifest once")
            result = result.replacingOccurrences(of: old, with: new)
        }
        return result
    }

    @Test func theNewCaseFollowsTheSiblingWhoseDependenciesFit() throws {
        let (text, summary) = edited(Self.seedDomain, Self.orderDomain)
        #expect(summary == "added DomainProduct.OrderDomain and AbstractionModule.OrderAbstraction for target OrderDomain, following BasketDomain")
        let expected = replacing(Self.seedDomain, [
            ("    case RoutingDomain\n\n", "    case RoutingDomain\n\n    case OrderDomain\n\n"),
            ("    case RoutingAbstraction\n\n", "    case RoutingAbstraction\n\n    case OrderAbstraction\n\n"),
            (lines("                name: rawValue,", "                package: \"Abstraction\"", "            )", "        }"),
             lines("                name: rawValue,", "                package: \"Abstraction\"", "            )", "",
                   "        case .OrderAbstraction:", "            .product(", "                name: \"OrderAbstraction\",",
                   "                package: \"Abstraction\"", "            )", "        }")),
            (lines("                .abstraction(.RoutingAbstraction)", "            ]", "        }"),
             lines("                .abstraction(.RoutingAbstraction)", "            ]", "",
                   "        case .OrderDomain:", "            [", "                .abstraction(.OrderAbstraction),",
                   "                .abstraction(.DIAbstraction)", "            ]", "        }")),
            ("case .BasketDomain, .RoutingDomain:", "case .BasketDomain, .OrderDomain, .RoutingDomain:"),
        ])
        #expect(trimmed(text) == expected)

        // Read back: the new target where its siblings are, and a test target like theirs.
        let manifest = try read(text)
        let added = try #require(manifest.target(named: "OrderDomain"))
        #expect(added.path == "Sources/Domain/OrderDomain")
        #expect(added.dependencies.map(\.name) == ["OrderAbstraction", "DIAbstraction"])
        #expect(manifest.target(named: "OrderDomainTests")?.dependencies.map(\.name) == ["OrderDomain"])
        #expect(manifest.products.map(\.name).contains("OrderDomain"))
    }

    /// SwiftPM reads the edited manifest as archkit does.
    @Test(.requires(.swift)) func swiftPMAgreesWithTheEdit() throws {
        let (text, _) = edited(Self.seedDomain, Self.orderDomain)
        let scratch = try TemporaryDirectory()
        try scratch.write("Domain/Package.swift", text)
        let input = ManifestInput(fileURL: scratch.url.appendingPathComponent("Domain/Package.swift"), relativePath: "Domain/Package.swift",
                                  contents: Array(text.utf8))
        let outcome = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        let manifest = try #require(outcome.manifest, "\(outcome.diagnostics.map(\.message))")
        let added = try #require(manifest.target(named: "OrderDomain"))
        #expect(added.path == "Sources/Domain/OrderDomain")
        #expect(Set(added.dependencies.map(\.name)) == ["OrderAbstraction", "DIAbstraction"])
        #expect(manifest.target(named: "OrderDomainTests")?.dependencies.map(\.name) == ["OrderDomain"])
    }

    /// When no sibling's copy gives the dependencies asked for, the `dependencies` arm lists
    /// them, and the other switches still follow the sibling.
    @Test func dependenciesNoSiblingHasAreListed() throws {
        let target = TargetAddition(name: "OrderDomain", dependencies: [.product("RoutingAbstraction", package: "Abstraction"), .target("BasketDomain")])
        let (text, summary) = edited(Self.seedDomain, target)
        #expect(summary == "added DomainProduct.OrderDomain for target OrderDomain, following BasketDomain")
        #expect(text.contains("""
                case .OrderDomain:
                    [.product(name: "RoutingAbstraction", package: "Abstraction"), .target(name: "BasketDomain")]
                }
        """))
        #expect(text.contains("case .BasketDomain, .OrderDomain, .RoutingDomain:"))
        #expect(try read(text).target(named: "OrderDomain")?.dependencies.map(\.name) == ["RoutingAbstraction", "BasketDomain"])
    }

    /// A sibling's list keeps the elements that give what is asked, in its own spelling and
    /// layout, and the rest is written out after them.
    @Test func aSiblingsListKeepsWhatIsAskedFor() throws {
        let target = TargetAddition(name: "OrderDomain", dependencies: [
            .product("OrderAbstraction", package: "Abstraction"), .product("RoutingAbstraction", package: "Abstraction"),
        ])
        let (text, summary) = edited(Self.seedDomain, target)
        #expect(summary == "added DomainProduct.OrderDomain and AbstractionModule.OrderAbstraction for target OrderDomain, following BasketDomain")
        #expect(trimmed(text).contains(lines(
            "        case .OrderDomain:", "            [", "                .abstraction(.OrderAbstraction),",
            "                .product(name: \"RoutingAbstraction\", package: \"Abstraction\")", "            ]", "        }")))
        #expect(try read(text).target(named: "OrderDomain")?.dependencies.map(\.name) == ["OrderAbstraction", "RoutingAbstraction"])
    }

    /// The reference app's Domain manifest: explicit raw values, `return` arms, and the
    /// Abstraction enum named by prefix (`.product` gives `.order`, raw value "Order").
    @Test func theFixtureFollowsItsFirstDomainTarget() throws {
        let url = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp/Packages/Domain/Package.swift")
        let original = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let target = TargetAddition(name: "OrderDomain", dependencies: [
            .product("OrderAbstraction", package: "Abstraction"), .product("DIAbstraction", package: "Abstraction"), .product("RxSwift", package: "RxSwift"),
        ])
        let (text, summary) = edited(original, target)
        #expect(summary == "added Module.orderDomain and AbstractionModule.order for target OrderDomain, following ProductDomain")
        #expect(text.contains("    case webContainerDomain = \"WebContainerDomain\"\n    case orderDomain = \"OrderDomain\"\n"))
        #expect(text.contains("""
                case .orderDomain:
                    return [.abstraction(.order), .abstraction(.di), .external(.rxSwift)]
                }
        """))
        #expect(text.contains("    case webContainer = \"WebContainer\"\n    case order = \"Order\"\n"))
        #expect(try read(text).target(named: "OrderDomain")?.dependencies.map(\.name) == ["OrderAbstraction", "DIAbstraction", "RxSwift"])
    }

    /// A switch whose arms share a line with it cannot take a copied arm; the refusal names
    /// the line and the construct, and the lines to add by hand.
    @Test func aSwitchOnOneLineIsLeftToTheAuthorWithItsPlace() {
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case core = "Core"
            var dependencies: [Target.Dependency] { switch self { case .core: return [] } }
            var target: Target { .target(name: rawValue, dependencies: dependencies) }
        }
        let package = Package(name: "Domain", targets: Module.allCases.map(\\.target))
        """
        guard case .manual(let lines) = ManifestEditor.add(Self.orderDomain, to: Array(manifest.utf8), path: "Package.swift") else {
            Issue.record("edited a manifest it cannot edit safely")
            return
        }
        #expect(lines.contains("Package.swift:6:59: the arms of this `switch self` do not each start a line"))
        #expect(lines.contains("Add a case for OrderDomain to enum Module beside Core"))
        #expect(lines.contains("[.product(name: \"OrderAbstraction\", package: \"Abstraction\"), .product(name: \"DIAbstraction\", package: \"Abstraction\")]"))
    }

    @Test func caseNamesFollowTheSiblings() {
        func added(_ name: String, beside sibling: String) -> String {
            let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\nenum M: String, CaseIterable {\n    \(sibling)\n    var target: Target { .target(name: rawValue) }\n}\n"
                + "let package = Package(name: \"P\", targets: M.allCases.map(\\.target))\n"
            guard case .edited(let bytes, _) = ManifestEditor.add(TargetAddition(name: name, dependencies: []), to: Array(manifest.utf8), path: "Package.swift") else {
                return "manual"
            }
            return String(decoding: bytes, as: UTF8.self).split(separator: "\n")[4].trimmingCharacters(in: .whitespaces)
        }
        #expect(added("OrderDomain", beside: "case a = \"A\"") == "case orderDomain = \"OrderDomain\"")
        #expect(added("DIAbstraction", beside: "case a = \"A\"") == "case diAbstraction = \"DIAbstraction\"")
        #expect(added("HTTP2Client", beside: "case a = \"A\"") == "case http2Client = \"HTTP2Client\"")
        #expect(added("OrderDomain", beside: "case basketDomain = \"BasketDomain\"") == "case orderDomain = \"OrderDomain\"")
        #expect(added("OrderDomain", beside: "case BasketDomain") == "case OrderDomain")
        #expect(added("API", beside: "case Networking") == "case API")
    }

    @Test func stemsAreRenamedOnlyAsWholeWords() {
        let renaming = StemRenaming(sibling: "BasketDomain", name: "OrderDomain")
        #expect(renaming == StemRenaming(old: "Basket", new: "Order"))
        #expect(renaming.apply(".abstraction(.BasketAbstraction), .basket, \"Sources/Basket\"") == ".abstraction(.OrderAbstraction), .order, \"Sources/Order\"")
        #expect(renaming.apply("getBasketList basketball Basketball XBasket basket_") == "getOrderList basketball Basketball XBasket order_")
        #expect(StemRenaming(sibling: "DIAbstraction", name: "OrderAbstraction") == StemRenaming(old: "DI", new: "Order"))
        #expect(StemRenaming(sibling: "Core", name: "OrderDomain") == StemRenaming(old: "Core", new: "OrderDomain"))
        #expect(StemRenaming(sibling: "Domain", name: "OrderDomain") == StemRenaming(old: "Domain", new: "OrderDomain"))
    }
}
