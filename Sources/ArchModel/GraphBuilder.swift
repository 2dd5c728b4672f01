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
        var state = GraphBuildState(rules: rules)
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

        // Manifest edges. An edge per dependency is about the most there can be: reserving that
        // many saves rehashing as edges come (imports reserve theirs below).
        state.reserveEdges(packages.reduce(0) { $0 + $1.manifest.targets.reduce(0) { $0 + $1.dependencies.count } })
        var resolver = PackageResolver(packages: packages, rootPath: rootPath, directoryHasManifest: directoryHasManifest)
        for (packageIndex, package) in packages.enumerated() {
            for target in package.manifest.targets where state.owner(of: target.name) == package.manifest.manifestPath {
                let targetID = state.id(of: target.name)
                for dependency in target.dependencies {
                    let modules = state.modules(for: resolver.resolve(dependency, of: target, in: packageIndex), dependency: dependency)
                    state.declared.append(DeclaredDependency(target: target.name, name: dependency.name, modules: modules.names, location: dependency.location))
                    for module in modules.ids where module != targetID {
                        state.addEdge(from: targetID, to: module, kind: .manifest, at: dependency.location)
                    }
                }
            }
        }
        state.diagnostics += resolver.diagnostics

        // Files and import edges. Owners are pure lookups per path, and imports are looked up
        // in the names interned so far, so both are worked out on all cores, each file in its
        // place; the edges are then added in path order, which keeps the graph independent of
        // scheduling, and interning a name the table lacked happens here, in that order too.
        let files = Self.files(of: sources, ownership: OwnershipIndex(layouts), rules: rules)
        let fileImports = FileImports.of(files, ids: state.interned)
        state.reserveEdges(state.edgeCount + fileImports.indices.reduce(0) { $0 + fileImports[$1].places.count })
        var exportedImports: [String: Set<String>] = [:]
        var selfImporting: Set<String> = []
        for index in files.indices {
            guard let owner = files[index].module else { continue }
            let ownerID = fileImports[index].owner >= 0 ? fileImports[index].owner : state.id(of: owner)
            let places = fileImports[index].places
            for position in places.indices {
                let module = places[position].module >= 0 ? places[position].module : state.id(of: places[position].name)
                state.ensureModule(module)
                state.addEdge(from: ownerID, to: module, kind: .import, place: places[position].place)
            }
            if !fileImports[index].exported.isEmpty { exportedImports[owner, default: []].formUnion(fileImports[index].exported) }
            if fileImports[index].importsOwner { selfImporting.insert(owner) }
        }

        // Reference edges: folder modules share one compilation unit and never import each other.
        if !folderModules.isEmpty {
            let declarers = FolderDeclarations(files: files, folderModules: folderModules)
            for index in files.indices {
                guard let owner = files[index].module, folderModules.contains(owner) else { continue }
                let ownerID = state.id(of: owner)
                let path = files[index].path
                for reference in files[index].summary.references {
                    guard let target = declarers.soleDeclarer(of: reference.name, otherThan: owner) else { continue }
                    state.addEdge(from: ownerID, to: state.id(of: target), kind: .reference,
                                  at: SourceLocation(file: path, line: reference.line, column: reference.column),
                                  condition: reference.condition, symbol: reference.name)
                }
            }
        }

        let (modules, edges) = state.finish()
        return ModuleGraph(sortedModules: modules, sortedEdges: edges, files: files,
                           declaredDependencies: state.declared.sorted { $0.target < $1.target },
                           diagnostics: state.diagnostics, exportedImports: exportedImports, selfImporting: selfImporting)
    }

    /// Each source as a file of the module that owns it, in the order given.
    private static func files(of sources: [ScannedSource], ownership: OwnershipIndex, rules: ArchitectureRules) -> [SourceFile] {
        // Chunks, so that each task does enough work to pay for its dispatch.
        // Sources come in path order, so the files of a folder follow one another: each chunk
        // keeps the owner candidates of the folder it saw last.
        Parallel.map(sources.count, chunk: 256, start: { nil as OwnershipIndex.Candidates? }) { cache, index in
            let path = sources[index].path
            return SourceFile(path: path, module: ownership.owner(of: path, cache: &cache) ?? rules.folderModule(forPath: path),
                              summary: sources[index].summary)
        }
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
