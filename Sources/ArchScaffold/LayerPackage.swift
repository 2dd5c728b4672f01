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

    /// The package that most of `layer`'s targets belong to.
    ///
    /// - Parameters:
    ///   - targets: for each package folder, its regular targets.
    ///   - contains: whether the layer holds a module.
    public static func choose(_ layer: String, declared layers: [String], targets: [String: [String]],
                              contains: (String) -> Bool) -> LayerPackage {
        guard layers.contains(layer) else { return .undeclared(layers: layers) }
        let counts = targets.mapValues { $0.filter(contains).count }.filter { $0.value > 0 }
        guard let most = counts.values.max() else { return .noPackage }
        let best = counts.filter { $0.value == most }.keys.sorted()
        return best.count == 1 ? .folder(best[0]) : .spread(best)
    }
}
