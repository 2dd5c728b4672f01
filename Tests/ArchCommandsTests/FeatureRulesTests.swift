import ArchCore
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands
import ArchModuleGraph
import ArchRuleCatalogue

/// The FeatureLayers fixture under the rules of layered features inside one target: clean as it is, and each violation
/// planted in a copy is reported at its exact place, while its harmless twins stay silent.
@Suite("Feature rules on the FeatureLayers fixture", .serialized)
struct FeatureRulesTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("FeatureLayers")
    static let featureRules = ["sublayer-dependency", "feature-completeness", "dto-placement", "construction-outside-di",
                               "business-in-infrastructure"]

    /// A copy of the fixture to plant files in; `↓` in a planted file marks where a finding
    /// is expected.
    struct Copy {
        let directory: TemporaryDirectory
        let root: URL

        init() throws {
            directory = try TemporaryDirectory(prefix: "archkit-features")
            root = try directory.copy(FeatureRulesTests.fixture, as: "FeatureLayers")
        }

        /// Writes the file without its markers and returns where they were.
        @discardableResult
        func plant(_ path: String, _ contents: String) throws -> Set<ArchCore.SourceLocation> {
            let (clean, locations) = ExampleRepository.removeMarkers(from: contents, file: path)
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(clean.utf8).write(to: url)
            return Set(locations)
        }

        func remove(_ path: String) throws {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }

        func locations(of ruleID: String) throws -> Set<ArchCore.SourceLocation> {
            Set(try CLI.analyze(root).diagnostics.filter { $0.ruleID == ruleID }.compactMap(\.location))
        }
    }

    @Test func theFixtureIsCleanWithTheCodablePageRouteSuppressedForAReason() throws {
        let analysis = try CLI.analyze(Self.fixture)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message))")
        #expect(analysis.accepted.map { "\($0.finding.location?.description ?? "-") [\($0.finding.ruleID)]" } == [
            "ShopApp/Sources/Arch/Navigation/PageRoute.swift:6:8 [dto-placement]",
        ])
        let result = CLI.run(["check", Self.fixture.path])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)\(result.stderr)")
    }

    @Test func aPageNamingARepositoryAndARepositoryNamingAViewModelAreReportedAtTheName() throws {
        let copy = try Copy()
        var expected = try copy.plant("ShopApp/Sources/Cart/Presentation/Page/CartBadgeView.swift", """
        import UIKit

        /// The cart's size as a badge.
        final class CartBadgeView: UIView {
            // Pages never hold a CartRepository; they get numbers from their view model.
            private let hint = "CartRepository"
            private var repository: (any ↓CartRepository)?
            private var viewModel: CartViewModel?
        }
        """)
        expected.formUnion(try copy.plant("ShopApp/Sources/Cart/Repository/CartScreenLink.swift", """
        import Foundation

        /// Tells the screen when the cart changed.
        final class CartScreenLink {
            weak var screen: ↓CartViewModel?
            var lastCart: CartDTO?
        }
        """))
        #expect(try copy.locations(of: "sublayer-dependency") == expected)
        let result = CLI.run(["check", copy.root.path])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(
            "ShopApp/Sources/Cart/Presentation/Page/CartBadgeView.swift:7:34: error: Page references 'CartRepository' of sublayer Repository in feature 'Cart', but Page may reference only ViewModel and Service [sublayer-dependency]"),
            "\(result.stdout)")
        #expect(result.stdout.contains(
            "ShopApp/Sources/Cart/Repository/CartScreenLink.swift:5:22: error: Repository references 'CartViewModel' of sublayer ViewModel in feature 'Cart', but Repository may reference only Api and DTO [sublayer-dependency]"),
            "\(result.stdout)")
    }

    @Test func aFeatureWithoutItsDiFolderIsReportedAtItsModuleLine() throws {
        let copy = try Copy()
        try copy.remove("ShopApp/Sources/Profile/Di")
        // A folder that holds only a .gitkeep is there.
        try copy.remove("ShopApp/Sources/Catalog/Api/CatalogApi.swift")
        try copy.plant("ShopApp/Sources/Catalog/Api/.gitkeep", "")
        let analysis = try CLI.analyze(copy.root)
        let findings = analysis.diagnostics.filter { $0.ruleID == "feature-completeness" }
        #expect(findings.map { "\($0.location?.description ?? "-"): \($0.message)" } == [
            ".archrules:18:1: feature 'Profile' lacks the sublayer folder Di below ShopApp/Sources/Profile/; create it, empty if need be",
        ])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func codableModelsOutsideDomainDTOAreReportedAtTheirNames() throws {
        let copy = try Copy()
        let expected = try copy.plant("ShopApp/Sources/Cart/Repository/CartSnapshot.swift", """
        import Foundation

        /// The last cart read, kept on disk.
        struct ↓CartSnapshot: Codable, Sendable {
            let cart: CartDTO
        }

        struct ↓CartSnapshotHeaderDTO {}

        // struct CartSnapshotDTO: Codable {} would be reported
        let snapshotNote = "struct CachedCart: Codable {}"
        enum CartSnapshotKind: String, Codable { case full, partial }
        """)
        try copy.plant("ShopApp/Sources/Cart/Domain/DTO/CartLineChangeDTO.swift", "struct CartLineChangeDTO: Codable {}\n")
        let found = try copy.locations(of: "dto-placement")
        #expect(found == expected)
    }

    @Test func aViewModelBuildingAServiceIsReportedAndDiIsNot() throws {
        let copy = try Copy()
        let expected = try copy.plant("ShopApp/Sources/Cart/Presentation/ViewModel/CartBadgeViewModel.swift", """
        import Foundation

        /// The badge's count.
        @MainActor
        final class CartBadgeViewModel {
            // DefaultCartService(repository:) is built in CartDi, never here.
            private let note = "DefaultCartService(repository:)"
            private let service: any CartService = ↓DefaultCartService.init(repository: makeRepository())
            private let row = CartViewModel.Row(productID: "", title: "", detail: "", canIncrease: false)
        }
        """)
        // The feature's Di may build anything of its feature.
        try copy.plant("ShopApp/Sources/Cart/Di/CartBadgeDi.swift", """
        import Foundation

        @MainActor
        enum CartBadgeDi {
            static func service(client: NetworkClient) -> any CartService {
                DefaultCartService(repository: RemoteCartRepository(client: client))
            }
        }
        """)
        #expect(try copy.locations(of: "construction-outside-di") == expected)
    }

    @Test func infrastructureNamingAFeatureTypeIsReportedOnce() throws {
        let copy = try Copy()
        let expected = try copy.plant("ShopApp/Sources/Arch/Cache/CartBadgeCache.swift", """
        import Foundation

        /// Remembers the cart's size between launches.
        final class CartBadgeCache {
            // A CartSummary is the cart's business, not the cache's.
            private let key = "CartSummary"
            private var last: ↓CartSummary?
            private let memory = MemoryCache<String, Int>(timeToLive: 60)
        }
        """)
        let analysis = try CLI.analyze(copy.root)
        #expect(Set(analysis.diagnostics.filter { $0.ruleID == "business-in-infrastructure" }.compactMap(\.location)) == expected)
        // Reported by this rule, not again as a layer dependency of Arch on Cart. (Where
        // references are edges, Arch → Cart → Arch is also a cycle: another finding.)
        let atTheReference = analysis.diagnostics.filter { diagnostic in diagnostic.location.map { expected.contains($0) } ?? false }
        #expect(atTheReference.filter { $0.ruleID == "business-in-infrastructure" }.count == 1)
        #expect(!atTheReference.contains { $0.ruleID == "layer-dependency" })
    }

    @Test func layerDependencyLeavesReferencesFromInfrastructureIntoFeaturesToTheirOwnRule() throws {
        let analysis = try CLI.analyze(Self.fixture)
        let graph = analysis.graph
        let location = ArchCore.SourceLocation(file: "ShopApp/Sources/Arch/Cache/MemoryCache.swift", line: 3, column: 5)
        let withReference = ModuleGraph(
            modules: graph.modules, edges: graph.edges + [Edge(from: "Arch", to: "Cart", kind: .reference, locations: [EdgeLocation(location)])],
            files: graph.files, declaredDependencies: graph.declaredDependencies, diagnostics: [])
        let context = RuleContext(graph: withReference, rules: analysis.rules, checkTests: false, discoveredFiles: [], excludedPaths: [])
        #expect(LayerDependencyRule().evaluate(context).isEmpty)
        // Without `infrastructure`, the same reference breaks the layers.
        var layersOnly = analysis.rules
        layersOnly.catalogue.infrastructureLayers = []
        let plain = RuleContext(graph: withReference, rules: layersOnly, checkTests: false, discoveredFiles: [], excludedPaths: [])
        #expect(LayerDependencyRule().evaluate(plain).map(\.location) == [location])
    }
}
