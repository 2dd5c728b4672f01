import ArchCore

/// Questions the rules inside targets ask of the configuration. All are pure lookups.
extension ArchitectureRules {
    /// The sublayer a file belongs to: the sublayer with the longest path whose folder names
    /// appear, consecutively, among the folders of `path` below `moduleFolder`. A file
    /// directly in its module's folder, or in a folder no sublayer names, has none.
    ///
    /// - Parameters:
    ///   - path: root-relative path of the file.
    ///   - moduleFolder: root-relative folder of the module that owns the file, when known;
    ///     folders above it are not matched, so that a module living under a folder named
    ///     `Service` does not put all its files in that sublayer.
    public func sublayer(ofFile path: String, moduleFolder: String?) -> CatalogueSettings.Sublayer? {
        var folders = path.split(separator: "/", omittingEmptySubsequences: true).dropLast().map(String.init)
        if let moduleFolder, !moduleFolder.isEmpty {
            let prefix = moduleFolder.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            if folders.starts(with: prefix) { folders.removeFirst(prefix.count) }
        }
        guard !folders.isEmpty else { return nil }
        var best: (sublayer: CatalogueSettings.Sublayer, length: Int)?
        for sublayer in catalogue.sublayers {
            for pattern in sublayer.paths {
                let parts = pattern.text.split(separator: "/", omittingEmptySubsequences: true).map { Glob(String($0)) }
                guard !parts.isEmpty, parts.count <= folders.count, parts.count > (best?.length ?? 0) else { continue }
                let found = (0...(folders.count - parts.count)).contains { start in
                    parts.indices.allSatisfy { parts[$0].matches(folders[start + $0]) }
                }
                if found { best = (sublayer, parts.count) }
            }
        }
        return best?.sublayer
    }

    /// Whether a module's layer is named by `features`.
    public func isFeature(layer: String?) -> Bool {
        guard let layer else { return false }
        return catalogue.featureLayers.contains { $0.name == layer }
    }

    /// Whether a sublayer may reference another sublayer of its own feature, by the
    /// `sublayer-allow` lines. A sublayer may always reference itself.
    public func allowsReference(fromSublayer source: String, toSublayer target: String) -> Bool {
        source == target || catalogue.sublayerAllowances.contains { allowance in
            allowance.sublayer.name == source && allowance.targets.contains { $0.isWildcard || $0.name == target }
        }
    }

    /// Whether other features may reference the types of a sublayer (`feature-door`).
    public func isFeatureDoor(sublayer: String) -> Bool {
        catalogue.featureDoors.contains { $0.name == sublayer }
    }

    /// Whether a module may construct and resolve anything: it is named by `composition-root`,
    /// or its layer may depend on every layer (`allow LAYER -> *`).
    public func isCompositionRoot(module: String, layer: String?) -> Bool {
        if catalogue.compositionRoots.contains(where: { $0.glob.matches(module) }) { return true }
        guard let layer else { return false }
        return allowances.contains { $0.layer.name == layer && $0.targets.contains(where: \.isWildcard) }
    }
}

extension ArchitectureRules {
    /// Whether a module's layer is named by `infrastructure`.
    public func isInfrastructure(layer: String?) -> Bool {
        guard let layer else { return false }
        return catalogue.infrastructureLayers.contains { $0.name == layer }
    }

    /// Whether a reference from infrastructure into a feature is left to
    /// `business-in-infrastructure` alone, which reports it type by type: the edge-level rules
    /// (layer dependencies, cycles) pass over it, so that one mistake is reported once.
    public func isInfrastructureNamingFeature(fromLayer source: String?, toLayer target: String?) -> Bool {
        isInfrastructure(layer: source) && isFeature(layer: target)
    }

    /// Whether a sublayer may reference every sublayer of its own feature (`-> *`): the
    /// feature's composition sublayer, its `Di`.
    public func isCompositionSublayer(_ sublayer: String) -> Bool {
        catalogue.sublayerAllowances.contains { $0.sublayer.name == sublayer && $0.targets.contains(where: \.isWildcard) }
    }

    /// Whether only a composition sublayer or root may construct the types of a sublayer
    /// (`injected`, by default Service and Repository).
    public func isInjected(sublayer: String) -> Bool {
        catalogue.injectedSublayers.isEmpty
            ? CatalogueSettings.defaultInjectedSublayers.contains(sublayer)
            : catalogue.injectedSublayers.contains { $0.name == sublayer }
    }

    /// The sublayers a sublayer may reference besides itself, in the order `sublayer-allow`
    /// lines name them; `*` when it may reference all.
    public func allowedSublayers(from source: String) -> [String] {
        var names: [String] = []
        for allowance in catalogue.sublayerAllowances where allowance.sublayer.name == source {
            for target in allowance.targets where !names.contains(target.name) { names.append(target.name) }
        }
        return names
    }

    /// The folder of a module as a plain root-relative path: its `path` up to the first
    /// component with a wildcard (`App/**` gives `App`), nil when that leaves nothing.
    public static func plainFolder(of modulePath: String?) -> String? {
        guard let modulePath else { return nil }
        let wildcards: Set<Character> = ["*", "?", "["]
        let parts = modulePath.split(separator: "/", omittingEmptySubsequences: true).prefix { !$0.contains(where: wildcards.contains) }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
