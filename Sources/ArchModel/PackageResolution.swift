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
struct PackageResolver {
    let packages: [LocalPackage]
    let rootPath: String
    let directoryHasManifest: (String) -> Bool
    private var byDirectory: [String: Int] = [:]
    private var byName: [String: [Int]] = [:]
    /// Each package's products and targets by name, so that resolving a dependency costs one
    /// lookup rather than a scan of the package's lists.
    private var productModules: [ProductKey: [String]] = [:]
    private var targetNames: [String: Set<String>] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var warnedDependencies: Set<SourceLocation> = []
    private var joinedFolders: [JoinedFolder: String] = [:]

    private struct JoinedFolder: Hashable {
        var directory: String
        var path: String
    }

    init(packages: [LocalPackage], rootPath: String, directoryHasManifest: @escaping (String) -> Bool) {
        self.packages = packages
        self.rootPath = rootPath
        self.directoryHasManifest = directoryHasManifest
        // Indexed by manifest path, which names one package; a path read twice keeps the scans.
        let pathCounts = Dictionary(packages.map { ($0.manifest.manifestPath, 1) }, uniquingKeysWith: +)
        for (index, package) in packages.enumerated() {
            byDirectory[package.directory] = index
            byName[package.manifest.name.lowercased(), default: []].append(index)
            if package.identity != package.manifest.name.lowercased() {
                byName[package.identity, default: []].append(index)
            }
            let manifestPath = package.manifest.manifestPath
            guard pathCounts[manifestPath] == 1 else { continue }
            // The first product of a name wins, as a scan in declaration order would find it.
            for product in package.manifest.products where productModules[ProductKey(manifest: manifestPath, name: product.name)] == nil {
                productModules[ProductKey(manifest: manifestPath, name: product.name)] = product.targets
            }
            targetNames[manifestPath, default: []].formUnion(package.manifest.targets.map(\.name))
        }
    }

    private struct ProductKey: Hashable {
        var manifest: String
        var name: String
    }

    mutating func resolve(_ dependency: TargetDependency, of target: TargetDeclaration, in package: LocalPackage) -> ResolvedDependency {
        switch dependency.kind {
        case .target:
            return .local([dependency.name])
        case .byName:
            if hasTarget(dependency.name, in: package) {
                return .local([dependency.name])
            }
            for candidate in package.manifest.dependencies {
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
            let identity = packageName.lowercased()
            let declared = package.manifest.dependencies.first {
                $0.identity == identity || $0.name == packageName
            }
            let local: LocalPackage?
            if let declared {
                local = localPackage(for: declared, of: package)
            } else {
                local = packageNamed(packageName)
            }
            guard let local else { return .external(name: dependency.name, package: packageName) }
            return .local(modules(ofProduct: dependency.name, in: local) ?? [dependency.name])
        }
    }

    /// The repository's package a `.package(...)` entry refers to. A `.package(path:)` to a
    /// folder without a manifest falls back to a package of the same name, with a warning,
    /// because real repositories carry stale relative paths that their build never uses.
    mutating func localPackage(for dependency: PackageDependency, of package: LocalPackage) -> LocalPackage? {
        guard case .fileSystem(let path) = dependency.kind else { return nil }
        let folder: String?
        if path.hasPrefix("/") {
            folder = RelativePath.relative(path, toRoot: rootPath)
        } else {
            // Every target of a package names the same few `.package(path:)` entries; joining
            // and normalising them once per entry, not per target dependency, keeps this linear.
            let key = JoinedFolder(directory: package.directory, path: path)
            if let known = joinedFolders[key] {
                folder = known
            } else {
                let joined = RelativePath.join(package.directory, path)
                joinedFolders[key] = joined
                folder = joined
            }
        }
        if let folder, let index = byDirectory[folder] { return packages[index] }
        if let folder, directoryHasManifest(folder) { return nil }
        let fallbackName = dependency.name ?? dependency.identity
        guard let fallback = packageNamed(fallbackName) else { return nil }
        if warnedDependencies.insert(dependency.location).inserted {
            diagnostics.append(InputProblem.missingPackagePath.diagnostic(
                "package path '\(path)' does not lead to a package; resolved by name to '\(fallback.directory.isEmpty ? "." : fallback.directory)'",
                at: dependency.location, symbol: path))
        }
        return fallback
    }

    func packageNamed(_ name: String) -> LocalPackage? {
        guard let indices = byName[name.lowercased()], indices.count == 1 else { return nil }
        return packages[indices[0]]
    }

    /// The targets a product of `package` is made of; a target of the product's name stands in
    /// when no such product is declared (SwiftPM's old implicit products).
    func modules(ofProduct name: String, in package: LocalPackage) -> [String]? {
        if targetNames[package.manifest.manifestPath] != nil {
            if let targets = productModules[ProductKey(manifest: package.manifest.manifestPath, name: name)] { return targets }
        } else if let product = package.manifest.products.first(where: { $0.name == name }) {
            return product.targets
        }
        if hasTarget(name, in: package) {
            return [name]
        }
        return nil
    }

    private func hasTarget(_ name: String, in package: LocalPackage) -> Bool {
        if let names = targetNames[package.manifest.manifestPath] { return names.contains(name) }
        return package.manifest.targets.contains { $0.name == name }
    }
}
