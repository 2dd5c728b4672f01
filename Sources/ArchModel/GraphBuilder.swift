import ArchConfig
import ArchCore
import ArchManifest
import ArchSyntax

/// Builds the module graph from what the reading stage produced: manifests, scanned sources
/// and the architecture rules (for folder modules and layers).
public struct GraphBuilder: Sendable {
    private let rules: ArchitectureRules
    private let rootPath: String
    private let directoryExists: @Sendable (String) -> Bool
    private let directoryHasManifest: @Sendable (String) -> Bool

    /// - Parameters:
    ///   - rootPath: absolute path of the analysis root, to relate absolute package paths.
    ///   - directoryExists: whether a root-relative folder exists.
    ///   - directoryHasManifest: whether a root-relative folder holds a `Package.swift`.
    public init(rules: ArchitectureRules, rootPath: String,
                directoryExists: @escaping @Sendable (String) -> Bool,
                directoryHasManifest: @escaping @Sendable (String) -> Bool) {
        self.rules = rules
        self.rootPath = rootPath
        self.directoryExists = directoryExists
        self.directoryHasManifest = directoryHasManifest
    }

    public func build(manifests: [PackageManifest], sources: [ScannedSource]) -> ModuleGraph {
        var state = BuildState(rules: rules)
        let packages = manifests.sorted { $0.manifestPath < $1.manifestPath }.map { manifest in
            let directory = RelativePath.directory(of: manifest.manifestPath)
            let folderName = directory.isEmpty ? RelativePath.lastComponent(of: rootPath) : RelativePath.lastComponent(of: directory)
            return LocalPackage(manifest: manifest, directory: directory, identity: folderName.lowercased())
        }

        // Modules: targets first, then the folder modules of `.archrules`.
        var layouts: [TargetLayout] = []
        for package in packages {
            let packageLayout = PackageLayout(package.manifest, directory: package.directory, directoryExists: directoryExists)
            for target in package.manifest.targets {
                let layout = packageLayout.layout(of: target)
                if state.addModule(Module(name: target.name, package: package.manifest.name, kind: ModuleKind(target.kind),
                                          layer: rules.layer(forModule: target.name), path: layout.folder, location: target.location)) {
                    layouts.append(layout)
                }
            }
        }
        var folderModules: Set<String> = []
        for folderModule in rules.folderModules {
            if state.addModule(Module(name: folderModule.name, package: nil, kind: .folder, layer: rules.layer(forModule: folderModule.name),
                                      path: folderModule.paths.first?.text, location: folderModule.location)) {
                folderModules.insert(folderModule.name)
            }
        }

        // Manifest edges.
        var resolver = PackageResolver(packages: packages, rootPath: rootPath, directoryHasManifest: directoryHasManifest)
        for package in packages {
            for target in package.manifest.targets where state.owner(of: target.name) == package.manifest.manifestPath {
                for dependency in target.dependencies {
                    let modules = state.modules(for: resolver.resolve(dependency, of: target, in: package), dependency: dependency)
                    state.declared.append(DeclaredDependency(target: target.name, name: dependency.name, modules: modules, location: dependency.location))
                    for module in modules where module != target.name {
                        state.addEdge(from: target.name, to: module, kind: .manifest, at: dependency.location)
                    }
                }
            }
        }
        state.diagnostics += resolver.diagnostics

        // Files and import edges.
        let ownership = OwnershipIndex(layouts)
        // Owners are pure lookups per path, so they are worked out on all cores; the edges are
        // then added in path order, which keeps the graph independent of scheduling.
        let rules = rules
        // Chunks, so that each task does enough work to pay for its dispatch.
        let chunk = 256
        let owners = Parallel.map((sources.count + chunk - 1) / chunk) { part in
            sources[(part * chunk)..<min(sources.count, (part + 1) * chunk)].map { source in
                ownership.owner(of: source.path) ?? rules.folderModule(forPath: source.path)
            }
        }.joined()
        var files: [SourceFile] = []
        files.reserveCapacity(sources.count)
        for (source, owner) in zip(sources, owners) {
            files.append(SourceFile(path: source.path, module: owner, summary: source.summary))
            guard let owner else { continue }
            for declaration in source.summary.imports where declaration.module != owner {
                state.ensureModule(declaration.module)
                state.addEdge(from: owner, to: declaration.module, kind: .import,
                              at: SourceLocation(file: source.path, line: declaration.line, column: declaration.column),
                              condition: declaration.condition)
            }
        }

        // Reference edges: folder modules share one compilation unit and never import each other.
        let declarers = FolderDeclarations(files: files, folderModules: folderModules)
        for file in files {
            guard let owner = file.module, folderModules.contains(owner) else { continue }
            for reference in file.summary.references {
                guard let target = declarers.soleDeclarer(of: reference.name, otherThan: owner) else { continue }
                state.addEdge(from: owner, to: target, kind: .reference,
                              at: SourceLocation(file: file.path, line: reference.line, column: reference.column),
                              condition: reference.condition, symbol: reference.name)
            }
        }

        return ModuleGraph(modules: state.modules, edges: state.edges, files: files,
                           declaredDependencies: state.declared.sorted { $0.target < $1.target },
                           diagnostics: state.diagnostics)
    }
}

