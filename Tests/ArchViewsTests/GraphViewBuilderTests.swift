import ArchCore
import ArchViews
import ArchTestSupport
import Testing

/// A small clean-architecture repository: two features, a domain, a data module, a test
/// target and an external framework, with one forbidden dependency, one unused dependency and
/// one cycle.
let sampleDocument: GraphDocument = {
    let at = { (file: String, line: Int) in Sample.at(file, line) }
    return GraphDocument(
        root: "Shop",
        modules: [
            Sample.module("CartFeature", "Features", .regular, "Presentation"),
            Sample.module("LoginFeature", "Features", .regular, "Presentation"),
            Sample.module("CartDomain", "Domain", .regular, "Domain"),
            Sample.module("CartData", "Data", .regular, "Data"),
            Sample.module("CartDomainTests", "Domain", .test, nil),
            Sample.module("RxSwift", "RxSwift", .external, nil),
        ],
        edges: [
            Sample.edge("CartFeature", "CartDomain", [at("F.swift", 1)]),
            Sample.edge("CartFeature", "CartDomain", [at("Package.swift", 9)], kind: .manifest),
            Sample.edge("LoginFeature", "CartDomain", [at("L.swift", 2)]),
            Sample.edge("CartDomain", "CartData", [at("D.swift", 3)]),
            Sample.edge("CartData", "CartDomain", [at("A.swift", 4)]),
            Sample.edge("CartDomain", "RxSwift", [at("D.swift", 2)]),
            Sample.edge("CartDomainTests", "CartDomain", [at("T.swift", 1)]),
        ],
        layers: [
            Sample.layer("Presentation", allowed: ["Domain"], independent: true),
            Sample.layer("Domain"),
            Sample.layer("Data", allowed: ["Domain"]),
        ],
        diagnostics: (Sample.violation("layer-dependency", .error, "CartDomain", "CartData", message: "…", at: [at("D.swift", 3)])
            + Sample.violation("unused-dependency", .warning, "CartFeature", "CartDomain", message: "…", at: [at("Package.swift", 9)])
            + [Sample.cycle(.module, ["CartData", "CartDomain", "CartData"], at: at("A.swift", 4)),
               Sample.cycle(.layer, ["Data", "Domain", "Data"], at: at("A.swift", 4))]).sorted())
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

    @Test func anExternalModuleThatAFindingInvolvesIsDrawnEvenWhenExternalsAreHidden() throws {
        let at = { (file: String, line: Int) in Sample.at(file, line) }
        let document = GraphDocument(
            root: "Shop",
            modules: [
                Sample.module("CartDomain", "Domain", .regular, "Domain"),
                Sample.module("UIKit", nil, .external, nil),
                Sample.module("RxSwift", "RxSwift", .external, nil),
            ],
            edges: [
                Sample.edge("CartDomain", "UIKit", [at("D.swift", 1)]),
                Sample.edge("CartDomain", "RxSwift", [at("D.swift", 2)]),
            ],
            layers: [Sample.layer("Domain")],
            diagnostics: Sample.violation("layer-dependency", .error, "CartDomain", "UIKit", message: "…", at: [at("D.swift", 1)]))
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions())
        // UIKit, which the violation names, is there, in the external band; RxSwift is not.
        #expect(view.nodes.map(\.id) == ["CartDomain", "UIKit"])
        #expect(view.nodes.last?.kind.isExternal == true)
        #expect(view.bands.map(\.name) == ["Domain", GraphViewBuilder.externalBand])
        #expect(view.edges.map { "\($0.from)->\($0.to) \($0.violations)" } == ["CartDomain->UIKit [\"layer-dependency\"]"])
        // Asked for every external, both are drawn.
        let all = try GraphViewBuilder.build(document, options: GraphViewOptions(includeExternal: true))
        #expect(all.nodes.map(\.id) == ["CartDomain", "RxSwift", "UIKit"])
    }

    @Test func edgesCarryViolationsCyclesAndEveryLocation() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions())
        let edges = Dictionary(uniqueKeysWithValues: view.edges.map { ("\($0.from)->\($0.to)", $0) })
        #expect(edges["CartDomain->CartData"]?.violations == ["layer-dependency"])
        #expect(edges["CartDomain->CartData"]?.isCycle == true)
        #expect(edges["CartData->CartDomain"]?.isCycle == true)
        // Warnings do not make an edge a violation in drawings.
        #expect(edges["CartFeature->CartDomain"]?.isViolation == false)
        #expect(edges["CartFeature->CartDomain"]?.locations.map(\.location.file) == ["F.swift", "Package.swift"])
        #expect(edges["CartFeature->CartDomain"]?.weight == 1)
    }

    @Test func onlyEdgesMadeOfTypeReferencesAloneAreReferenceEdges() throws {
        // App and Cart are folders of one target; Cart → CartDomain is imported and referenced.
        var document = sampleDocument
        document.modules += [Sample.module("App", nil, .folder, "Presentation"), Sample.module("Cart", nil, .folder, "Domain")]
        document.edges += [Sample.edge("App", "Cart", [Sample.at("App/A.swift", 3)], kind: .reference),
                           Sample.edge("Cart", "CartDomain", [Sample.at("Cart/C.swift", 1)]),
                           Sample.edge("Cart", "CartDomain", [Sample.at("Cart/C.swift", 4)], kind: .reference)]
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions())
        #expect(view.edges.filter(\.isReferenceOnly).map { "\($0.from)->\($0.to)" } == ["App->Cart"])
        #expect(view.edges.first { $0.from == "Cart" }?.locations.map(\.location.line) == [1, 4])
        #expect(view.hasReferenceEdges)
        #expect(!(try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions())).hasReferenceEdges)
        // Folded into layers, App → Cart joins CartFeature's import: a plain dependency between the layers.
        let layers = try GraphViewBuilder.build(document, options: GraphViewOptions(level: .layer))
        #expect(layers.edges.filter(\.isReferenceOnly).map { "\($0.from)->\($0.to)" }.isEmpty)
    }

    @Test func includingTestsAndExternals() throws {
        let view = try GraphViewBuilder.build(sampleDocument, options: GraphViewOptions(includeTests: true, includeExternal: true))
        #expect(view.bands.map(\.name) == ["Presentation", "Domain", "Data", "(external)", "(tests)"])
        #expect(view.node("RxSwift")?.band == "(external)")
        #expect(view.node("CartDomainTests")?.band == "(tests)")
        #expect(view.node("CartDomainTests")?.kind == .module(.test))
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
        #expect(DependencyCycle(level: .module, path: ["B", "C", "A", "B"]).canonical == ["A", "B", "C", "A"])
    }
}
