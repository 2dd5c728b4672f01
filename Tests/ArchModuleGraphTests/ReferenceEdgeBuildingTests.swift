import ArchRulesFile
import ArchCore
import ArchModuleGraph
import ArchSyntax
import Testing

/// The graph builder turns type references between folder modules into `reference` edges, from
/// scanned sources built by hand, so that the model is tested apart from the scanner.
@Suite struct ReferenceEdgeBuildingTests {
    private static let rulesText = """
        module App = App
        module Cart = Features/Cart
        module Catalog = Features/Catalog
        module Profile = Features/Profile
        """

    private func graph(_ sources: [ScannedSource], rules text: String = rulesText) throws -> ModuleGraph {
        let rules = try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: []).get()
        let builder = GraphBuilder(rules: rules, rootPath: "/repo", directoryExists: { _ in false }, directoryHasManifest: { _ in false })
        return builder.build(manifests: [], sources: sources)
    }

    private func source(_ path: String, declares: [String] = [], references: [TypeReference] = [],
                        imports: [ImportDeclaration] = []) -> ScannedSource {
        ScannedSource(path: path, summary: SourceSummary(
            imports: imports, declarations: declares.enumerated().map { TypeDeclaration(kind: .struct, name: $1, line: $0 + 1, column: 8) },
            references: references))
    }

    private func references(_ graph: ModuleGraph) -> [String] {
        graph.edges.filter { $0.kind == .reference }.map { "\($0.from) → \($0.to)" }
    }

    @Test func aReferenceToATypeOfAnotherFolderModuleIsAnEdgeAtEveryPlace() throws {
        let graph = try graph([
            source("App/Root.swift", references: [TypeReference(name: "CartService", line: 4, column: 17),
                                                  TypeReference(name: "CartService", line: 9, column: 5, condition: "DEBUG"),
                                                  TypeReference(name: "ProductList", line: 2, column: 3, isConstruction: true)]),
            source("Features/Cart/Service/CartService.swift", declares: ["CartService"]),
            source("Features/Catalog/ProductList.swift", declares: ["ProductList"]),
        ])
        #expect(references(graph) == ["App → Cart", "App → Catalog"])
        let cart = try #require(graph.edges.first { $0.kind == .reference && $0.to == "Cart" })
        #expect(cart.locations == [
            EdgeLocation(SourceLocation(file: "App/Root.swift", line: 4, column: 17), symbol: "CartService"),
            EdgeLocation(SourceLocation(file: "App/Root.swift", line: 9, column: 5), condition: "DEBUG", symbol: "CartService"),
        ])
    }

    @Test func aModuleThatDeclaresTheNameItselfReferencesItsOwn() throws {
        let graph = try graph([
            source("Features/Cart/CartViewModel.swift", declares: ["CartViewModel", "Row"],
                   references: [TypeReference(name: "Row", line: 5, column: 9), TypeReference(name: "CartViewModel", line: 7, column: 1)]),
            source("Features/Catalog/ProductListViewModel.swift", declares: ["Row"]),
        ])
        #expect(references(graph).isEmpty)
    }

    @Test func aNameThatSeveralOtherFolderModulesDeclareIsAmbiguousAndGivesNoEdge() throws {
        // Two nested `Row` types: without a type checker there is no telling which one App means.
        let graph = try graph([
            source("App/Root.swift", references: [TypeReference(name: "Row", line: 1, column: 1),
                                                  TypeReference(name: "Profile", line: 2, column: 1)]),
            source("Features/Cart/CartViewModel.swift", declares: ["Row"]),
            source("Features/Catalog/ProductListViewModel.swift", declares: ["Row"]),
            source("Features/Profile/Profile.swift", declares: ["Profile", "Profile"]),
        ])
        #expect(references(graph) == ["App → Profile"])
    }

    @Test func onlyFolderModulesGetReferenceEdges() throws {
        // A type of an unowned file, or of no one, is no module's; imports stay import edges.
        let graph = try graph([
            source("App/Root.swift", references: [TypeReference(name: "Loose", line: 1, column: 1), TypeReference(name: "String", line: 2, column: 1)],
                   imports: [ImportDeclaration(module: "UIKit", path: ["UIKit"], line: 1, column: 1)]),
            source("Scripts/Loose.swift", declares: ["Loose"], references: [TypeReference(name: "CartService", line: 1, column: 1)]),
            source("Features/Cart/CartService.swift", declares: ["CartService"]),
        ])
        #expect(references(graph).isEmpty)
        #expect(graph.edges.map { "\($0.from) → \($0.to) \($0.kind)" } == ["App → UIKit import"])
    }

    @Test func theSameGraphWhateverTheOrderOfFiles() throws {
        let files = [
            source("App/Root.swift", references: [TypeReference(name: "CartService", line: 4, column: 17),
                                                  TypeReference(name: "ProductList", line: 2, column: 3)]),
            source("Features/Cart/CartService.swift", declares: ["CartService"], references: [TypeReference(name: "ProductList", line: 3, column: 3)]),
            source("Features/Catalog/ProductList.swift", declares: ["ProductList"]),
        ]
        let forwards = try graph(files), backwards = try graph(files.reversed())
        #expect(forwards.edges == backwards.edges)
        #expect(references(forwards) == ["App → Cart", "App → Catalog", "Cart → Catalog"])
    }
}
