import ArchCore
import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// The drawing of a change (`archkit diff --format html|svg`) on a small shop whose head adds a
/// module and a forbidden edge, removes a module and an edge, and fixes a violation.
@Suite("Change drawing")
struct ChangeDrawingTests {
    static let base = TestGraphs.shop

    /// Checkout is new and uses CartDomain; LoginFeature now imports CartData, which breaks a
    /// layer rule, instead of CartDomain; CartDomain no longer imports CartData, which fixes
    /// that violation and the cycle; Lonely is gone.
    static let head: GraphDocument = {
        var head = base
        head.modules.removeAll { $0.name == "Lonely" }
        head.modules.append(Sample.module("Checkout", "Features", .regular, "Presentation"))
        head.modules.sort { $0.name < $1.name }
        head.edges.removeAll { ($0.from, $0.to) == ("LoginFeature", "CartDomain") || ($0.from, $0.to) == ("CartDomain", "CartData") }
        head.edges += [Sample.edge("Checkout", "CartDomain", [Sample.at("Features/Checkout/C.swift", 1)]),
                       Sample.edge("LoginFeature", "CartData", [Sample.at("Features/Login/L.swift", 2)])]
        head.edges.sort { ($0.from, $0.to, $0.kind) < ($1.from, $1.to, $1.kind) }
        head.diagnostics = (Sample.violation("layer-dependency", .error, "LoginFeature", "CartData",
                                             message: "'LoginFeature' (Presentation) imports 'CartData' (Data)",
                                             at: [Sample.at("Features/Login/L.swift", 2)])
            + head.diagnostics.filter { $0.dependency?.to != "CartData" && $0.cycle == nil }).sorted()
        return head
    }()

    static let diff = GraphDiff.compare(base: base, head: head, baseName: "main", headName: "feature")
    static let change = ChangeViewBuilder.build(base: base, head: head, diff: diff)

