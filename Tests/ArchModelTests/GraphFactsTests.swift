import ArchCore
import ArchModel
import ArchSyntax
import Foundation
import Testing

/// What the graph builder works out on the way (edge ends, re-exports, self imports) equals
/// what a graph made from the same modules, edges and files works out for itself, and the
/// cycle search on positions finds what the search on names finds.
@Suite struct GraphFactsTests {
    @Test func theBuildersFactsEqualTheOnesAGraphWorksOutFromItsFiles() throws {
        let repository = try ModelPipeline.repository([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "Home", dependencies: ["Facade"]),
                .target(name: "Facade", dependencies: ["Routing"]),
                .target(name: "Routing"),
            ])
            """,
            "Sources/Home/Home.swift": "import Facade\nimport Foundation\nimport Home\n",
            "Sources/Home/More.swift": "import Routing\nimport Foundation\n",
            "Sources/Facade/Facade.swift": "@_exported import Routing\n@testable import Home\nimport Facade\n",
            "Sources/Routing/Route.swift": "#if canImport(UIKit)\nimport UIKit\n#endif\npublic protocol Route {}\n",
        ])
        let built = try ModelPipeline.graph(of: repository.url)
        let remade = ModuleGraph(modules: built.modules, edges: built.edges, files: built.files,
                                 declaredDependencies: built.declaredDependencies, diagnostics: built.diagnostics)
        #expect(built.exportedImports == ["Facade": ["Routing"]])
        #expect(built.selfImporting == ["Home", "Facade"])
        #expect(remade.exportedImports == built.exportedImports)
        #expect(remade.selfImporting == built.selfImporting)
        #expect(remade.positionByName == built.positionByName)
        #expect(remade.edgeEnds.from == built.edgeEnds.from && remade.edgeEnds.to == built.edgeEnds.to)
        #expect(built.edgeEnds.from.allSatisfy { $0 >= 0 } && built.edgeEnds.to.allSatisfy { $0 >= 0 })
        for (index, edge) in built.edges.enumerated() {
            #expect(built.modules[built.edgeEnds.from[index]].name == edge.from && built.modules[built.edgeEnds.to[index]].name == edge.to)
        }
    }

    @Test func theSearchOnPositionsFindsTheTanglesAndCyclesOfTheSearchOnNames() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            let count = 1 + round % 30
            // Names sort as positions do, as the modules of a graph are sorted.
            let names = (0..<count).map { String(format: "M%03d", $0) }
            let density = Double(round % 7 + 1) / Double(count * 3)
            let successors: [[Int]] = (0..<count).map { _ in (0..<count).filter { _ in Double.random(in: 0..<1, using: &generator) < density } }
            let byName = Dictionary(uniqueKeysWithValues: (0..<count).map { (names[$0], successors[$0].map { names[$0] }) })
            let tangles = CycleSearch.tangles(count: count, successors: successors)
            #expect(tangles.map { $0.map { names[$0] } } == CycleSearch.tangles(nodes: names, successors: byName))
            for tangle in tangles {
                let cycle = CycleSearch.shortestCycle(from: tangle[0], within: tangle, successors: successors)
                let named = CycleSearch.shortestCycle(from: names[tangle[0]], within: Set(tangle.map { names[$0] }), successors: byName)
                #expect(cycle?.map { names[$0] } == named)
            }
        }
    }
}
