import ArchCore
import ArchModuleGraph
@testable import ArchViews
import Testing

/// Crowded drawings hide the edges another path implies, never one that breaks a rule or
/// belongs to a cycle, and keep exactly the reachability of the whole graph.
@Suite("Implied edges")
struct ImpliedEdgesTests {
    static func implied(_ count: Int, _ edges: [(Int, Int)]) -> [Bool] {
        TransitiveReduction.impliedEdges(count: count, edges: edges.map { (from: $0.0, to: $0.1) })
    }

    @Test func aShortcutBesideAPathIsImplied() {
        // 0 → 1 → 2 → 3, and the shortcuts 0 → 2, 0 → 3, 1 → 3.
        #expect(Self.implied(4, [(0, 1), (1, 2), (2, 3), (0, 2), (0, 3), (1, 3)]) == [false, false, false, true, true, true])
    }

    @Test func theTwoSidesOfADiamondAreNotImplied() {
        #expect(Self.implied(4, [(0, 1), (0, 2), (1, 3), (2, 3)]) == [false, false, false, false])
    }

    @Test func edgesInsideACycleAreNeverImpliedAndEdgesBetweenCyclesAre() {
        // 0 ⇄ 1 is a cycle, and so is 2 ⇄ 3; 0 → 2 and 1 → 3 join them, 0 → 4 and 3 → 4 leave.
        let marks = Self.implied(5, [(0, 1), (1, 0), (2, 3), (3, 2), (0, 2), (3, 4), (0, 4)])
        #expect(marks[0...3] == [false, false, false, false])
        #expect(marks[4] == false)
        #expect(marks[5] == false)
        // 0 → 4 is implied by 0 → 2 → 3 → 4 through the second cycle.
        #expect(marks[6] == true)
    }

    /// On random graphs, with and without cycles: the edges left keep every pair's
    /// reachability, and each of them is needed (dropping it loses a pair), as a brute force
    /// over the whole graph finds.
    @Test(arguments: UInt64(1)...UInt64(40))
    func theEdgesLeftKeepReachabilityAndEachIsNeeded(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count = 4 + Int(random.next() % 14)
        let acyclic = seed % 2 == 0
        var pairs = Set<[Int]>()
        for _ in 0..<(count * 3) {
            let a = Int(random.next() % UInt64(count)), b = Int(random.next() % UInt64(count))
            guard a != b else { continue }
            pairs.insert(acyclic ? [min(a, b), max(a, b)] : [a, b])
        }
        let edges = pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
        let marks = Self.implied(count, edges)
        let kept = edges.indices.filter { !marks[$0] }.map { edges[$0] }
        #expect(Self.reachability(count, kept) == Self.reachability(count, edges), "seed \(seed)")
        let whole = Self.reachability(count, edges)
        func together(_ a: Int, _ b: Int) -> Bool { a == b || (whole[a].contains(b) && whole[b].contains(a)) }
        for (index, edge) in edges.enumerated() where !marks[index] {
            let inCycle = whole[edge.1].contains(edge.0)
            // Several edges between the same two cycles are all kept, though each alone would do.
            let parallel = edges.contains { $0 != edge && together($0.0, edge.0) && together($0.1, edge.1) }
            guard !inCycle, !parallel else { continue }
            var without = edges
            without.remove(at: index)
            #expect(Self.reachability(count, without) != whole, "seed \(seed): \(edge) is kept, yet other paths imply it")
        }
    }

    @Test func aCrowdedViewHidesImpliedEdgesButNotBrokenOrCyclicOnes() {
        // A chain of 32 modules, each also depending on the one two steps below: the second
        // edge is implied, except where it breaks a rule.
        let names = (0..<32).map { "M\($0)" }
        var edges: [GraphView.Edge] = []
        for index in 0..<31 { edges.append(GraphView.Edge(from: names[index], to: names[index + 1])) }
        for index in 0..<30 {
            edges.append(GraphView.Edge(from: names[index], to: names[index + 2], violations: index == 5 ? ["layer-dependency"] : []))
        }
        let view = GraphView(level: .module, title: "chain", bands: [GraphView.Band(name: "All", color: "#4e79a7", nodes: names)],
                             nodes: names.map { GraphView.Node(id: $0, label: $0, band: "All", kind: .module(.regular)) }, edges: edges)
        #expect(view.isCrowded)
        let marked = view.markingImpliedEdges()
        #expect(marked.impliedEdgeCount == 29)
        #expect(marked.edges.first { $0.from == "M5" && $0.to == "M7" }?.isImplied == false)
        #expect(marked.edges.filter { $0.to == "M\(Int($0.from.dropFirst())! + 1)" }.allSatisfy { !$0.isImplied })

        let (shown, note) = marked.droppingImpliedEdges()
        #expect(shown.edges.count == 61 - 29)
        #expect(note == "29 edges that other paths imply are not drawn; --all-edges draws them")
    }

    @Test func aSmallViewKeepsEveryEdge() {
        // Every feature uses Routing itself and through Core: the direct edge tells the design.
        let names = ["Core", "FeatureA", "FeatureB", "Routing"]
        let edges = [("FeatureA", "Core"), ("FeatureA", "Routing"), ("FeatureB", "Core"), ("FeatureB", "Routing"), ("Core", "Routing")]
            .map { GraphView.Edge(from: $0.0, to: $0.1) }
        let view = GraphView(level: .module, title: "small", bands: [GraphView.Band(name: "All", color: "#4e79a7", nodes: names)],
                             nodes: names.map { GraphView.Node(id: $0, label: $0, band: "All", kind: .module(.regular)) }, edges: edges)
        #expect(!view.isCrowded)
        #expect(view.markingImpliedEdges().impliedEdgeCount == 0)
        #expect(view.markingImpliedEdges(always: true).impliedEdgeCount == 2)
        #expect(view.droppingImpliedEdges().note == nil)
    }

    /// For each node, the set of nodes it reaches in one step or more.
    static func reachability(_ count: Int, _ edges: [(Int, Int)]) -> [Set<Int>] {
        var successors = [[Int]](repeating: [], count: count)
        for (from, to) in edges { successors[from].append(to) }
        return (0..<count).map { start in
            var seen = Set<Int>(), stack = successors[start]
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += successors[next]
            }
            return seen
        }
    }
}
