import ArchCore
import ArchViews
import ArchTestSupport
import Testing

/// `--focus M --depth N` draws only the edges on a path from M or to M of at most N steps.
@Suite("Focus edges")
struct FocusEdgesTests {
    /// M depends on A and B, and A on B (two neighbours that depend on each other); B → C → D
    /// lead further out. P depends on M and Q on P; P also depends on A, and S on A: edges
    /// beside the paths to and from M.
    static let document: GraphDocument = {
        let pairs = [("A", "B"), ("B", "C"), ("C", "D"), ("M", "A"), ("M", "B"), ("P", "A"), ("P", "M"), ("Q", "P"), ("S", "A")]
        return GraphDocument(
            root: "Focus",
            modules: ["A", "B", "C", "D", "M", "P", "Q", "S"].map { Sample.module($0, $0, .regular, nil) },
            edges: pairs.map { Sample.edge($0.0, $0.1, [Sample.at("\($0.0)/F.swift", 1)]) },
            layers: [], diagnostics: [])
    }()

    static func drawn(_ document: GraphDocument = document, depth: Int, _ direction: GraphViewOptions.Direction,
                      level: GraphView.Level = .module) throws -> (nodes: [String], edges: [String]) {
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions(level: level, focus: "M", depth: depth, direction: direction))
        return (view.nodes.map(\.id), view.edges.map { "\($0.from)->\($0.to)" })
    }

    @Test func atDepthOneNeighboursThatDependOnEachOtherAreNotJoined() throws {
        let out = try Self.drawn(depth: 1, .out)
        #expect(out.nodes == ["A", "B", "M"])
        #expect(out.edges == ["M->A", "M->B"])
        let both = try Self.drawn(depth: 1, .both)
        #expect(both.nodes == ["A", "B", "M", "P"])
        // Not A → B, nor P → A: neither is a step to or from M.
        #expect(both.edges == ["M->A", "M->B", "P->M"])
    }

    @Test func atDepthTwoEdgesTwoStepsOutOrInAreDrawn() throws {
        let out = try Self.drawn(depth: 2, .out)
        #expect(out.nodes == ["A", "B", "C", "M"])
        #expect(out.edges == ["A->B", "B->C", "M->A", "M->B"])
        let inwards = try Self.drawn(depth: 2, .in)
        #expect(inwards.nodes == ["M", "P", "Q"])
        #expect(inwards.edges == ["P->M", "Q->P"])
        let both = try Self.drawn(depth: 2, .both)
        // S, which only shares a dependency with M, is on no path to or from M; P → A neither.
        #expect(both.nodes == ["A", "B", "C", "M", "P", "Q"])
        #expect(both.edges == ["A->B", "B->C", "M->A", "M->B", "P->M", "Q->P"])
    }

    @Test func inwardsAtDepthOneOnlyTheDirectDependents() throws {
        let inwards = try Self.drawn(depth: 1, .in)
        #expect(inwards.nodes == ["M", "P"])
        #expect(inwards.edges == ["P->M"])
        let none = try Self.drawn(depth: 0, .both)
        #expect(none.nodes == ["M"] && none.edges.isEmpty)
    }

    /// A cycle's step back to M is a path of two steps outwards, and one inwards; a broken
    /// rule changes nothing.
    @Test func cyclesAndViolationsFollowTheSameRule() throws {
        var document = Self.document
        document.edges.append(Sample.edge("B", "M", [Sample.at("B/G.swift", 2)]))
        document.edges.sort { ($0.from, $0.to) < ($1.from, $1.to) }
        document.diagnostics = (Sample.violation("layer-dependency", .error, "A", "B", at: [Sample.at("A/F.swift", 1)])
            + [Sample.cycle(.module, ["B", "M", "B"], at: Sample.at("B/G.swift", 2))]).sorted()
        let out = try GraphViewBuilder.build(document, options: GraphViewOptions(focus: "M", depth: 1, direction: .out))
        #expect(out.edges.map { "\($0.from)->\($0.to)" } == ["M->A", "M->B"])
        #expect(out.edges.last?.isCycle == true)
        let both = try GraphViewBuilder.build(document, options: GraphViewOptions(focus: "M", depth: 1, direction: .both))
        #expect(both.edges.map { "\($0.from)->\($0.to)" } == ["B->M", "M->A", "M->B", "P->M"])
        #expect(both.edges.first?.isCycle == true)
        // The violating A → B is drawn once it is a second step out.
        let deeper = try GraphViewBuilder.build(document, options: GraphViewOptions(focus: "M", depth: 2, direction: .out))
        #expect(deeper.edges.map { "\($0.from)->\($0.to)" } == ["A->B", "B->C", "B->M", "M->A", "M->B"])
        #expect(deeper.edges.first?.violations == ["layer-dependency"])
    }

    /// At the package level the module edges are chosen first, then folded.
    @Test func packagesFoldOnlyTheChosenEdges() throws {
        var document = Self.document
        document.modules = document.modules.map { module in
            Sample.module(module.name, ["A", "B"].contains(module.name) ? "Core" : module.name, .regular, nil)
        }
        let packages = try Self.drawn(document, depth: 1, .both, level: .package)
        #expect(packages.nodes == ["Core", "M", "P"])
        #expect(packages.edges == ["M->Core", "P->M"])
    }
}
