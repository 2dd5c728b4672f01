import ArchCore
import ArchManifest

/// A package of the repository, with the facts resolution needs.
struct LocalPackage: Sendable {
    var manifest: PackageManifest
    /// Root-relative folder ("" for a package at the root).
    var directory: String
    /// SwiftPM's identity: the folder's name, lowercased.
    var identity: String
}

/// What a target dependency stands for.
enum ResolvedDependency: Equatable {
    /// Modules built from this repository.
    case local([String])
    /// A product of a package that is not in the repository, named after the product.
    case external(name: String, package: String?)
}

/// Resolves target dependencies to modules across the packages of a repository, the way
/// SwiftPM resolves them, and falls back gracefully where real repositories are sloppy.
///
/// Packages are named by their position in `packages`. A dense repository names the same few
/// packages and products from thousands of targets, so each answer that depends only on the
/// package and a name is worked out once.
struct PackageResolver {
    let packages: [LocalPackage]
    /// What the targets are called in the graph: `.local` answers are keys.
    let keys: ModuleKeys
    let rootPath: String
    let directoryHasManifest: (String) -> Bool
    private var byDirectory: [String: Int] = [:]
    private var byName: [String: [Int]] = [:]
    /// By package: its products (the first of a name wins, as a scan in declaration order
    /// would find it) and target names, so that resolving a dependency costs one lookup
    /// rather than a scan of the package's lists. nil for a manifest path read twice, which
    /// keeps the scans.
    private var productModules: [[String: [String]]?] = []
    private var targetNames: [Set<String>?] = []
    /// By package: the package each `.product(package:)` name leads to, -1 for none.
    private var productPackages: [[String: Int]] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var warnedDependencies: Set<SourceLocation> = []
    private var joinedFolders: [JoinedFolder: String?] = [:]
    /// For each product or target name, the packages where `modules(ofProduct:in:)` finds
    /// it, in order; made on first use by an Xcode product without a package reference.
    private var packagesOffering: [String: [Int]]?

    private struct JoinedFolder: Hashable {
        var directory: String
        var path: String
    }

    init(packages: [LocalPackage], keys: ModuleKeys, rootPath: String, directoryHasManifest: @escaping (String) -> Bool) {
        self.packages = packages
        self.keys = keys
        self.rootPath = rootPath
        self.directoryHasManifest = directoryHasManifest
        let pathCounts = Dictionary(packages.map { ($0.manifest.manifestPath, 1) }, uniquingKeysWith: +)
        productPackages = Array(repeating: [:], count: packages.count)
        for (index, package) in packages.enumerated() {
            byDirectory[package.directory] = index
            byName[package.manifest.name.lowercased(), default: []].append(index)
            if package.identity != package.manifest.name.lowercased() {
                byName[package.identity, default: []].append(index)
            }
            guard pathCounts[package.manifest.manifestPath] == 1 else {
                productModules.append(nil)
                targetNames.append(nil)
                continue
            }
            var products: [String: [String]] = [:]
            for product in package.manifest.products where products[product.name] == nil {
                products[product.name] = product.targets.map { keys.key(package: index, target: $0) }
            }
            productModules.append(products)
            targetNames.append(Set(package.manifest.targets.map(\.name)))
        }
    }

    /// Resolves a dependency of a target of `packages[package]`.
    mutating func resolve(_ dependency: TargetDependency, of target: TargetDeclaration, in package: Int) -> ResolvedDependency {
        switch dependency.kind {
        case .target:
            return .local([keys.key(package: package, target: dependency.name)])
        case .byName:
            if hasTarget(dependency.name, in: package) {
                return .local([keys.key(package: package, target: dependency.name)])
            }
            for candidate in packages[package].manifest.dependencies {
                if let local = localPackage(for: candidate, of: package),
                   let modules = modules(ofProduct: dependency.name, in: local) {
                    return .local(modules)
                }
            }
            return .external(name: dependency.name, package: nil)
        case .product(let packageName):
            guard let packageName else {
                return resolve(TargetDependency(kind: .byName, name: dependency.name, platforms: dependency.platforms, location: dependency.location),
                               of: target, in: package)
            }
            guard let local = productPackage(packageName, of: package) else {
                return .external(name: dependency.name, package: packageName)
            }
            return .local(modules(ofProduct: dependency.name, in: local) ?? [keys.key(package: local, target: dependency.name)])
        }
    }

