import ArchCore
import ArchViews
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing

@Suite("Graph diffs")
struct GraphDiffTests {
    private func document(_ diagnostics: [Diagnostic], edges: [Edge]? = nil, modules: [Module]? = nil, unread: [UnreadInput] = []) -> GraphDocument {
        GraphDocument(root: "Shop", modules: modules ?? sampleDocument.modules, edges: edges ?? sampleDocument.edges,
                      layers: sampleDocument.layers, diagnostics: diagnostics.sorted(), unread: unread)
    }

    @Test func identicalGraphsHaveNoDifference() {
        let diff = GraphDiff.compare(base: sampleDocument, head: sampleDocument, baseName: "a", headName: "b")
        #expect(diff.isEmpty && diff.isComplete)
        #expect(!diff.addsFailures(strict: true))
        #expect(diff.base.summary == sampleDocument.summary && diff.head.name == "b")
    }

    @Test func findingsAreMatchedByIdentityNotByLine() {
        let base = sampleDocument.diagnostics
        var moved = base.map { finding -> Diagnostic in
            var finding = finding
            // Every finding moves down the file: still the same findings.
            finding.location?.line += 30
            return finding
        }
        // The cycle is reported from another node, in another file: still the same cycle.
        moved.removeAll { $0.cycle?.level == .module }
        moved.append(Sample.cycle(.module, ["CartDomain", "CartData", "CartDomain"], at: Sample.at("D.swift", 3)))
        var modules = sampleDocument.modules
        modules.append(Sample.module("OrderDomain", "Domain", .regular, "Domain"))
        var edges = sampleDocument.edges
        edges.append(Sample.edge("OrderDomain", "CartDomain"))
        edges.removeAll { $0.from == "LoginFeature" }
        let diff = GraphDiff.compare(base: sampleDocument, head: document(moved, edges: edges, modules: modules), baseName: "main", headName: "branch")
        #expect(diff.addedModules.map(\.name) == ["OrderDomain"])
        #expect(diff.addedEdges.map { "\($0.from)->\($0.to)" } == ["OrderDomain->CartDomain"])
        #expect(diff.removedEdges.map { "\($0.from)->\($0.to)" } == ["LoginFeature->CartDomain"])
        #expect(diff.newFindings.isEmpty && diff.fixedFindings.isEmpty)
        #expect(!diff.addsFailures(strict: true))
    }

    @Test func bannedNamesAndInputProblemsAreFindingsToo() {
        let banned = Diagnostic(ruleID: "banned-name", severity: .error, message: "class 'CheckoutManager' ends in 'Manager'",
                                location: Sample.at("Sources/Checkout/Checkout.swift", 3), symbol: "CheckoutManager")
        let unreadable = InputProblem.manifestError.diagnostic("broken", at: Sample.at("Packages/Data/Package.swift", 1))
        let head = document(sampleDocument.diagnostics + [banned, unreadable],
                            unread: [UnreadInput(file: "Packages/Data/Package.swift", problem: "manifest-error", message: "broken")])
        let diff = GraphDiff.compare(base: sampleDocument, head: head, baseName: "main", headName: "branch")
        #expect(diff.newFindings.map(\.ruleID) == ["manifest-error", "banned-name"])
        #expect(diff.addsFailures(strict: false))
        #expect(!diff.isComplete)
        #expect(diff.head.unread.map(\.file) == ["Packages/Data/Package.swift"])
        #expect(diff.head.summary.errors == sampleDocument.summary.errors + 2)

        // A banned name renamed to another banned name is a new finding and a fixed one.
        var renamed = banned
        renamed.symbol = "CheckoutHelper"
        let rename = GraphDiff.compare(base: document(sampleDocument.diagnostics + [banned]), head: document(sampleDocument.diagnostics + [renamed]),
                                       baseName: "a", headName: "b")
        #expect(rename.newFindings.map(\.symbol) == ["CheckoutHelper"] && rename.fixedFindings.map(\.symbol) == ["CheckoutManager"])
    }

