import ArchModuleGraph

extension GraphDocument {
    /// Each module's dependents, direct and transitive (its blast radius), in `modules` order,
    /// over every edge of the document.
    public var dependentCounts: [DependentCounts.Count] {
        let index = Dictionary(modules.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var successors = [[Int]](repeating: [], count: modules.count)
        for edge in edges {
            guard let from = index[edge.from], let to = index[edge.to], from != to else { continue }
            successors[from].append(to)
        }
        return DependentCounts.counts(count: modules.count, successors: successors)
    }

    /// The blast radius of each module by name.
    public var dependentsByModule: [String: DependentCounts.Count] {
        Dictionary(zip(modules.map(\.name), dependentCounts), uniquingKeysWith: { first, _ in first })
    }
}

/// A module as graph JSON writes it: its fields and its dependents.
struct EncodedModule: Encodable {
    var module: Module
    var dependents: DependentCounts.Count

    enum Keys: String, CodingKey {
        case dependents, kind, layer, location, name, package, path
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(dependents, forKey: .dependents)
        try container.encode(module.kind, forKey: .kind)
        try container.encodeIfPresent(module.layer, forKey: .layer)
        try container.encodeIfPresent(module.location, forKey: .location)
        try container.encode(module.name, forKey: .name)
        try container.encodeIfPresent(module.package, forKey: .package)
        try container.encodeIfPresent(module.path, forKey: .path)
    }
}
