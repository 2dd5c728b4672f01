import ArchCore

/// Questions the model and rule stages ask of the configuration. All are pure lookups.
extension ArchitectureRules {
    /// The layer a module belongs to: the first declared layer whose pattern matches the module
    /// name; otherwise, for a folder module, a layer of the module's own name; otherwise nil.
    ///
    /// An Apple SDK module that the repository does not build (`external`) is placed only by a
    /// pattern that names it exactly: `layer Data = *Data` means the repository's data modules,
    /// never CoreData or SwiftData.
    public func layer(forModule name: String, external: Bool = false) -> String? {
        if external, AppleSDK.contains(name) {
            return layers.first { $0.patterns.contains { $0.glob.isLiteral && $0.text == name } }?.name
        }
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
        var lookup = ProhibitionLookup(self)
        return lookup.prohibition(fromModule: sourceModule, fromLayer: sourceLayer, toModule: targetModule, toLayer: targetLayer)
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

/// Answers `ArchitectureRules.prohibition(fromModule:fromLayer:toModule:toLayer:)` for many
/// dependencies: each operand is compiled into a glob once, and which `forbid` lines cover a
/// module as a source or as a target is worked out once per module and layer, so that a rule
/// walking every edge pays for the globs per module, not per edge.
public struct ProhibitionLookup: Sendable {
    private struct CompiledOperand: Sendable {
        var name: String
        var glob: Glob
    }

    private struct Side: Hashable {
        var module: String
        var layer: String?
    }

    private let prohibitions: [ArchitectureRules.Prohibition]
    private let sources: [CompiledOperand]
    private let targets: [[CompiledOperand]]
    /// Indices of the `forbid` lines whose source covers a module, in declaration order.
    private var coveringSources: [Side: [Int]] = [:]
    /// Indices of the `forbid` lines with a target that covers a module.
    private var coveringTargets: [Side: Set<Int>] = [:]

    public init(_ rules: ArchitectureRules) {
        prohibitions = rules.prohibitions
        var compiled: [String: Glob] = [:]
        func operand(_ reference: ArchitectureRules.Reference) -> CompiledOperand {
            if let glob = compiled[reference.name] { return CompiledOperand(name: reference.name, glob: glob) }
            let glob = Glob(reference.name)
            compiled[reference.name] = glob
            return CompiledOperand(name: reference.name, glob: glob)
        }
        sources = prohibitions.map { operand($0.source) }
        targets = prohibitions.map { $0.targets.map(operand) }
    }

    /// The first `forbid` line that covers a dependency; see
    /// `ArchitectureRules.prohibition(fromModule:fromLayer:toModule:toLayer:)`.
    public mutating func prohibition(
        fromModule sourceModule: String,
        fromLayer sourceLayer: String?,
        toModule targetModule: String,
        toLayer targetLayer: String?
    ) -> ArchitectureRules.Prohibition? {
        guard !prohibitions.isEmpty else { return nil }
        let asSource = lines(coveringSource: sourceModule, inLayer: sourceLayer)
        guard !asSource.isEmpty else { return nil }
        return prohibition(asSource: asSource, asTarget: lines(coveringTarget: targetModule, inLayer: targetLayer))
    }

    /// The positions of the `forbid` lines whose source covers a module, in declaration order.
    /// With the two below, a caller that meets each module many times asks once per module.
    public mutating func lines(coveringSource module: String, inLayer layer: String?) -> [Int] {
        let side = Side(module: module, layer: layer)
        if let known = coveringSources[side] { return known }
        let covering = sources.indices.filter { Self.operand(sources[$0], covers: module, inLayer: layer) }
        coveringSources[side] = covering
        return covering
    }

    /// The positions of the `forbid` lines with a target that covers a module.
    public mutating func lines(coveringTarget module: String, inLayer layer: String?) -> Set<Int> {
        let side = Side(module: module, layer: layer)
        if let known = coveringTargets[side] { return known }
        let covering = Set(targets.indices.filter { index in
            targets[index].contains { Self.operand($0, covers: module, inLayer: layer) }
        })
        coveringTargets[side] = covering
        return covering
    }

    /// The first line of `asSource` that `asTarget` holds too: the `forbid` line that rules out
    /// a dependency between the modules they were asked for.
    public func prohibition(asSource: [Int], asTarget: Set<Int>) -> ArchitectureRules.Prohibition? {
        asSource.first(where: asTarget.contains).map { prohibitions[$0] }
    }

    private static func operand(_ operand: CompiledOperand, covers module: String, inLayer layer: String?) -> Bool {
        if let layer, operand.name == layer { return true }
        return operand.glob.matches(module)
    }
}
