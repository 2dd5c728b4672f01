import ArchManifest
import ArchTestSupport
import Foundation
import Testing

@Suite("Manifest editing")
struct ManifestEditorTests {
    static let orderDomain = TargetAddition(name: "OrderDomain", dependencies: [
        .product("OrderAbstraction", package: "Abstraction"), .product("RxSwift", package: "RxSwift"), .target("Core"),
    ])

    private func edit(_ manifest: String, _ target: TargetAddition = orderDomain) -> ManifestEditResult {
        ManifestEditor.add(target, to: Array(manifest.utf8), path: "Package.swift")
    }

    private func edited(_ manifest: String, _ target: TargetAddition = orderDomain) throws -> String {
        guard case .edited(let bytes, _) = edit(manifest, target) else {
            Issue.record("not edited: \(edit(manifest, target))")
            return ""
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func literalManifestsGetOneMoreElementInTheirOwnLayout() throws {
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Domain",
            products: [
                .library(name: "Core", targets: ["Core"]), // the shared core
            ],
            targets: [
                // Business rules.
                .target(name: "Core"),
            ]
        )
        """
        #expect(try edited(manifest) == """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Domain",
            products: [
                .library(name: "Core", targets: ["Core"]),
                .library(name: "OrderDomain", targets: ["OrderDomain"]), // the shared core
            ],
            targets: [
                // Business rules.
                .target(name: "Core"),
                .target(name: "OrderDomain", dependencies: [.product(name: "OrderAbstraction", package: "Abstraction"), .product(name: "RxSwift", package: "RxSwift"), .target(name: "Core")]),
            ]
        )
        """)
    }

    @Test func oneLineArraysStayOnOneLine() throws {
        let manifest = "// swift-tools-version: 5.9\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\")])\n"
        #expect(try edited(manifest, TargetAddition(name: "Order", dependencies: [.target("Core")]))
            == "// swift-tools-version: 5.9\nlet package = Package(name: \"P\", targets: [.target(name: \"Core\"), .target(name: \"Order\", dependencies: [.target(name: \"Core\")])])\n")
    }

    @Test func enumManifestsGetACaseAndADependencyArm() throws {
        let manifest = """
        import PackageDescription

        enum Module: String, CaseIterable {
            case core = "Core"
            case productDomain = "ProductDomain"

            var dependencies: [Target.Dependency] {
                switch self {
                case .core:
                    return []
                case .productDomain:
                    return [.target(name: "Core")]
                }
            }

            var target: Target { .target(name: rawValue, dependencies: dependencies) }
        }

        enum TestModule: String, CaseIterable {
            case coreTests = "CoreTests"
            var target: Target { .testTarget(name: rawValue) }
        }

        let package = Package(name: "Domain", targets: Module.allCases.map(\\.target) + TestModule.allCases.map(\\.target))
        """
        let result = try edited(manifest)
        #expect(result.contains("    case productDomain = \"ProductDomain\"\n    case orderDomain = \"OrderDomain\"\n\n"))
        #expect(result.contains([
            "            return [.target(name: \"Core\")]",
            "        case .orderDomain:",
            "            return [.product(name: \"OrderAbstraction\", package: \"Abstraction\"), .product(name: \"RxSwift\", package: \"RxSwift\"), .target(name: \"Core\")]",
            "        }",
        ].joined(separator: "\n")))
    }

    @Test func enumsWithOtherExhaustiveSwitchesAreLeftToTheAuthor() {
        let manifest = """
        enum Module: String, CaseIterable {
            case core = "Core"
            var dependencies: [Target.Dependency] { switch self { case .core: return [] } }
            var path: String {
                switch self {
                case .core: return "Sources/Core"
                }
            }
            var target: Target { .target(name: rawValue, dependencies: dependencies, path: path) }
        }
        let package = Package(name: "Domain", targets: Module.allCases.map(\\.target))
        """
        guard case .manual(let lines) = edit(manifest) else {
            Issue.record("edited a manifest it cannot edit safely")
            return
        }
        #expect(lines.contains("case orderDomain = \"OrderDomain\""))
        #expect(lines.contains("return [.product(name: \"OrderAbstraction\", package: \"Abstraction\")"))
    }

    @Test func computedManifestsOfOtherShapesGetInstructions() {
        let manifest = "let names = [\"Core\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })\n"
        guard case .manual(let lines) = edit(manifest) else {
            Issue.record("edited a manifest it cannot read")
            return
        }
        #expect(lines.hasPrefix("Package.swift: add this target"))
        #expect(lines.contains(".target(name: \"OrderDomain\", dependencies: ["))
    }

    @Test func caseNamesFollowSwiftStyle() {
        let names = ["OrderDomain", "DIAbstraction", "API", "X", "HTTP2Client"].map { name -> String in
            let result = ManifestEditor.add(TargetAddition(name: name, dependencies: []),
                                            to: Array("enum M: String, CaseIterable {\n    case a = \"A\"\n    var target: Target { .target(name: rawValue) }\n}\nlet package = Package(name: \"P\", targets: M.allCases.map(\\.target))\n".utf8),
                                            path: "Package.swift")
            guard case .edited(let bytes, _) = result else { return "manual" }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.split(separator: "\n")[2].trimmingCharacters(in: .whitespaces)
        }
        #expect(names == ["case orderDomain = \"OrderDomain\"", "case diAbstraction = \"DIAbstraction\"", "case api = \"API\"", "case x = \"X\"",
                           "case http2Client = \"HTTP2Client\""])
    }

    /// The reference app's enum manifests, edited, still evaluate in SwiftPM and now declare
    /// the new target with its dependencies.
    @Test(.requires(.swift), arguments: ["Abstraction", "Domain", "Data"])
    func editedFixtureManifestsAreAcceptedBySwiftPM(package: String) throws {
        let original = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp/Packages/\(package)/Package.swift")
        let dependency: TargetAddition.Dependency = package == "Abstraction" ? .target("DIAbstraction") : .product("DIAbstraction", package: "Abstraction")
        let target = TargetAddition(name: "Order\(package)", dependencies: [dependency])
        let result = ManifestEditor.add(target, to: Array(try Data(contentsOf: original)), path: "Package.swift")
        guard case .edited(let bytes, _) = result else {
            Issue.record("not edited: \(result)")
            return
        }
        let scratch = try TemporaryDirectory()
        try scratch.write("\(package)/Package.swift", String(decoding: bytes, as: UTF8.self))
        let input = ManifestInput(fileURL: scratch.url.appendingPathComponent("\(package)/Package.swift"),
                                  relativePath: "\(package)/Package.swift", contents: bytes)
        let outcome = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        let manifest = try #require(outcome.manifest, "\(outcome.diagnostics.map(\.message))")
        let added = try #require(manifest.target(named: "Order\(package)"))
        #expect(added.dependencies.map(\.name) == ["DIAbstraction"])
        #expect(manifest.products.contains { $0.name == "Order\(package)" })
    }
}