    @Test func referenceEdgesAreAddedAndRemovedApartFromImports() throws {
        let folders = [Sample.module("App", nil, .folder, "Presentation"), Sample.module("Cart", nil, .folder, "Presentation")]
        let reference = Edge(from: "App", to: "Cart", kind: .reference,
                             locations: [EdgeLocation(Sample.at("App/Root.swift", 3), symbol: "CartService")])
        let base = document(sampleDocument.diagnostics, modules: sampleDocument.modules + folders)
        let head = document(sampleDocument.diagnostics, edges: sampleDocument.edges + [reference], modules: sampleDocument.modules + folders)
        let diff = GraphDiff.compare(base: base, head: head, baseName: "a", headName: "b")
        #expect(diff.addedEdges == [reference] && diff.removedEdges.isEmpty)
        #expect(diff.head.summary.referenceEdges == 1 && diff.base.summary.referenceEdges == 0)
        // The same two modules joined by an import instead: a reference removed, an import added.
        var imported = reference
        imported.kind = .import
        let swapped = GraphDiff.compare(base: head, head: document(sampleDocument.diagnostics, edges: sampleDocument.edges + [imported],
                                                                    modules: sampleDocument.modules + folders), baseName: "a", headName: "b")
        #expect(swapped.addedEdges.map(\.kind) == [.import] && swapped.removedEdges.map(\.kind) == [.reference])
        // Graph JSON keeps the referenced type and the count.
        let decoded = try GraphDocument(json: Data(head.json.utf8))
        #expect(decoded == head)
        #expect(head.json.contains("\"symbol\" : \"CartService\""))
        #expect(head.json.contains("\"referenceEdges\" : 1"))
        #expect(!sampleDocument.json.contains("referenceEdges"))
    }

    @Test func theSameFindingOnceMoreIsNew() {
        let once = Sample.violation("layer-dependency", .error, "CartDomain", "CartData", at: [Sample.at("D.swift", 3)])
        let twice = Sample.violation("layer-dependency", .error, "CartDomain", "CartData", at: [Sample.at("D.swift", 3), Sample.at("D.swift", 9)])
        let diff = GraphDiff.compare(base: document(once), head: document(twice), baseName: "a", headName: "b")
        #expect(diff.newFindings.map { $0.location?.line } == [9])
        #expect(diff.fixedFindings.isEmpty)
    }

    @Test func failingFollowsCheckSeverities() {
        let warning = Sample.violation("unused-dependency", .warning, "CartData", "RxSwift", at: [Sample.at("Data/Package.swift", 4)])
        let diff = GraphDiff.compare(base: sampleDocument, head: document(sampleDocument.diagnostics + warning), baseName: "a", headName: "b")
        #expect(diff.newFindings.count == 1)
        #expect(!diff.addsFailures(strict: false))
        #expect(diff.addsFailures(strict: true))

        let fixed = GraphDiff.compare(base: sampleDocument, head: document([]), baseName: "a", headName: "b")
        #expect(fixed.fixedFindings.count == sampleDocument.diagnostics.count)
        #expect(fixed.fixedFindings.first?.severity == .error)
        #expect(!fixed.addsFailures(strict: true))
    }

    @Test func graphJSONRoundTripsAndMistakesAreExplained() throws {
        let decoded = try GraphDocument(json: Data(sampleDocument.json.utf8))
        #expect(decoded == sampleDocument)
        func message(_ json: String) -> String? {
            do {
                _ = try GraphDocument(json: Data(json.utf8))
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("[]") == "the document is not what graph JSON holds there")
        #expect(message("{}") == "no \"version\" in the document; is this graph JSON from archkit?")
        #expect(message("{\"version\": 1}") == "graph JSON version 1; this archkit reads version 2: write it again with this archkit's `archkit graph --format json`")
        #expect(message("{\"version\": 2, \"root\": \"R\", \"summary\": {\"errors\": 0, \"warnings\": 0, \"modules\": 0, \"edges\": 0, \"files\": 0}, "
            + "\"modules\": [], \"edges\": [{\"from\": \"A\"}], \"layers\": [], \"diagnostics\": [], \"unread\": []}")
            == "no \"to\" in edges[0]; is this graph JSON from archkit?")
        #expect(message("not json") == "not a JSON document")
    }
}
