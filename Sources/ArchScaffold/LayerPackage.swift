/// Which package takes a template's target for a layer: the package whose manifest declares
/// most of the layer's targets (`Packages/Repository` for `layer Repository = *Repository`).
///
/// Templates name layers rather than folders, so that a feature lands in the repository's own
/// packages whatever they are called.
public enum LayerPackage: Sendable, Equatable {
    /// The package folder, root-relative.
    case folder(String)
    /// `.archrules` declares no such layer; these are the layers it does declare.
    case undeclared(layers: [String])
    /// The layer holds no target of any Package.swift.
    case noPackage
    /// Two or more packages hold as many of the layer's targets each.
    case spread([String])

    /// The package that most of `layer`'s targets belong to; where the layer spreads over
    /// packages, the one most of whose targets in the layer end as the new target does
    /// (`OrderRepository` goes beside `BasketRepository`, not `BasketService`).
    ///
    /// - Parameters:
    ///   - targets: for each package folder, its regular targets.
    ///   - suffix: how the new target's name ends after the feature's name, if it does.
    ///   - contains: whether the layer holds a module.
    public static func choose(_ layer: String, declared layers: [String], targets: [String: [String]], suffix: String? = nil,
                              contains: (String) -> Bool) -> LayerPackage {
        guard layers.contains(layer) else { return .undeclared(layers: layers) }
        let inLayer = targets.mapValues { $0.filter(contains) }.filter { !$0.value.isEmpty }
        guard !inLayer.isEmpty else { return .noPackage }
        if let suffix, !suffix.isEmpty {
            let alike = inLayer.mapValues { $0.filter { $0.hasSuffix(suffix) && $0 != suffix }.count }.filter { $0.value > 0 }
            if let most = alike.values.max() {
                let best = alike.filter { $0.value == most }.keys.sorted()
                if best.count == 1 { return .folder(best[0]) }
            }
        }
        let most = inLayer.values.map(\.count).max()!
        let best = inLayer.filter { $0.value.count == most }.keys.sorted()
        return best.count == 1 ? .folder(best[0]) : .spread(best)
    }

    /// The camel-case suffix most of the targets share (`Data` for `BasketData`, `UserData`), if
    /// at least two do, or the only target's.
    public static func commonSuffix(of names: [String]) -> String? {
        var counts: [String: Int] = [:]
        for name in names {
            let characters = Array(name)
            guard let start = characters.indices.dropFirst().last(where: { characters[$0].isUppercase }) else { continue }
            counts[String(characters[start...]), default: 0] += 1
        }
        let ranked = counts.filter { $0.value >= min(2, names.count) }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        return ranked.first?.key
    }
}
