import ArchModuleGraph
import ArchRulesFile
import ArchSamples

/// Building the module graph: products resolved by look-up rather than by scanning every
/// product per dependency, edge locations sorted once, `forbid` globs matched per module.
enum ModelScenarios {
    static let all: [GrowthScenario] = [
        GrowthScenario("Model", "a dependency on each of many products", startingAt: 200, make: SampleModels.manyProducts, work: { manifests in
            SampleModels.builder().build(manifests: manifests, sources: []).edges.count == manifests[0].products.count
        }),
        GrowthScenario("Model", "many files importing one module, read in reverse order", startingAt: 500, make: SampleModels.manyLocations, work: { input in
            SampleModels.builder().build(manifests: input.manifests, sources: input.sources).edges.first?.locations.count == 2 * input.sources.count
        }),
        GrowthScenario("Model", "50 forbid lines and a chain of modules", startingAt: 200, make: SampleModels.manyForbids, work: { input in
            var lookup = ProhibitionLookup(input.rules)
            var found = 0
            // Every module depends on the next four, as edges of a graph do.
            for (index, source) in input.modules.enumerated() {
                for step in 1...4 where index + step < input.modules.count {
                    if lookup.prohibition(fromModule: source, fromLayer: nil, toModule: input.modules[index + step], toLayer: nil) != nil { found += 1 }
                }
            }
            return found == 0
        }),
    ]
}
