import ArchRulesFile
import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchSyntax
import ArchTestSupport
import Testing

/// The inputs on which the growth benchmark times the model (`archkit-growth`) give the right
/// answers: products resolved by lookup, edge locations sorted once, `forbid` globs per module.
@Suite("Model look-ups")
struct ModelLookupTests {
    @Test func productsResolveToTheirTargets() {
        let graph = SampleModels.builder().build(manifests: SampleModels.manyProducts(5), sources: [])
        #expect(graph.edges.filter { $0.from == "App" }.map(\.to).sorted() == ["L0", "L1", "L2", "L3", "L4"])
    }

    @Test func edgeLocationsStaySortedAndUnique() {
        let input = SampleModels.manyLocations(3)
        let edge = SampleModels.builder().build(manifests: input.manifests, sources: input.sources).edges.first { $0.from == "A" }
        // One place per location, in order; of two at one location the last one read is kept.
        #expect(edge?.locations.map(\.description) == (0..<3).flatMap { ["Sources/A/F\($0).swift:1:1", "Sources/A/F\($0).swift:2:1"] })
        #expect(edge?.locations.allSatisfy { $0.condition == nil } == true)
    }

    @Test func forbidLinesMatchTheQuery() {
        let input = SampleModels.manyForbids(120)
        var lookup = ProhibitionLookup(input.rules)
        for (source, target) in zip(input.modules, ["UIKit", "Legacy3Old", "Other"] + input.modules) {
            let expected = input.rules.prohibition(fromModule: source, fromLayer: nil, toModule: target, toLayer: nil)
            #expect(lookup.prohibition(fromModule: source, fromLayer: nil, toModule: target, toLayer: nil)?.location == expected?.location)
        }
    }
}
