import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

/// Type references between the folder modules of one target, on the FeatureLayers fixture: an
/// app target whose features are folders that never import each other.
@Suite("Reference edges", .serialized)
struct ReferenceEdgeTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("FeatureLayers")
    static let sources = "ShopApp/Sources"

    private func referenceEdges(_ graph: ModuleGraph) -> [String] {
        graph.edges.filter { $0.kind == .reference }.map { "\($0.from) → \($0.to)" }
    }

    private func layerFindings(_ analysis: Analysis) -> [Diagnostic] {
        analysis.diagnostics.filter { $0.ruleID == "layer-dependency" }
    }

    /// A copy of the fixture to plant code in.
    private func copy() throws -> (directory: TemporaryDirectory, root: URL) {
        let directory = try TemporaryDirectory(prefix: "archkit-feature-layers")
        return (directory, try directory.copy(Self.fixture, as: "FeatureLayers"))
    }

    /// Inserts `text` before line `line` (1-based) of a file.
    private func insert(_ text: String, atLine line: Int, of path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        lines.insert(contentsOf: text.components(separatedBy: "\n").dropLast(), at: line - 1)
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
    }

    @Test func theFixtureGraphHasEveryReferenceBetweenItsFoldersAndStaysClean() throws {
        let analysis = try CLI.analyze(Self.fixture)
        // Each feature reaches Arch; App assembles everything; Catalog and Profile use Cart's
        // door. Arch names no feature, and no feature names Catalog or Profile.
        #expect(referenceEdges(analysis.graph) == [
            "App → Arch", "App → Cart", "App → Catalog", "App → Profile",
            "Cart → Arch", "Catalog → Arch", "Catalog → Cart", "Profile → Arch", "Profile → Cart",
        ])
        let appToCart = try #require(analysis.graph.edges.first { $0.kind == .reference && $0.from == "App" && $0.to == "Cart" })
        #expect(appToCart.locations == [EdgeLocation(SourceLocation(file: "ShopApp/App/AppComposition.swift", line: 9, column: 84), symbol: "CartDi")])
        let catalogToCart = try #require(analysis.graph.edges.first { $0.kind == .reference && $0.from == "Catalog" && $0.to == "Cart" })
        #expect(Set(catalogToCart.locations.compactMap(\.symbol)) == ["CartService"])
        #expect(catalogToCart.locations.allSatisfy { $0.location.file == "\(Self.sources)/Catalog/Service/DefaultCatalogService.swift" })
        // Imports are still only of frameworks: folders never import each other.
        #expect(analysis.graph.edges.filter { $0.kind == .import }.allSatisfy { analysis.graph.module(named: $0.to)?.isExternal == true })
        #expect(analysis.summary.errors == 0, "\(analysis.diagnostics.map(\.message))")
        #expect(layerFindings(analysis).isEmpty)
        #expect(analysis.summary.referenceEdges == 9)
    }

    @Test func aCartFileNamingACatalogInternalTypeBreaksIndependentFeaturesThere() throws {
        let (directory, root) = try copy()
        defer { _ = directory }
        let file = "\(Self.sources)/Cart/Service/DefaultCartService.swift"
        try insert("    private let catalog: (any CatalogRepository)? = nil\n", atLine: 9, of: file, in: root)
        let analysis = try CLI.analyze(root)
        let findings = layerFindings(analysis)
        #expect(findings.map(\.location) == [SourceLocation(file: file, line: 9, column: 31)])
        #expect(findings.first?.message == "'Cart' (Features) references type 'CatalogRepository' declared in 'Catalog' (Features), "
            + "but modules of the independent layer Features must not depend on each other")
        // One finding for the dependency: the type is in its message and its place, not its identity.
        #expect(findings.first?.symbol == nil)
        #expect(findings.first?.dependency == .init(from: "Cart", to: "Catalog"))
        #expect(findings.first?.severity == .error)
        // Catalog already uses Cart's door, so Cart naming Catalog also closes a cycle, through references.
        let cycle = try #require(analysis.diagnostics.first { $0.ruleID == "dependency-cycle" })
        #expect(cycle.notes.map(\.message) == ["Cart → Catalog: referenced", "Catalog → Cart: referenced"])

        let check = CLI.run(["check", root.path])
        #expect(check.exitCode == ExitCode.violations)
        #expect(check.stdout.contains("\(file):9:31: error: 'Cart' (Features) references type 'CatalogRepository' declared in 'Catalog' (Features)"),
                "\(check.stdout)")
    }

    @Test func theSameNameInACommentAndAStringStaysSilent() throws {
        let (directory, root) = try copy()
        defer { _ = directory }
        let file = "\(Self.sources)/Cart/Service/DefaultCartService.swift"
        try insert("    // (any CatalogRepository) would reach into Catalog\n    private let catalogNote = \"any CatalogRepository\"\n",
                   atLine: 9, of: file, in: root)
        let analysis = try CLI.analyze(root)
        #expect(layerFindings(analysis).isEmpty)
        #expect(!referenceEdges(analysis.graph).contains("Cart → Catalog"))
        #expect(analysis.summary.errors == 0)
    }

    @Test func anotherFeaturesDoorIsHowFeaturesMeet() throws {
        let (directory, root) = try copy()
        defer { _ = directory }
        // Profile names Catalog's Service protocol: an edge, and no finding.
        try insert("    private let catalog: (any CatalogService)? = nil\n", atLine: 8,
                   of: "\(Self.sources)/Profile/Service/DefaultProfileService.swift", in: root)
        let analysis = try CLI.analyze(root)
        #expect(referenceEdges(analysis.graph).contains("Profile → Catalog"))
        #expect(layerFindings(analysis).isEmpty)
        #expect(analysis.summary.errors == 0)
    }

    @Test func infrastructureNamingAFeatureTypeIsNotAlsoACycle() throws {
        let (directory, root) = try copy()
        defer { _ = directory }
        let file = "\(Self.sources)/Arch/Cache/MemoryCache.swift"
        try insert("private let lastCart: CartSummary? = nil\n", atLine: 2, of: file, in: root)
        let analysis = try CLI.analyze(root)
        // The edge is drawn; the finding is business-in-infrastructure's alone, not a cycle through every feature.
        #expect(referenceEdges(analysis.graph).contains("Arch → Cart"))
        #expect(analysis.diagnostics.filter { $0.severity == .error }.map(\.ruleID) == ["business-in-infrastructure"])
        #expect(analysis.diagnostics.first { $0.ruleID == "business-in-infrastructure" }?.location == SourceLocation(file: file, line: 2, column: 23))
    }

    @Test func doorsAreDecidedByWhereTheTypeIsDeclared() throws {
        // The graph of real files; the rules built in code: Cart and Catalog are features of an
        // independent layer, and Service is their door.
        let directory = try TemporaryDirectory(prefix: "archkit-doors")
        try directory.write(".archrules", "module Cart = Shop/Cart\nmodule Catalog = Shop/Catalog\nlayer Features = Cart Catalog\n")
        try directory.write("Shop/Catalog/Service/CatalogService.swift", "protocol CatalogService {}\n")
        try directory.write("Shop/Catalog/Repository/CatalogRepository.swift", "protocol CatalogRepository {}\n")
        try directory.write("Shop/Cart/CartViewModel.swift", "let a: (any CatalogService)? = nil\nlet b: (any CatalogRepository)? = nil\n")
        let graph = try ExampleRepository.analyze(root: directory.url).graph

        let at = SourceLocation(file: ".archrules", line: 1, column: 1)
        var rules = ArchitectureRules(
            layers: [.init(name: "Features", patterns: [.init(Glob("Cart"), at: at), .init(Glob("Catalog"), at: at)], location: at)],
            folderModules: [.init(name: "Cart", paths: [.init(Glob("Shop/Cart"), at: at)], location: at),
                            .init(name: "Catalog", paths: [.init(Glob("Shop/Catalog"), at: at)], location: at)],
            independentLayers: [.init(name: "Features", location: at)])
        rules.catalogue.featureLayers = [.init(name: "Features", location: at)]
        rules.catalogue.sublayers = [.init(name: "Service", paths: [.init(Glob("Service"), at: at)], location: at),
                                     .init(name: "Repository", paths: [.init(Glob("Repository"), at: at)], location: at)]
        rules.catalogue.featureDoors = [.init(name: "Service", location: at)]
        func findings(_ rules: ArchitectureRules) -> [RuleFinding] {
            LayerDependencyRule().evaluate(RuleContext(graph: graph, rules: rules, checkTests: false, discoveredFiles: [], excludedPaths: []))
        }
        #expect(findings(rules).map(\.location) == [SourceLocation(file: "Shop/Cart/CartViewModel.swift", line: 2, column: 13)])
        #expect(findings(rules).map(\.notes) == [[]])
        #expect(findings(rules).first?.message.hasPrefix("'Cart' (Features) references type 'CatalogRepository' declared in 'Catalog'") == true)

        // Without the door, every reference breaks independence; without `features`, doors mean
        // nothing. Both references are places of the one broken dependency.
        var closed = rules
        closed.catalogue.featureDoors = []
        let both = [Diagnostic.Note(message: "references 'CatalogRepository' here",
                                    location: SourceLocation(file: "Shop/Cart/CartViewModel.swift", line: 2, column: 13), isPlace: true)]
        #expect(findings(closed).map(\.location) == [SourceLocation(file: "Shop/Cart/CartViewModel.swift", line: 1, column: 13)])
        #expect(findings(closed).map(\.notes) == [both])
        #expect(findings(closed).first?.message.hasPrefix(
            "'Cart' (Features) references types 'CatalogRepository' and 'CatalogService' declared in 'Catalog'") == true)
        var notFeatures = rules
        notFeatures.catalogue.featureLayers = []
        #expect(findings(notFeatures).map(\.notes) == [both])
    }

    @Test func forbidAndAllowApplyToReferencesAsToImports() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-references")
        try directory.write(".archrules", """
            module App = App
            module Domain = Domain
            module Data = Data
            layer App = App
            layer Domain = Domain
            layer Data = Data
            allow App -> *
            allow Data -> Domain
            forbid Domain -> Data

            """)
        try directory.write("Domain/Order.swift", "struct Order {\n    let store: OrderStore\n}\n")
        try directory.write("Data/OrderStore.swift", "final class OrderStore {\n    func save(_ order: Order) {}\n}\n")
        try directory.write("App/Main.swift", "let store = OrderStore()\nlet order: Order? = nil\n")
        let analysis = try ExampleRepository.analyze(root: directory.url)
        #expect(referenceEdges(analysis.graph) == ["App → Data", "App → Domain", "Data → Domain", "Domain → Data"])
        let findings = layerFindings(analysis)
        #expect(findings.map(\.location) == [SourceLocation(file: "Domain/Order.swift", line: 2, column: 16)])
        #expect(findings.first?.message == "'Domain' (Domain) references type 'OrderStore' declared in 'Data' (Data), which 'forbid Domain -> Data' rules out")
        #expect(findings.first?.notes.map(\.location) == [SourceLocation(file: ".archrules", line: 9, column: 1)])
    }
}