    @Test func marksWhatTheDiffFound() {
        let change = Self.change
        #expect(change.mark(ofNode: "Checkout") == .added)
        #expect(change.mark(ofNode: "Lonely") == .removed)
        #expect(change.mark(ofNode: "LoginFeature") == .touched)
        #expect(change.mark(ofNode: "CartDomainTests") == .unchanged)
        #expect(change.mark(ofEdgeFrom: "Checkout", to: "CartDomain") == .added)
        #expect(change.mark(ofEdgeFrom: "LoginFeature", to: "CartData") == .added)
        #expect(change.mark(ofEdgeFrom: "LoginFeature", to: "CartDomain") == .removed)
        #expect(change.mark(ofEdgeFrom: "CartDomain", to: "CartData") == .removed)
        #expect(change.mark(ofEdgeFrom: "CartFeature", to: "CartDomain") == .unchanged)
        #expect(change.newViolations[.init(from: "LoginFeature", to: "CartData")] == ["layer-dependency"])
        #expect(change.fixedViolations[.init(from: "CartDomain", to: "CartData")] == ["layer-dependency"])
        // Every module and edge of the diff is in the whole drawing, removed ones included.
        let drawn = Set(change.whole.nodes.map(\.id))
        #expect(drawn.isSuperset(of: ["Checkout", "Lonely", "LoginFeature", "CartData"]))
        let drawnEdges = Set(change.whole.edges.map { "\($0.from)→\($0.to)" })
        for edge in Self.diff.addedEdges + Self.diff.removedEdges { #expect(drawnEdges.contains("\(edge.from)→\(edge.to)")) }
    }

    @Test func anEdgeWithOnlyAKindAddedIsTouchedNotAdded() {
        var head = Self.base
        head.edges.append(Sample.edge("LoginFeature", "CartDomain", [Sample.at("Features/Package.swift", 11)], kind: .manifest))
        head.edges.sort { ($0.from, $0.to, $0.kind) < ($1.from, $1.to, $1.kind) }
        let diff = GraphDiff.compare(base: Self.base, head: head, baseName: "a", headName: "b")
        let change = ChangeViewBuilder.build(base: Self.base, head: head, diff: diff)
        #expect(diff.addedEdges.count == 1)
        #expect(change.mark(ofEdgeFrom: "LoginFeature", to: "CartDomain") == .touched)
        #expect(change.nodeMarks == ["LoginFeature": .touched, "CartDomain": .touched])
    }

    @Test func theSVGDrawsEachMarkWithItsOwnStyle() throws {
        let svg = DiffDrawing().svg(Self.diff, change: Self.change)
        let elements = try XMLElements.parse(svg)
        func path(_ key: String) -> XMLElements.Element? {
            elements.first { $0.name == "path" && $0.parentKey == key && $0.parentClass?.hasPrefix("edge") == true }
        }
        func rect(_ node: String) -> XMLElements.Element? {
            elements.first { $0.name == "rect" && $0.parentKey == node && $0.parentClass?.hasPrefix("node") == true }
        }
        #expect(path("Checkout→CartDomain")?.attributes["stroke"] == "#1a7f37")
        #expect(path("LoginFeature→CartData")?.attributes["stroke"] == BandColors.violation)
        #expect(path("LoginFeature→CartDomain")?.attributes["stroke-dasharray"] == "5 4")
        #expect(path("LoginFeature→CartDomain")?.attributes["stroke"] == "#8c959f")
        #expect(rect("Checkout")?.attributes["fill"] == "#dafbe1")
        #expect(rect("Lonely")?.attributes["stroke-dasharray"] == "5 4")
        #expect(elements.contains { $0.name == "text" && $0.parentKey == "Lonely" && $0.attributes["text-decoration"] == "line-through" })
        let struck = elements.filter { $0.name == "text" && $0.attributes["text-decoration"] == "line-through" }
        #expect(struck.contains { $0.text == "layer-dependency" && $0.parentKey == "CartDomain→CartData" })
        // Unchanged neighbours are dimmed; the legend names every mark.
        let dimmed = elements.filter { $0.attributes["opacity"] == "0.3" && $0.attributes["data-node"] != nil }
        #expect(dimmed.map { $0.attributes["data-node"]! }.contains("CartFeature"))
        let legend = Set(elements.filter { $0.name == "text" }.map(\.text))
        #expect(legend.isSuperset(of: ["added", "removed", "breaks a rule", "unchanged", "fixed"]))
    }

    @Test func theNeighbourhoodIsTheChangeAndWhatTouchesIt() {
        let neighbourhood = Self.change.neighbourhood
        let ids = Set(neighbourhood.nodes.map(\.id))
        #expect(ids.isSuperset(of: ["Checkout", "LoginFeature", "CartData", "CartDomain"]))
        #expect(!ids.contains("CartDomainTests"), "tests are hidden, as in graph")
        // No edge between two unchanged modules is drawn there.
        for edge in neighbourhood.edges {
            let marked = Self.change.mark(ofEdgeFrom: edge.from, to: edge.to) != .unchanged
            #expect(marked || Self.change.nodeMarks[edge.from] != nil || Self.change.nodeMarks[edge.to] != nil, "\(edge.from) → \(edge.to)")
        }
        let layout = LayeredLayout.layout(neighbourhood)
        #expect(layout.partsOutsideTheDrawing().isEmpty)
        #expect(layout.edgesThroughBoxes().isEmpty)
    }

    @Test func aChangedExternalModuleBringsInNoNeighboursOfItsOwn() {
        let base = GraphDocument(
            root: "R",
            modules: [Sample.module("A", "P", .regular, nil), Sample.module("B", "P", .regular, nil),
                      Sample.module("C", "P", .regular, nil), Sample.module("UIKit", nil, .external, nil)],
            edges: [Sample.edge("A", "UIKit"), Sample.edge("B", "UIKit")])
        var head = base
        head.edges.append(Sample.edge("C", "UIKit"))
        let diff = GraphDiff.compare(base: base, head: head, baseName: "a", headName: "b")
        let change = ChangeViewBuilder.build(base: base, head: head, diff: diff)
        #expect(Set(change.neighbourhood.nodes.map(\.id)) == ["C", "UIKit"])
        #expect(Set(change.whole.nodes.map(\.id)) == ["A", "B", "C", "UIKit"], "an external the change involves is drawn")
    }

    @Test func withoutAChangeThePageSaysSoAndDrawsTheGraphPlainly() throws {
        let diff = GraphDiff.compare(base: Self.base, head: Self.base, baseName: "a", headName: "a")
        let change = ChangeViewBuilder.build(base: Self.base, head: Self.base, diff: diff)
        #expect(!change.hasChanges)
        let page = DiffDrawing().html(diff, change: change)
        #expect(page.contains("<h2>No change to the architecture</h2>"))
        #expect(!page.contains(" unchanged\""), "nothing is dimmed when nothing changed")
        let svg = try XMLElements.parse(DiffDrawing().svg(diff, change: change))
        #expect(svg.contains { $0.attributes["data-node"] == "CartFeature" && $0.attributes["opacity"] == nil })
    }

    @Test func thePageCountsWhatTheDiffCounts() {
        let page = DiffDrawing().html(Self.diff, change: Self.change)
        let diff = Self.diff
        #expect(page.contains("<strong>\(diff.newFindings.count)</strong> new finding"))
        #expect(page.contains("<strong>\(diff.fixedFindings.count)</strong> fixed finding"))
        #expect(page.contains("<strong>1</strong> module added</li><li><strong>1</strong> module removed"))
        #expect(page.contains("<strong>\(diff.addedEdges.count)</strong> edges added"))
        #expect(page.contains("<strong>\(diff.removedEdges.count)</strong> edges removed"))
        // The fixed findings are struck through, the new ones not.
        #expect(page.components(separatedBy: "<del>").count - 1 == diff.fixedFindings.count)
        #expect(page.contains("<details class=\"layer\" id=\"whole\">"))
    }
}
