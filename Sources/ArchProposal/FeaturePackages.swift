import ArchCore

/// An app made of one package per feature: sibling packages in one folder, each depending on a
/// shared navigation or routing package beside them (`Auth`, `Profile` and `Messages` on
/// `CoreNavigation`), composed by an app target. A new feature is one more such package.
///
/// Without a navigation package, the features are the packages of one folder that no other
/// package depends on and that an app uses (`Timeline`, `Explore` and `Lists` on `Env`,
/// `Models` and `DesignSystem`, in the app `IceCubes`).
struct FeaturePackages: Sendable, Equatable {
    /// Root-relative folder holding the packages; "" for the repository root.
    var folder: String
    /// The feature packages' folder names, sorted.
    var features: [String]
    /// The navigation or routing packages they depend on, sorted; empty for leaf features.
    var navigation: [String]
    /// For leaf features, the app target that depends on most of them (the first by name of
    /// equals); nil otherwise.
    var app: String? = nil

    /// Words that name a navigation or routing package.
    static let navigationWords = ["Navigation", "Navigator", "Router", "Routing", "Routes", "Coordinator"]
    /// At least this many features must share the navigation package.
    static let minimumFeatures = 2
    /// Without a navigation package, at least this many leaf packages must be features.
    static let minimumLeafFeatures = 3

    /// The folder where most packages depend on a navigation package beside them; else the
    /// folder with the most leaf features (`leafFeatures`); nil when neither is found. Ties go
    /// to the first folder by name.
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
        return best ?? leafFeatures(in: shape, modulesOf: modulesOf, byFolder: byFolder)
    }

    /// The folder holding the most packages (at least `minimumLeafFeatures`) that no other
    /// module of the repository depends on, apps and tests aside, that an app target (an Xcode
    /// app or an executable) depends on, and that depend on a package beside them: the shared
    /// packages a new feature takes as the others do. A library or server repository has no
    /// app on its packages, or a single package, and is left alone.
    static func leafFeatures(in shape: RepositoryShape, modulesOf: [String: [String]],
                             byFolder: [String: [String]]) -> FeaturePackages? {
        var packageOf: [String: String] = [:]
        for (package, modules) in modulesOf { for module in modules { packageOf[module] = package } }
        let executablePackages = Set(shape.units.filter { $0.kind == .executable }.compactMap(\.packageFolder))
        // Package → the app targets that use it; the packages some other non-app module uses.
        var appsOf: [String: Set<String>] = [:]
        var used: Set<String> = []
        for unit in shape.units where !unit.isTest && unit.kind != .folder {
            for dependency in shape.internalDependencies(of: unit.name) {
                guard let package = packageOf[dependency], package != unit.packageFolder else { continue }
                if unit.kind == .executable { appsOf[package, default: []].insert(unit.name) } else { used.insert(package) }
            }
        }
        var best: FeaturePackages?
        for folder in byFolder.keys.sorted() {
            let packages = byFolder[folder]!.sorted()
            let features = packages.filter { package in
                guard !used.contains(package), !executablePackages.contains(package), appsOf[package] != nil else { return false }
                return (modulesOf[package] ?? []).contains { module in
                    shape.internalDependencies(of: module).contains { dependency in
                        packageOf[dependency].map { $0 != package && packages.contains($0) } ?? false
                    }
                }
            }
            guard features.count >= minimumLeafFeatures, features.count > best?.features.count ?? 0 else { continue }
            var uses: [String: Int] = [:]
            for feature in features { for app in appsOf[feature] ?? [] { uses[app, default: 0] += 1 } }
            let app = uses.keys.sorted().max { uses[$0]! < uses[$1]! }
            best = FeaturePackages(folder: folder, features: features.map(RelativePath.lastComponent(of:)), navigation: [], app: app)
        }
        return best
    }
}
