import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// Adding and removing one entry of a target's `dependencies:`, in literal manifests and in
/// the enum-style manifests of the fixtures, keeping every other line as it was.
@Suite("Dependency list edits")
struct DependencyListEditTests {
    private func apply(_ changes: [DependencyChange], to manifest: String, path: String = "Package.swift") -> (text: String, refused: [String]) {
        let result = DependencyListEditor.apply(changes, to: Array(manifest.utf8), path: path)
        return (String(decoding: result.contents, as: UTF8.self), result.refused.map { "\($0.change): \($0.reason)" })
    }

    private func fixture(_ path: String) -> String {
        (try? String(contentsOf: RepositoryPaths.fixtures.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    static let onePerLine = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        targets: [
            .target(
                name: "Basket",
                dependencies: [
                    "Catalog",
                    "Pricing", // totals
                    .target(name: "Logging")
                ]
            ),
            .target(name: "Catalog", dependencies: ["Pricing", "Logging"]),
            .target(name: "Pricing"),
            .target(
                name: "Logging"
            ),
            .target(name: "Search", dependencies: []),
        ]
    )

    """

    @Test("removing an entry takes its line, or its comma on a one-line list")
    func removes() {
        let middle = apply([.remove("Pricing", target: "Basket", line: nil)], to: Self.onePerLine)
        #expect(middle.refused.isEmpty)
        #expect(middle.text == Self.onePerLine.replacingOccurrences(of: "                \"Pricing\", // totals\n", with: ""))

        let last = apply([.remove("Logging", target: "Basket", line: nil)], to: Self.onePerLine)
        #expect(last.text == Self.onePerLine.replacingOccurrences(of: "\"Pricing\", // totals\n                .target(name: \"Logging\")\n",
                                                              with: "\"Pricing\" // totals\n"))

        let inline = apply([.remove("Pricing", target: "Catalog", line: nil)], to: Self.onePerLine)
        #expect(inline.text.contains(".target(name: \"Catalog\", dependencies: [\"Logging\"]),"))
        let inlineLast = apply([.remove("Logging", target: "Catalog", line: nil)], to: Self.onePerLine)
        #expect(inlineLast.text.contains(".target(name: \"Catalog\", dependencies: [\"Pricing\"]),"))

        let all = apply([.remove("Pricing", target: "Catalog", line: nil), .remove("Logging", target: "Catalog", line: nil)], to: Self.onePerLine)
        #expect(all.refused.isEmpty)
        #expect(all.text.contains(".target(name: \"Catalog\", dependencies: []),"))
    }

    @Test("a removed trailing-comma entry takes its whole line")
    func removesWithTrailingComma() {
        let manifest = Self.onePerLine.replacingOccurrences(of: ".target(name: \"Logging\")\n", with: ".target(name: \"Logging\"),\n")
        let result = apply([.remove("Logging", target: "Basket", line: nil)], to: manifest)
        #expect(result.text == manifest.replacingOccurrences(of: "                .target(name: \"Logging\"),\n", with: ""))
    }

    @Test("an added entry follows its list's layout and its neighbours' spelling")
    func adds() {
        let perLine = apply([.add(.target("Search"), target: "Basket")], to: Self.onePerLine)
        #expect(perLine.refused.isEmpty)
        #expect(perLine.text.contains("                .target(name: \"Logging\"),\n                \"Search\"\n            ]"))

        let inline = apply([.add(.target("Search"), target: "Catalog")], to: Self.onePerLine)
        #expect(inline.text.contains(".target(name: \"Catalog\", dependencies: [\"Pricing\", \"Logging\", \"Search\"]),"))

        let empty = apply([.add(.target("Logging"), target: "Search")], to: Self.onePerLine)
        #expect(empty.text.contains(".target(name: \"Search\", dependencies: [\"Logging\"]),"))
    }

    @Test("a target without dependencies gets the argument after its name")
    func addsArgument() {
        let inline = apply([.add(.target("Logging"), target: "Pricing")], to: Self.onePerLine)
        #expect(inline.refused.isEmpty)
        #expect(inline.text.contains(".target(name: \"Pricing\", dependencies: [\"Logging\"]),"))

        let multiline = apply([.add(.product("Collections", package: "swift-collections"), target: "Logging")], to: Self.onePerLine)
        #expect(multiline.text.contains("""
                .target(
                    name: "Logging",
                    dependencies: [.product(name: "Collections", package: "swift-collections")]
                ),
        """))
    }

    @Test("an enum-style manifest gets the entry in the target's arm, spelled as the arm spells its own")
    func enumStyle() {
        let domain = fixture("EcommerceApp/Packages/Domain/Package.swift")
        let added = apply([.add(.product("UserAbstraction", package: "Abstraction"), target: "ProductDomain")], to: domain,
                          path: "Packages/Domain/Package.swift")
        #expect(added.refused.isEmpty)
        #expect(added.text == domain.replacingOccurrences(
            of: "return [.abstraction(.product), .abstraction(.di), .external(.rxSwift)]\n        case .basketDomain",
            with: "return [.abstraction(.product), .abstraction(.di), .external(.rxSwift), .abstraction(.user)]\n        case .basketDomain"))

        let removed = apply([.remove("DIAbstraction", target: "BasketDomain", line: nil)], to: domain, path: "Packages/Domain/Package.swift")
        #expect(removed.refused.isEmpty)
        #expect(removed.text == domain.replacingOccurrences(
            of: "return [.abstraction(.basket), .abstraction(.di), .external(.rxSwift)]",
            with: "return [.abstraction(.basket), .external(.rxSwift)]"))
    }

    @Test("the seed's computed switch: one entry a line, spelled through the enum")
    func seedStyle() {
        let domain = fixture("SeedLayers/Packages/Domain/Package.swift")
        let added = apply([.add(.product("DIAbstraction", package: "Abstraction"), target: "RoutingDomain")], to: domain,
                          path: "Packages/Domain/Package.swift")
        #expect(added.refused.isEmpty)
        #expect(added.text == domain.replacingOccurrences(
            of: "                .abstraction(.RoutingAbstraction)\n",
            with: "                .abstraction(.RoutingAbstraction),\n                .abstraction(.DIAbstraction)\n"))

        let removed = apply([.remove("BasketAbstraction", target: "BasketDomain", line: nil)], to: domain, path: "Packages/Domain/Package.swift")
        #expect(removed.refused.isEmpty)
        #expect(removed.text == domain.replacingOccurrences(of: "                .abstraction(.BasketAbstraction),\n", with: ""))
    }

    @Test("an empty arm of the dependencies switch takes the first entry")
    func emptyArm() {
        let domain = fixture("EcommerceApp/Packages/Domain/Package.swift")
            .replacingOccurrences(of: "return [.abstraction(.webContainer), .abstraction(.di)]", with: "return []")
        let added = apply([.add(.product("DIAbstraction", package: "Abstraction"), target: "WebContainerDomain")], to: domain,
                          path: "Packages/Domain/Package.swift")
        #expect(added.refused.isEmpty)
        #expect(added.text.contains("case .webContainerDomain:\n            return [.abstraction(.di)]"))
    }

    @Test("a list other targets share, an unknown target and an entry in no list are refused, and nothing changes")
    func refusals() {
        let domain = fixture("EcommerceApp/Packages/Domain/Package.swift").replacingOccurrences(
            of: "case .routingDomain:\n            return [.abstraction(.routing), .abstraction(.di)]\n        case .webContainerDomain:",
            with: "case .routingDomain,\n             .webContainerDomain:")
        let shared = apply([.remove("DIAbstraction", target: "RoutingDomain", line: nil)], to: domain, path: "Packages/Domain/Package.swift")
        #expect(shared.text == domain)
        #expect(shared.refused.first?.contains("shared with target WebContainerDomain") == true)

        let sharedLiteral = """
        // swift-tools-version: 5.9
        import PackageDescription

        let common: [Target.Dependency] = ["Logging"]

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Basket", dependencies: common),
                .target(name: "Catalog", dependencies: common),
                .target(name: "Logging"),
            ]
        )

