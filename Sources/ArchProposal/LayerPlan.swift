import ArchCore
import ArchRulesFile

/// Layers as a proposal assigns them: each with its modules, in `.archrules` order (the first
/// matching layer wins), and the dependencies observed between them.
struct LayerPlan: Sendable {
    struct Layer: Sendable {
        var name: String
        /// Sorted.
        var members: [String]
        /// A glob that says the same as `members` for the modules known today and takes in
        /// new ones of the kind (`*Domain`); nil to list the members.
        var glob: String?
        var why: [String]
    }

    private(set) var layers: [Layer] = []
    private(set) var layerOf: [String: String] = [:]

    var names: [String] { layers.map(\.name) }

    func contains(_ layer: String) -> Bool { layers.contains { $0.name == layer } }

    func members(of layer: String) -> [String] { layers.first { $0.name == layer }?.members ?? [] }

    /// Adds a layer unless it has no members.
    mutating func add(_ name: String, _ members: [String], glob: String? = nil, why: [String]) {
        let fresh = members.filter { layerOf[$0] == nil }.sorted()
        guard !fresh.isEmpty else { return }
        for member in fresh { layerOf[member] = name }
        layers.append(Layer(name: name, members: fresh, glob: glob, why: why))
    }

    /// The patterns of each layer's `layer` line, as `.archrules` words: its glob when every
    /// name it matches (the repository's modules and the external ones they import, such as a
    /// package's `RxData` for `*Data`) is its own member or an earlier layer's, else its
    /// members, each a pattern that matches exactly it, quoted when it needs quotes.
    func patterns(knownNames: Set<String>) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var earlier: Set<String> = []
        for layer in layers {
            var useGlob = false
            if let glob = layer.glob {
                let matcher = Glob(glob)
                let own = Set(layer.members)
                useGlob = knownNames.allSatisfy { !matcher.matches($0) || own.contains($0) || earlier.contains($0) }
            }
            // Members the glob does not match are named beside it.
            let members = useGlob ? layer.members.filter { !Glob(layer.glob ?? "").matches($0) } : layer.members
            result[layer.name] = (useGlob ? [ArchRulesText.token(layer.glob ?? "")] : []) + members.map(ArchRulesText.literal)
            earlier.formUnion(layer.members)
        }
        return result
    }

    /// For each layer, the other layers its modules depend on.
    func observedDependencies(_ shape: RepositoryShape) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (module, layer) in layerOf {
            for dependency in shape.internalDependencies(of: module) {
                guard let target = layerOf[dependency], target != layer else { continue }
                result[layer, default: []].insert(target)
            }
        }
        return result
    }
}
