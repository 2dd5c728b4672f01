import ArchCore
import ArchGraph
import Testing

/// A small clean-architecture repository: two features, a domain, a data module, a test
/// target and an external framework, with one forbidden dependency and one cycle.
let sampleDocument: GraphDocument = {
    func module(_ name: String, _ package: String?, _ kind: String, _ layer: String?) -> GraphDocument.Module {
        GraphDocument.Module(name: name, package: package, kind: kind, layer: layer, path: nil)
    }
    func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation { ArchCore.SourceLocation(file: file, line: line, column: 1) }
    return GraphDocument(
        root: "Shop",
        modules: [
            module("CartFeature", "Features", "regular", "Presentation"),
            module("LoginFeature", "Features", "regular", "Presentation"),
            module("CartDomain", "Domain", "regular", "Domain"),
            module("CartData", "Data", "regular", "Data"),
            module("CartDomainTests", "Domain", "test", nil),
            module("RxSwift", "RxSwift", "external", nil),
        ],
        edges: [
            GraphDocument.Edge(from: "CartFeature", to: "CartDomain", kind: "import", locations: [at("F.swift", 1)]),
            GraphDocument.Edge(from: "CartFeature", to: "CartDomain", kind: "manifest", locations: [at("Package.swift", 9)]),
            GraphDocument.Edge(from: "LoginFeature", to: "CartDomain", kind: "import", locations: [at("L.swift", 2)]),
            GraphDocument.Edge(from: "CartDomain", to: "CartData", kind: "import", locations: [at("D.swift", 3)]),
            GraphDocument.Edge(from: "CartData", to: "CartDomain", kind: "import", locations: [at("A.swift", 4)]),
            GraphDocument.Edge(from: "CartDomain", to: "RxSwift", kind: "import", locations: [at("D.swift", 2)]),
            GraphDocument.Edge(from: "CartDomainTests", to: "CartDomain", kind: "import", locations: [at("T.swift", 1)]),
        ],
        layers: [
            GraphDocument.Layer(name: "Presentation", allowed: ["Domain"], isIndependent: true),
            GraphDocument.Layer(name: "Domain", allowed: [], isIndependent: false),
            GraphDocument.Layer(name: "Data", allowed: ["Domain"], isIndependent: false),
        ],
        violations: [
            GraphDocument.Violation(rule: "layer-dependency", severity: .error, from: "CartDomain", to: "CartData",
                                    message: "…", locations: [at("D.swift", 3)]),
            GraphDocument.Violation(rule: "unused-dependency", severity: .warning, from: "CartFeature", to: "CartDomain",
                                    message: "…", locations: [at("Package.swift", 9)]),
        ],
        cycles: [
            GraphDocument.Cycle(level: .module, path: ["CartData", "CartDomain", "CartData"]),
            GraphDocument.Cycle(level: .layer, path: ["Data", "Domain", "Data"]),
        ])
}()

@Suite("Graph views")
struct GraphViewBuilderTests {
    @Test func moduleLevelLeavesOutTestsAndExternalsByDefault() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions())
        #expect(view.nodes.map(\.id) == ["CartData", "CartDomain", "CartFeature", "LoginFeature"])
        #expect(view.bands.map(\.name) == ["Presentation", "Domain", "Data"])
        #expect(view.bands.map(\.nodes) == [["CartFeature", "LoginFeature"], ["CartDomain"], ["CartData"]])
        #expect(view.edges.map { "\($0.from)->\($0.to)" } == ["CartData->CartDomain", "CartDomain->CartData", "CartFeature->CartDomain", "LoginFeature->CartDomain"])
    }

    @Test func edgesCarryViolationsCyclesAndEveryLocation() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions())
        let edges = Dictionary(uniqueKeysWithValues: view.edges.map { ("\($0.from)->\($0.to)", $0) })
        #expect(edges["CartDomain->CartData"]?.violations == ["layer-dependency"])
        #expect(edges["CartDomain->CartData"]?.isCycle == true)
        #expect(edges["CartData->CartDomain"]?.isCycle == true)
        // Warnings do not make an edge a violation in drawings.
        #expect(edges["CartFeature->CartDomain"]?.isViolation == false)
        #expect(edges["CartFeature->CartDomain"]?.locations.map(\.file) == ["F.swift", "Package.swift"])
        #expect(edges["CartFeature->CartDomain"]?.weight == 1)
    }

    @Test func includingTestsAndExternals() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(includeTests: true, includeExternal: true))
        #expect(view.bands.map(\.name) == ["Presentation", "Domain", "Data", "(no layer)", "(external)"])
        #expect(view.node("RxSwift")?.band == "(external)")
        #expect(view.node("CartDomainTests")?.kind == "test")
    }

    @Test func packageAndLayerLevelsFoldModules() throws {
        let packages = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(level: .package))
        #expect(packages.nodes.map(\.id) == ["Data", "Domain", "Features"])
        #expect(packages.node("Features")?.size == 2)
        #expect(packages.edges.first { $0.from == "Features" }?.weight == 2)
        let layers = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(level: .layer))
        #expect(layers.nodes.map(\.id) == ["Data", "Domain", "Presentation"])
        #expect(layers.edges.map { "\($0.from)->\($0.to)" } == ["Data->Domain", "Domain->Data", "Presentation->Domain"])
        #expect(layers.edges.filter(\.isCycle).count == 2)
        #expect(layers.edges.first { $0.from == "Domain" }?.violations == ["layer-dependency"])
    }

    @Test func focusFollowsEdgesToTheRequestedDepthAndDirection() throws {
        let around = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(focus: "CartDomain"))
        #expect(around.nodes.map(\.id) == ["CartData", "CartDomain", "CartFeature", "LoginFeature"])
        #expect(around.node("CartDomain")?.isFocus == true)
        let dependencies = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(focus: "CartFeature", depth: 1, direction: .out))
        #expect(dependencies.nodes.map(\.id) == ["CartDomain", "CartFeature"])
        let deeper = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(focus: "CartFeature", depth: 2, direction: .out))
        #expect(deeper.nodes.map(\.id) == ["CartData", "CartDomain", "CartFeature"])
        let dependents = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(focus: "CartFeature", direction: .in))
        #expect(dependents.nodes.map(\.id) == ["CartFeature"])
    }

    @Test func anUnknownFocusSuggestsTheNearestModule() {
        #expect(throws: GraphViewError.unknownFocus("CartDomian", suggestion: "CartDomain")) {
            try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(focus: "CartDomian"))
        }
    }

    @Test func metrics() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions())
        let metrics = GraphMetrics.compute(view)
        #expect(metrics["CartDomain"] == NodeMetrics(fanIn: 3, fanOut: 1))
        #expect(metrics["CartDomain"]?.instability == 0.25)
        #expect(metrics["LoginFeature"]?.instability == 1)
    }

    @Test func cyclesCompareWhicheverNodeTheyStartAt() {
        #expect(GraphDocument.Cycle(level: .module, path: ["B", "C", "A", "B"]).canonical == ["A", "B", "C", "A"])
    }
}
