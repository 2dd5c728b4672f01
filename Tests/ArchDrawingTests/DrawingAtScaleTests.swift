import ArchCore
@testable import ArchViews
import ArchModuleGraph
import ArchReport
import ArchTestSupport
import Foundation
import Testing

/// Drawings of generated repositories of the sizes real ones have (15 to 500 modules, with
/// cycles): what the SVG draws is at most the transitive reduction plus the edges that break a
/// rule or lie in a cycle, counted here by brute force; and how often its curves cross against
/// Graphviz's curves for the same drawn graph.
@Suite("Drawings at scale")
struct DrawingAtScaleTests {
    static let sizes = SlowSuites.choose(quick: [15, 80, 100], full: [15, 80, 100, 180, 500])

    static func view(size: Int) throws -> GraphView {
        try GraphViewBuilder.build(RankedBandsTests.unlayered(count: size, seed: UInt64(size)), options: GraphViewOptions()).markingImpliedEdges()
    }

    @Test(arguments: sizes)
    func theSVGDrawsAtMostTheReductionPlusBrokenAndCyclicEdges(size: Int) throws {
        let view = try Self.view(size: size)
        let svg = SVGRenderer().render(view)
        let drawn = svg.components(separatedBy: "<g class=\"edge").dropFirst().filter { !$0.hasPrefix(" implied") && !$0.hasPrefix("s") }.count
        // A small drawing keeps every edge; above 30 modules the reduction bounds what is drawn.
        let allowed = view.isCrowded ? Self.reductionBound(view) : view.edges.count
        #expect(view.isCrowded == (size > 30))
        #expect(drawn <= allowed, "\(size) modules: \(drawn) edges drawn, reduction and kept edges \(allowed)")
        #expect(drawn + view.impliedEdgeCount == view.edges.count)
        print("\(size) modules: \(view.edges.count) edges, \(drawn) drawn, bound \(allowed)")
    }

    @Test(.requires(.graphviz), arguments: sizes)
    func theCurvesCrossAboutAsOftenAsGraphvizCurves(size: Int) throws {
        let view = try Self.view(size: size)
        let (ours, theirs) = try Self.crossingPairs(view, layout: LayeredLayout.layout(view), name: "scale\(size)")
        print("\(size) modules: archkit \(ours) crossing pairs, dot \(theirs)")
        // The aim is no more than dot; this guards the ratio measured once long edges bent band
        // by band, wrapped rows became bands and exchanges were judged locally (0.81 to 1.04).
        #expect(Double(ours) <= 1.1 * Double(theirs), "\(size) modules: archkit \(ours) crossing pairs, dot \(theirs)")
    }

    /// The same graphs with names long enough that their bands wrap into rows, as real
    /// repositories' do: each row is ordered as a band, as dot orders the rows it is given.
    @Test(.requires(.graphviz), arguments: SlowSuites.choose(quick: [100], full: [100, 180]))
    func wrappedBandsCrossAboutAsOftenAsGraphvizCurves(size: Int) throws {
        var view = try Self.view(size: size)
        for index in view.nodes.indices { view.nodes[index].label = "AFeatureWhoseNameIsLongEnoughToWrapItsBand" + view.nodes[index].label }
        let layout = LayeredLayout.layout(view)
        #expect(layout.bands.contains { $0.rows > 1 })
        let (ours, theirs) = try Self.crossingPairs(view, layout: layout, name: "wrapped\(size)")
        print("\(size) modules, wrapped: archkit \(ours) crossing pairs, dot \(theirs)")
        #expect(Double(ours) <= 1.1 * Double(theirs), "\(size) modules, wrapped: archkit \(ours) crossing pairs, dot \(theirs)")
    }

    /// Pairs of archkit's drawn curves that cross, and of dot's for the same view.
    static func crossingPairs(_ view: GraphView, layout: GraphLayout, name: String) throws -> (ours: Int, theirs: Int) {
        let (graphviz, stderr, status) = try GraphvizLayout.lay(out: DOTRenderer().render(view), name: name)
        try #require(status == 0, "\(stderr)")
        let theirs = CurveCrossings.crossingPairs(graphviz.edges.filter { !$0.isInvisible }.map { edge in
            CurveCrossings.Curve(from: edge.tail, to: edge.head, points: edge.curve.map { ($0.x, $0.y) })
        })
        return (CurveCrossings.count(layout, includingImplied: false), theirs)
    }

    /// Edges inside a cycle, plus those between cycles that no other path implies (found by a
    /// search from each of the source's other successors), plus those that break a rule.
    static func reductionBound(_ view: GraphView) -> Int {
        var successors: [String: [String]] = [:]
        for edge in view.edges { successors[edge.from, default: []].append(edge.to) }
        func reach(from start: String) -> Set<String> {
            var seen: Set<String> = [], stack = [start]
            while let next = stack.popLast() {
                for target in successors[next, default: []] where seen.insert(target).inserted { stack.append(target) }
            }
            return seen
        }
        let reached = Dictionary(uniqueKeysWithValues: view.nodes.map { ($0.id, reach(from: $0.id)) })
        func together(_ a: String, _ b: String) -> Bool { a == b || (reached[a]!.contains(b) && reached[b]!.contains(a)) }
        return view.edges.count { edge in
            if edge.isViolation || together(edge.from, edge.to) { return true }
            // Another successor, in neither end's cycle, that reaches the target.
            return !successors[edge.from]!.contains { other in
                !together(other, edge.from) && !together(other, edge.to) && reached[other]!.contains(edge.to)
            }
        }
    }
}
