import ArchCore

/// Questions the model and rule stages ask of the configuration. All are pure lookups.
extension ArchitectureRules {
    /// The layer a module belongs to: the first declared layer whose pattern matches the module
    /// name; otherwise, for a folder module, a layer of the module's own name; otherwise nil.
    public func layer(forModule name: String) -> String? {
        if let layer = layers.first(where: { $0.contains(module: name) }) {
            return layer.name
        }
        if folderModules.contains(where: { $0.name == name }) {
            return name
        }
        return nil
    }

    /// Every layer a module can end up in, in the order the file declares them: the `layer`
    /// lines, and the folder modules that form layers of their own because no layer pattern
    /// matches them. Drawings stack layers in this order, so a composition root declared first
    /// sits on top.
    public var layerNames: [String] {
        var declared = layers.map { ($0.name, $0.location) }
        var names = Set(layers.map(\.name))
        for module in folderModules {
            // A folder module forms its own layer when no layer pattern claims it.
            guard !layers.contains(where: { $0.contains(module: module.name) }) else { continue }
            if names.insert(module.name).inserted {
                declared.append((module.name, module.location))
            }
        }
        return declared.sorted { $0.1 < $1.1 }.map(\.0)
    }

    /// Whether `independent` was declared for the layer.
    public func isIndependent(layer: String) -> Bool {
        independentLayers.contains { $0.name == layer }
    }

    /// Whether modules of one layer may depend on modules of another, by the `allow` lines
    /// alone. Within one layer this holds unless the layer is independent. `forbid` lines are
    /// not considered here; see `prohibition(fromModule:fromLayer:toModule:toLayer:)`.
    public func allowsDependency(fromLayer source: String, toLayer target: String) -> Bool {
        if source == target {
            return !isIndependent(layer: source)
        }
        return allowances.contains { allowance in
            allowance.layer.name == source
                && allowance.targets.contains { $0.isWildcard || $0.name == target }
        }
    }

    /// The targets of all `allow` lines of a layer, in order and without repeats (`*` included
    /// as written), for messages such as "Feature may only depend on Domain, Core".
    public func allowedTargets(ofLayer layer: String) -> [String] {
        var targets: [String] = []
        var seen = Set<String>()
        for allowance in allowances where allowance.layer.name == layer {
            for target in allowance.targets where seen.insert(target.name).inserted {
                targets.append(target.name)
            }
        }
        return targets
    }

    /// The first `forbid` line that covers a dependency. An operand covers a side of the
    /// dependency when it names that side's layer or is a glob matching that side's module.
    /// The target module may be external (UIKit), in which case it usually has no layer.
    public func prohibition(
        fromModule sourceModule: String,
        fromLayer sourceLayer: String?,
        toModule targetModule: String,
        toLayer targetLayer: String?
    ) -> Prohibition? {
        prohibitions.first { prohibition in
            Self.operand(prohibition.source, covers: sourceModule, inLayer: sourceLayer)
                && prohibition.targets.contains { Self.operand($0, covers: targetModule, inLayer: targetLayer) }
        }
    }

    private static func operand(_ operand: Reference, covers module: String, inLayer layer: String?) -> Bool {
        if let layer, operand.name == layer { return true }
        return Glob(operand.name).matches(module)
    }

    /// Whether discovery skips a root-relative path because an `exclude` pattern matches it or
    /// one of its folders.
    public func isExcluded(path: String) -> Bool {
        excludes.contains { $0.glob.matchesPathOrAncestor(path) }
    }

    /// The folder module that owns a root-relative path: the first declared one whose pattern
    /// matches the path or one of its folders.
    public func folderModule(forPath path: String) -> String? {
        folderModules.first { $0.contains(path: path) }?.name
    }

    /// The configured level of a rule, or nil when the file does not mention it.
    public func severityLevel(forRule ruleID: String) -> SeverityOverride.Level? {
        severityOverrides[ruleID]?.level
    }
}
