import ArchCore

/// An app made of one package per feature: sibling packages in one folder, each depending on a
/// shared navigation or routing package beside them (`Auth`, `Profile` and `Messages` on
/// `CoreNavigation`), composed by an app target. A new feature is one more such package.
struct FeaturePackages: Sendable, Equatable {
    /// Root-relative folder holding the packages; "" for the repository root.
    var folder: String
    /// The feature packages' folder names, sorted.
    var features: [String]
    /// The navigation or routing packages they depend on, sorted.
    var navigation: [String]

    /// Words that name a navigation or routing package.
    static let navigationWords = ["Navigation", "Navigator", "Router", "Routing", "Routes", "Coordinator"]
    /// At least this many features must share the navigation package.
    static let minimumFeatures = 2

    /// The folder where most packages depend on a navigation package beside them; nil when no
    /// folder holds two such packages. Ties go to the first folder by name.
    static func find(in shape: RepositoryShape) -> FeaturePackages? {
        // Package folder → the package's own modules, tests left out.
        var modulesOf: [String: [String]] = [:]
        for unit in shape.units where !unit.isTest && unit.kind != .folder {
            guard let package = unit.packageFolder, !package.isEmpty else { continue }
            modulesOf[package, default: []].append(unit.name)
        }
        var byFolder: [String: [String]] = [:]
        for package in modulesOf.keys { byFolder[RelativePath.directory(of: package), default: []].append(package) }
        var best: FeaturePackages?
        for folder in byFolder.keys.sorted() {
            let packages = byFolder[folder]!.sorted()
            let navigation = packages.filter { package in
                let name = RelativePath.lastComponent(of: package)
                return navigationWords.contains { name.contains($0) }
            }
            guard !navigation.isEmpty else { continue }
            let navigationModules = Set(navigation.flatMap { modulesOf[$0] ?? [] })
            let features = packages.filter { package in
                !navigation.contains(package) && (modulesOf[package] ?? []).contains { module in
                    !shape.internalDependencies(of: module).isDisjoint(with: navigationModules)
                }
            }
            guard features.count >= minimumFeatures, features.count > best?.features.count ?? 0 else { continue }
            let used = Set(features.flatMap { feature in (modulesOf[feature] ?? []).flatMap { shape.internalDependencies(of: $0) } })
            best = FeaturePackages(folder: folder, features: features.map(RelativePath.lastComponent(of:)),
                                   navigation: navigation.filter { !Set(modulesOf[$0] ?? []).isDisjoint(with: used) }.map(RelativePath.lastComponent(of:)))
        }
        return best
    }
}