    /// The repository's package that `.product(package: packageName)` in `package` leads to:
    /// the `.package(...)` entry of that identity or name, else the package of that name.
    private mutating func productPackage(_ packageName: String, of package: Int) -> Int? {
        if let known = productPackages[package][packageName] { return known < 0 ? nil : known }
        let identity = packageName.lowercased()
        let declared = packages[package].manifest.dependencies.first {
            $0.identity == identity || $0.name == packageName
        }
        let local: Int?
        if let declared {
            local = localPackage(for: declared, of: package)
        } else {
            local = packageNamed(packageName)
        }
        productPackages[package][packageName] = local ?? -1
        return local
    }

    /// The repository's package a `.package(...)` entry refers to. A `.package(path:)` to a
    /// folder inside the repository without a manifest falls back to a package of the same
    /// name, because real repositories carry stale relative paths; either way it is warned of.
    mutating func localPackage(for dependency: PackageDependency, of package: Int) -> Int? {
        guard case .fileSystem(let path) = dependency.kind else { return nil }
        let folder: String?
        if path.hasPrefix("/") {
            folder = RelativePath.relative(path, toRoot: rootPath)
        } else {
            // Every target of a package names the same few `.package(path:)` entries; joining
            // and normalising them once per entry, not per target dependency, keeps this linear.
            let directory = packages[package].directory
            let key = JoinedFolder(directory: directory, path: path)
            if let known = joinedFolders[key] {
                folder = known
            } else {
                // Above the root is outside the repository, as an absolute path there is.
                let joined = RelativePath.join(directory, path)
                let inside: String? = joined == ".." || joined.hasPrefix("../") ? nil : joined
                joinedFolders[key] = inside
                folder = inside
            }
        }
        if let folder, let index = byDirectory[folder] { return index }
        if let folder, directoryHasManifest(folder) { return nil }
        let fallbackName = dependency.name ?? dependency.identity
        let fallback = packageNamed(fallbackName)
        // A path outside the repository cannot be checked; one inside that leads nowhere is
        // reported whether or not a package of its name stands in.
        if let folder, warnedDependencies.insert(dependency.location).inserted {
            let outcome = fallback.map { index in
                let directory = packages[index].directory
                return "resolved by name to '\(directory.isEmpty ? "." : directory)'"
            } ?? "no package of the repository is named '\(dependency.name ?? RelativePath.lastComponent(of: path))', so its products are external"
            // Named by its folder in the repository, never as SwiftPM's absolute path: the same
            // finding in every checkout and with either manifest reader.
            let shown = folder.isEmpty ? "." : folder
            diagnostics.append(InputProblem.missingPackagePath.diagnostic(
                "the package path leads to '\(shown)', which holds no package; \(outcome)",
                at: dependency.location, symbol: shown))
        }
        return fallback
    }

    /// The repository's package at the root-relative `folder`.
    func package(inFolder folder: String) -> Int? {
        byDirectory[folder]
    }

    func packageNamed(_ name: String) -> Int? {
        guard let indices = byName[name.lowercased()], indices.count == 1 else { return nil }
        return indices[0]
    }

    /// The keys of the targets a product of `packages[package]` is made of; a target of the
    /// product's name stands in when no such product is declared (SwiftPM's old implicit products).
    func modules(ofProduct name: String, in package: Int) -> [String]? {
        if let products = productModules[package] {
            if let targets = products[name] { return targets }
        } else if let product = packages[package].manifest.products.first(where: { $0.name == name }) {
            return product.targets.map { keys.key(package: package, target: $0) }
        }
        if hasTarget(name, in: package) {
            return [keys.key(package: package, target: name)]
        }
        return nil
    }

    /// The packages where `modules(ofProduct: name, in:)` finds something, in order: one
    /// lookup, after one pass over every package's products and targets.
    mutating func packages(offering name: String) -> [Int] {
        if let packagesOffering { return packagesOffering[name] ?? [] }
        var table: [String: [Int]] = [:]
        for (index, package) in packages.enumerated() {
            for name in Set(package.manifest.products.map(\.name) + package.manifest.targets.map(\.name)) {
                table[name, default: []].append(index)
            }
        }
        packagesOffering = table
        return table[name] ?? []
    }

    private func hasTarget(_ name: String, in package: Int) -> Bool {
        if let names = targetNames[package] { return names.contains(name) }
        return packages[package].manifest.targets.contains { $0.name == name }
    }
}
