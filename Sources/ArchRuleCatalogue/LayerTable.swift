import ArchRulesFile
import ArchModuleGraph

/// The layers the graph's modules belong to, numbered, with what `.archrules` says about each
/// and each pair worked out once: a rule walking every edge then asks by number, not by name.
struct LayerTable {
    /// For each module of the graph, the number of its layer; -1 for none.
    let id: [Int]
    /// The layer names, by number.
    let names: [String]
    let isFeature: [Bool]
    let isInfrastructure: [Bool]
    private let rules: ArchitectureRules
    /// `allowsDependency` of each pair asked so far: -1 not yet asked, 0 no, 1 yes. Past a
    /// few thousand layers the table would be large, so each pair is then asked afresh.
    private var verdicts: [Int8]

    init(modules: [Module], rules: ArchitectureRules) {
        var number: [String: Int] = [:]
        var names: [String] = []
        id = modules.map { module in
            guard let layer = module.layer else { return -1 }
            if let known = number[layer] { return known }
            number[layer] = names.count
            names.append(layer)
            return names.count - 1
        }
        self.names = names
        isFeature = names.map { rules.isFeature(layer: $0) }
        isInfrastructure = names.map { rules.isInfrastructure(layer: $0) }
        self.rules = rules
        verdicts = names.count <= 512 ? Array(repeating: -1, count: names.count * names.count) : []
    }

    /// `ArchitectureRules.isInfrastructureNamingFeature` of two layer numbers.
    func isInfrastructureNamingFeature(_ source: Int, _ target: Int) -> Bool {
        source >= 0 && target >= 0 && isInfrastructure[source] && isFeature[target]
    }

    /// `ArchitectureRules.allowsDependency` of two layer numbers.
    mutating func allows(_ source: Int, _ target: Int) -> Bool {
        guard !verdicts.isEmpty else { return rules.allowsDependency(fromLayer: names[source], toLayer: names[target]) }
        let slot = source * names.count + target
        if verdicts[slot] < 0 { verdicts[slot] = rules.allowsDependency(fromLayer: names[source], toLayer: names[target]) ? 1 : 0 }
        return verdicts[slot] == 1
    }
}
