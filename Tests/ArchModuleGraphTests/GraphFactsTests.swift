import ArchCore
import ArchModuleGraph
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

    /// Imports are gathered in chunks of files: over several chunks, with files that no target
    /// owns, files without imports, re-exports and self imports anywhere, the import edges are
    /// exactly the files' imports of other modules, each at its place.
    @Test func importEdgesOverManyChunksAreTheFilesImports() throws {
        var files: [String: String] = [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "A", dependencies: ["B"]), .target(name: "B", dependencies: ["C"]), .target(name: "C"),
            ])
            """,
        ]
        var generator = SplitMix64(seed: 0xC4_0A_75)
        let imports = ["import Foundation", "import A", "import B", "import C", "@_exported import C", "import UIKit", "#if DEBUG\nimport B\n#endif", ""]
        for index in 0..<700 {
            let folder = ["Sources/A", "Sources/B", "Sources/C", "Scripts"][Int(generator.next() % 4)]
            let lines = (0..<Int(generator.next() % 4)).map { _ in imports[Int(generator.next() % UInt64(imports.count))] }
            files["\(folder)/File\(index).swift"] = lines.joined(separator: "\n") + "\nstruct T\(index) {}\n"
        }
        let repository = try ModelPipeline.repository(files)
        let built = try ModelPipeline.graph(of: repository.url)
        #expect(built.files.count == 700)

        struct Place: Hashable { var from, to, file: String; var line, column: Int; var condition: String? }
        var expected: Set<Place> = []
        for file in built.files {
            guard let owner = file.module else { continue }
            for declaration in file.summary.imports where declaration.module != owner {
                expected.insert(Place(from: owner, to: declaration.module, file: file.path, line: declaration.line,
                                      column: declaration.column, condition: declaration.condition))
            }
        }
        var found: [Place] = []
        for edge in built.edges where edge.kind == .import {
            for place in edge.locations {
                found.append(Place(from: edge.from, to: edge.to, file: place.location.file, line: place.location.line,
                                   column: place.location.column, condition: place.condition))
            }
        }
        #expect(found.count == Set(found).count)
        #expect(Set(found) == expected)
        #expect(expected.count > 300, "the generated files must import a good deal")
        let remade = ModuleGraph(modules: built.modules, edges: built.edges, files: built.files,
                                 declaredDependencies: built.declaredDependencies, diagnostics: built.diagnostics)
        #expect(remade.exportedImports == built.exportedImports)
        #expect(remade.selfImporting == built.selfImporting)
        #expect(!built.exportedImports.isEmpty && !built.selfImporting.isEmpty)
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
