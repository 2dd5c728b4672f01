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
        #expect(added.dependencies.map(\.name).sorted() == ["DIAbstraction"])
        #expect(manifest.products.contains { $0.name == "Order\(package)" })
    }
}
