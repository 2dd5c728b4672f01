import ArchCore
import ArchGraph
import Foundation
import Testing

@Suite("Graph diffs")
struct GraphDiffTests {
    @Test func identicalGraphsHaveNoDifference() {
        let diff = GraphDiff.compare(base: sampleDocument, head: sampleDocument, baseName: "a", headName: "b")
        #expect(diff.isEmpty)
        #expect(!diff.addsProblems)
    }

    @Test func changesAreMatchedByIdentityNotByPlace() {
        var head = sampleDocument
        // The violation moves to another line: still the same violation.
        head.violations[0].locations = [SourceLocation(file: "D.swift", line: 30, column: 1)]
        // The cycle is reported from another node: still the same cycle.
        head.cycles[0] = GraphDocument.Cycle(level: .module, path: ["CartDomain", "CartData", "CartDomain"])
        head.modules.append(GraphDocument.Module(name: "OrderDomain", package: "Domain", kind: "regular", layer: "Domain", path: nil))
        head.edges.append(GraphDocument.Edge(from: "OrderDomain", to: "CartDomain", kind: "import", locations: []))
        head.edges.removeAll { $0.from == "LoginFeature" }
        let diff = GraphDiff.compare(base: sampleDocument, head: head, baseName: "main", headName: "branch")
        #expect(diff.addedModules.map(\.name) == ["OrderDomain"])
        #expect(diff.addedEdges.map { "\($0.from)->\($0.to)" } == ["OrderDomain->CartDomain"])
        #expect(diff.removedEdges.map { "\($0.from)->\($0.to)" } == ["LoginFeature->CartDomain"])
        #expect(diff.newViolations.isEmpty && diff.fixedViolations.isEmpty)
        #expect(diff.newCycles.isEmpty && diff.brokenCycles.isEmpty)
        #expect(!diff.addsProblems)
    }

    @Test func newAndFixedProblems() {
        var head = sampleDocument
        head.violations.removeAll { $0.rule == "layer-dependency" }
        head.cycles.removeAll()
        head.violations.append(GraphDocument.Violation(rule: "banned-name", severity: .error, from: "A", to: "B", message: "", locations: []))
        let diff = GraphDiff.compare(base: sampleDocument, head: head, baseName: "main", headName: "branch")
        #expect(diff.fixedViolations.map(\.rule) == ["layer-dependency"])
        #expect(diff.brokenCycles.count == 2)
        #expect(diff.newViolations.map(\.rule) == ["banned-name"])
        #expect(diff.addsProblems)
    }

    @Test func graphJSONMistakesAreExplained() {
        func message(_ json: String) -> String? {
            do {
                _ = try GraphDocument(json: Data(json.utf8))
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("[]") == "not a JSON object")
        #expect(message("{}") == "no \"version\"; is this graph JSON from archkit?")
        #expect(message("{\"version\": 2}") == "graph JSON version 2; this archkit reads version 1")
        #expect(message("{\"version\": 1, \"modules\": [], \"edges\": [{\"from\": \"A\"}]}") == "an entry has no \"to\" string")
        #expect(message("{\"version\": 1, \"modules\": [], \"edges\": []}") == nil)
    }
}