        """
        let common = apply([.remove("Logging", target: "Basket", line: nil)], to: sharedLiteral)
        #expect(common.text == sharedLiteral)
        #expect(common.refused.first?.contains("shared with target Catalog") == true)

        let unknown = apply([.add(.target("Logging"), target: "Nowhere")], to: Self.onePerLine)
        #expect(unknown.text == Self.onePerLine)
        #expect(unknown.refused.first?.contains("no target Nowhere") == true)

        let twice = apply([.add(.target("Pricing"), target: "Catalog")], to: Self.onePerLine)
        #expect(twice.text == Self.onePerLine)
        #expect(twice.refused.first?.contains("already lists Pricing") == true)

        let unreadable = apply([.add(.target("Pricing"), target: "Catalog")], to: "let package = Package(name: \"A\", targets: [")
        #expect(unreadable.refused.first?.contains("cannot read") == true)
    }

    @Test("CRLF manifests keep their line breaks")
    func lineBreaks() {
        let manifest = Self.onePerLine.replacingOccurrences(of: "\n", with: "\r\n")
        let removed = apply([.remove("Pricing", target: "Basket", line: nil)], to: manifest)
        #expect(removed.text == manifest.replacingOccurrences(of: "                \"Pricing\", // totals\r\n", with: ""))
        let added = apply([.add(.target("Search"), target: "Basket")], to: manifest)
        #expect(added.text.contains(".target(name: \"Logging\"),\r\n                \"Search\"\r\n"))
    }

    @Test("one run makes at most changeLimit changes to a manifest, and says so for the rest")
    func changeLimit() {
        let count = DependencyListEditor.changeLimit + 1
        let names = (0..<count).map { "M\($0)" }
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Wide",
            targets: [
                .target(name: "Top", dependencies: [\(names.map { "\"\($0)\"" }.joined(separator: ", "))]),
        \(names.map { "        .target(name: \"\($0)\")," }.joined(separator: "\n"))
            ]
        )

        """
        let result = DependencyListEditor.apply(names.map { .remove($0, target: "Top", line: nil) }, to: Array(manifest.utf8), path: "Package.swift")
        #expect(result.applied.count == DependencyListEditor.changeLimit)
        #expect(result.refused.map(\.reason) == ["archkit tries at most \(DependencyListEditor.changeLimit) changes to one manifest in a run; run fix again for the rest"])
        #expect(String(decoding: result.contents, as: UTF8.self).contains(".target(name: \"Top\", dependencies: [\"M\(count - 1)\"]),"))
    }

    @Test("a manifest that cannot be read statically refuses every change with that reason, however many")
    func unreadableBeforeTheLimit() {
        let manifest = "// swift-tools-version: 5.9\nimport PackageDescription\nvar package = Package(name: \"P\")\npackage.targets.append(.target(name: \"A\"))\n"
        let changes = (0...DependencyListEditor.changeLimit).map { DependencyChange.add(.target("M\($0)"), target: "A") }
        let result = DependencyListEditor.apply(changes, to: Array(manifest.utf8), path: "Package.swift")
        #expect(result.applied.isEmpty)
        #expect(Set(result.refused.map(\.reason)) == ["archkit cannot read the manifest without running it"])
        #expect(result.refused.count == changes.count)
    }
}
