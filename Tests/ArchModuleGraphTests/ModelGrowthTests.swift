import ArchRulesFile
import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchSyntax
import ArchTestSupport
import Testing

/// The model's costs grow with its input: products resolved by lookup rather than by scanning
/// every product per dependency, edge locations sorted once, and `forbid` globs evaluated per
/// module rather than per edge.
@Suite("Model growth")
struct ModelGrowthTests {
    private static func at(_ file: String, _ line: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: file, line: line, column: 1)
    }

    private static func builder(_ rules: ArchitectureRules = .empty) -> GraphBuilder {
        GraphBuilder(rules: rules, rootPath: "/repo", directoryExists: { _ in false }, directoryHasManifest: { _ in false })
    }

    /// `Lib` declares `count` products of one target each; `App` depends on all of them.
    private static func manyProducts(_ count: Int) -> [PackageManifest] {
        let libTargets = (0..<count).map { index in
            TargetDeclaration(name: "L\(index)", kind: .regular, path: nil, exclude: [], sources: nil, dependencies: [],
                              location: at("Lib/Package.swift", index + 1))
        }
        let products = (0..<count).map { Product(name: "P\(count - 1 - $0)", kind: .library, targets: ["L\(count - 1 - $0)"]) }
        let lib = PackageManifest(name: "Lib", manifestPath: "Lib/Package.swift", products: products, dependencies: [],
                                  targets: libTargets, toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        let dependencies = (0..<count).map { index in
            TargetDependency(kind: .product(package: "Lib"), name: "P\(index)", platforms: nil, location: at("App/Package.swift", index + 2))
        }
        let app = PackageManifest(
            name: "App", manifestPath: "App/Package.swift", products: [],
            dependencies: [PackageDependency(kind: .fileSystem(path: "../Lib"), name: nil, identity: "lib", location: at("App/Package.swift", 1))],
            targets: [TargetDeclaration(name: "App", kind: .regular, path: nil, exclude: [], sources: nil,
                                        dependencies: dependencies, location: at("App/Package.swift", 1))],
            toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        return [lib, app]
    }

    @Test func productsResolveToTheirTargets() {
        let graph = Self.builder().build(manifests: Self.manyProducts(5), sources: [])
        #expect(graph.edges.filter { $0.from == "App" }.map(\.to).sorted() == ["L0", "L1", "L2", "L3", "L4"])
    }

    @Test(.slow) func resolvingProductsGrowsLinearly() {
        let growth = Growth.measure(startingAt: 200, make: Self.manyProducts, work: { manifests in
            #expect(Self.builder().build(manifests: manifests, sources: []).edges.count == manifests[0].products.count)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// `count` files of target `A`, read in reverse path order, each importing `B` twice.
    private static func manyLocations(_ count: Int) -> (manifests: [PackageManifest], sources: [ScannedSource]) {
        let targets = ["A", "B"].map { name in
            TargetDeclaration(name: name, kind: .regular, path: nil, exclude: [], sources: nil, dependencies: [],
                              location: at("Package.swift", 1))
        }
        let manifest = PackageManifest(name: "P", manifestPath: "Package.swift", products: [], dependencies: [], targets: targets,
                                       toolsVersion: ToolsVersion(5, 9), evaluation: .static)
        let sources = (0..<count).reversed().map { index in
            ScannedSource(path: "Sources/A/F\(index).swift", summary: SourceSummary(imports: [
                ImportDeclaration(module: "B", path: ["B"], condition: "DEBUG", line: 2, column: 1),
                ImportDeclaration(module: "B", path: ["B"], line: 1, column: 1),
                ImportDeclaration(module: "B", path: ["B"], line: 2, column: 1),
            ]))
        }
        return ([manifest], sources)
    }

    @Test func edgeLocationsStaySortedAndUnique() {
        let input = Self.manyLocations(3)
        let edge = Self.builder().build(manifests: input.manifests, sources: input.sources).edges.first { $0.from == "A" }
        // One place per location, in order; of two at one location the last one read is kept.
        #expect(edge?.locations.map(\.description) == (0..<3).flatMap { ["Sources/A/F\($0).swift:1:1", "Sources/A/F\($0).swift:2:1"] })
        #expect(edge?.locations.allSatisfy { $0.condition == nil } == true)
    }

    @Test(.slow) func edgeLocationsGrowLinearly() {
        let growth = Growth.measure(startingAt: 500, make: Self.manyLocations, work: { input in
            let graph = Self.builder().build(manifests: input.manifests, sources: input.sources)
            #expect(graph.edges.first?.locations.count == 2 * input.sources.count)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// 50 `forbid` lines, and `count` modules in a chain.
    private static func manyForbids(_ count: Int) -> (rules: ArchitectureRules, modules: [String]) {
        let prohibitions = (0..<50).map { index in
            ArchitectureRules.Prohibition(source: .init(name: "*Feature\(index)", location: at(".archrules", index + 1)),
                                          targets: [.init(name: "Legacy\(index)*", location: at(".archrules", index + 1)),
                                                    .init(name: "UIKit", location: at(".archrules", index + 1))],
                                          location: at(".archrules", index + 1))
        }
        return (ArchitectureRules(prohibitions: prohibitions), (0..<count).map { "M\($0)Feature\($0 % 60)" })
    }

    @Test func forbidLinesMatchTheQuery() {
        let input = Self.manyForbids(120)
        var lookup = ProhibitionLookup(input.rules)
        for (source, target) in zip(input.modules, ["UIKit", "Legacy3Old", "Other"] + input.modules) {
            let expected = input.rules.prohibition(fromModule: source, fromLayer: nil, toModule: target, toLayer: nil)
            #expect(lookup.prohibition(fromModule: source, fromLayer: nil, toModule: target, toLayer: nil)?.location == expected?.location)
        }
    }

    @Test(.slow) func forbidLinesCostPerModule() {
        let growth = Growth.measure(startingAt: 200, make: Self.manyForbids, work: { input in
            var lookup = ProhibitionLookup(input.rules)
            var found = 0
            // Every module depends on the next four, as edges of a graph do.
            for (index, source) in input.modules.enumerated() {
                for step in 1...4 where index + step < input.modules.count {
                    if lookup.prohibition(fromModule: source, fromLayer: nil, toModule: input.modules[index + step], toLayer: nil) != nil { found += 1 }
                }
            }
            #expect(found == 0)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