/// The mutable parts of a build, gathered in one place.
private struct BuildState {
    let rules: ArchitectureRules
    private var moduleByName: [String: Module] = [:]
    private var declaringManifest: [String: String] = [:]
    /// Each place an edge is found at, with its `#if` condition and referenced type, in the
    /// order found; `edges` keeps one per source location (the last found), sorted once at
    /// the end rather than hashing every location on the way.
    private var edgeLocations: [EdgeKey: [EdgeLocation]] = [:]
    /// Packages that external products come from, by product name.
    private var externalPackages: [String: String] = [:]
    var declared: [DeclaredDependency] = []
    var diagnostics: [Diagnostic] = []

    init(rules: ArchitectureRules) {
        self.rules = rules
    }

    private struct EdgeKey: Hashable {
        var from: String
        var to: String
        var kind: EdgeKind
    }

    var modules: [Module] { Array(moduleByName.values) }

    var edges: [Edge] {
        edgeLocations.map { key, places in
            Edge(from: key.from, to: key.to, kind: key.kind, locations: Self.lastPerLocation(places))
        }
    }

    /// The places sorted by location, keeping for each location the one found last.
    private static func lastPerLocation(_ places: [EdgeLocation]) -> [EdgeLocation] {
        guard places.count > 1 else { return places }
        // Files are read in path order, so the places usually arrive sorted and unique already.
        if zip(places, places.dropFirst()).allSatisfy({ $0.location < $1.location }) { return places }
        // Ties on location keep the order found, so that the last of a run is the last found.
        let order = places.indices.sorted { left, right in
            let lhs = places[left].location, rhs = places[right].location
            return lhs != rhs ? lhs < rhs : left < right
        }
        var unique: [EdgeLocation] = []
        unique.reserveCapacity(places.count)
        for index in order {
            if let last = unique.last, last.location == places[index].location {
                unique[unique.count - 1] = places[index]
            } else {
                unique.append(places[index])
            }
        }
        return unique
    }

    /// The manifest that declares a target module.
    func owner(of module: String) -> String? {
        declaringManifest[module]
    }

    /// Adds a module unless one of that name exists; a second declaration is reported, since
    /// imports name modules only by name and cannot tell the two apart.
    @discardableResult
    mutating func addModule(_ module: Module) -> Bool {
        if let existing = moduleByName[module.name] {
            diagnostics.append(InputProblem.duplicateModule.diagnostic(
                "module '\(module.name)' is declared more than once; the declaration at \(existing.location?.description ?? "?") is used",
                at: module.location, symbol: module.name))
            return false
        }
        moduleByName[module.name] = module
        if module.isTarget, let file = module.location?.file { declaringManifest[module.name] = file }
        return true
    }

    /// Makes sure an imported or depended-on name is a node: a module of the repository, or
    /// else an external one.
    mutating func ensureModule(_ name: String, package: String? = nil) {
        guard moduleByName[name] == nil else { return }
        moduleByName[name] = Module(name: name, package: package ?? externalPackages[name], kind: .external,
                                    layer: rules.layer(forModule: name), path: nil, location: nil)
    }

    /// The module names a resolved dependency stands for, creating external nodes as needed.
    mutating func modules(for resolved: ResolvedDependency, dependency: TargetDependency) -> [String] {
        switch resolved {
        case .external(let name, let package):
            if let package { externalPackages[name] = externalPackages[name] ?? package }
            if let existing = moduleByName[name], existing.isExternal, existing.package == nil, let package {
                moduleByName[name]?.package = package
            }
            ensureModule(name, package: package)
            return [name]
        case .local(let names):
            for name in names where moduleByName[name] == nil {
                diagnostics.append(InputProblem.unresolvedDependency.diagnostic(
                    "'\(dependency.name)' names no target or product of the repository's packages; treated as external",
                    at: dependency.location, symbol: dependency.name))
                ensureModule(name)
            }
            return names
        }
    }

    mutating func addEdge(from: String, to: String, kind: EdgeKind, at location: SourceLocation,
                          condition: String? = nil, symbol: String? = nil) {
        edgeLocations[EdgeKey(from: from, to: to, kind: kind), default: []].append(EdgeLocation(location, condition: condition, symbol: symbol))
    }
}

extension ModuleKind {
    init(_ kind: TargetDeclaration.Kind) {
        switch kind {
        case .regular: self = .regular
        case .executable: self = .executable
        case .test: self = .test
        case .macro: self = .macro
        case .plugin: self = .plugin
        case .system: self = .system
        case .binary: self = .binary
        }
    }
}
