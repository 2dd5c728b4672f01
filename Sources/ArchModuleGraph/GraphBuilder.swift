import ArchRulesFile
import ArchCore
import ArchManifest
import ArchSyntax
import ArchXcode

/// Builds the module graph from what the reading stage produced: manifests, Xcode projects,
/// scanned sources and the architecture rules (for folder modules and layers).
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

    public func build(manifests: [PackageManifest], sources: [ScannedSource], projects: [ProjectInput] = []) -> ModuleGraph {
        build(manifests: manifests, files: sources.map { SourceFile(path: $0.path, module: nil, summary: $0.summary) }, projects: projects)
    }

    /// The graph of `files`, whose owners are not known yet (`module` is nil), in path order:
    /// each file gets its owner in place. The array should be handed over (`consume`), so
    /// that owners are set without copying it.
    public func build(manifests: [PackageManifest], files: consuming [SourceFile], projects: [ProjectInput] = []) -> ModuleGraph {
        var state = GraphBuildState(rules: rules)
        let packages = manifests.sorted { $0.manifestPath < $1.manifestPath }.map { manifest in
            let directory = RelativePath.directory(of: manifest.manifestPath)
            let folderName = directory.isEmpty ? RelativePath.lastComponent(of: rootPath) : RelativePath.lastComponent(of: directory)
            return LocalPackage(manifest: manifest, directory: directory, identity: folderName.lowercased())
        }

        // A module is its container and its name: modules of one name in several containers
        // are told apart by their keys.
        let keys = ModuleKeys(packages: packages, projects: projects, folderModules: Set(rules.folderModules.map(\.name)))

        // Modules: targets first, then the folder modules of `.archrules`.
        // A target's folder (which asks the file system) and layer depend on its package and
        // name alone: they are worked out on all cores, and the modules added in order.
        let directoryExists = self.directoryExists
        let rules = self.rules
        let packageTargets = Parallel.map(packages.count) { index in
            let packageLayout = PackageLayout(packages[index].manifest, directory: packages[index].directory, directoryExists: directoryExists)
            return packages[index].manifest.targets.map { target in
                var layout = packageLayout.layout(of: target)
                layout.module = keys.key(package: index, target: target.name)
                // A layer pattern written for the module's import name still places it.
                let layer = rules.layer(forModule: layout.module) ?? (layout.module == target.name ? nil : rules.layer(forModule: target.name))
                return (layout: layout, layer: layer)
            }
        }
        var layouts: [TargetLayout] = []
        for (package, targets) in zip(packages, packageTargets) {
            for (target, (layout, layer)) in zip(package.manifest.targets, targets) {
                if state.addModule(Module(name: layout.module, package: package.manifest.name, kind: ModuleKind(target.kind),
                                          layer: layer, path: layout.folder, location: target.location)) {
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
        // Then the native targets of Xcode projects. A `module` line of the same name overrides
        // the project's target on purpose, silently. A package target of that name wins too,
        // but two build systems declaring one module is a clash, reported like two project
        // targets of one name. Either way the target's files go to the module that won.
        let xcode = XcodeTargets(projects: projects, rules: rules, rootPath: rootPath, keys: keys)
        var xcodeModules: [XcodeTargets.Entry] = []
        for entry in xcode.entries where !folderModules.contains(entry.module.name) {
            if state.addModule(entry.module) { xcodeModules.append(entry) }
        }

        // Files and their imports, on the other cores, while this thread adds the manifests'
        // edges, which need neither: owners are pure lookups per path, and imports are looked
        // up in a snapshot of the names interned so far (every module of the repository), each
        // file in its place. Names the manifest edges intern are not in the snapshot; the
        // import edges below look those up again, in path order.
        let ownership = OwnershipIndex(layouts)
        let interned = state.interned
        let projectOwners = xcode.owners
        var resolver = PackageResolver(packages: packages, keys: keys, rootPath: rootPath, directoryHasManifest: directoryHasManifest)
        // The other thread owns the files until it is done with them.
        let handedOver = HandedOver(consume files)
        let ((files, fileImports), ()) = Parallel.both({
            Self.assignOwners(&handedOver.files, ownership: ownership, rules: rules, projectOwners: projectOwners)
            let files = handedOver.take()
            return (files, FileImports.of(files, ids: interned, shared: keys.shared))
        }, alongside: {
            Self.addManifestEdges(to: &state, resolver: &resolver, packages: packages, xcodeModules: xcodeModules)
        })
        state.diagnostics += resolver.diagnostics
        // An edge per dependency and import is about the most there can be: reserving that many
        // (a few MB on the densest graphs) saves rehashing as the import edges come.
        state.reserveEdges(packages.reduce(0) { $0 + $1.manifest.targets.reduce(0) { $0 + $1.dependencies.count } }
            + fileImports.reduce(0) { $0 + $1.places.count })

        // Import edges, added in path order, which keeps the graph independent of scheduling;
        // interning a name the table lacked happens here, in that order too. Such names (SDK
        // frameworks, external products) recur file after file: the last few are compared
        // before hashing. A name several containers declare is resolved for each importer.
        let scope = ImportScope(keys: keys, declared: state.declared)
        var recentNames = RecentNames()
        var exportedImports: [String: Set<String>] = [:]
        var selfImporting: Set<String> = []
        for chunk in fileImports {
            var placeStart = 0
            for offset in chunk.owners.indices {
                let index = chunk.first + offset
                let placeEnd = chunk.placeEnds[offset]
                defer { placeStart = placeEnd }
                guard let owner = files[index].module else { continue }
                let ownerID = chunk.owners[offset] >= 0 ? chunk.owners[offset] : state.id(of: owner)
                guard placeStart < placeEnd else { continue }
                let path = files[index].path
                let others = files[index].otherModules
                for position in placeStart..<placeEnd {
                    let place = chunk.places[position]
                    let location = SourceLocation(file: path, line: place.line, column: place.column)
                    var module = place.module
                    if module < 0 && keys.shared[place.name] == nil {
                        if let known = recentNames.id(of: place.name) {
                            module = known
                        } else {
                            module = state.id(of: place.name)
                            recentNames.remember(place.name, id: module)
                        }
                    }
                    if module >= 0 {
                        state.ensureModule(module)
                        state.addEdge(from: ownerID, to: module, kind: .import, at: location, condition: place.condition)
                    } else {
                        state.addImportEdge(from: owner, to: scope.module(named: place.name, importedBy: owner), at: location, condition: place.condition)
                    }
                    // The other targets that compile the file import the same, each in its own build.
                    for other in others {
                        let name = place.module >= 0 || keys.shared[place.name] == nil ? nil : place.name
                        let target = name.map { scope.module(named: $0, importedBy: other) } ?? state.name(of: module)
                        guard Module.importName(ofKey: other) != Module.importName(ofKey: target) else { continue }
                        state.addImportEdge(from: other, to: target, at: location, condition: place.condition)
                    }
                }
            }
            for (index, modules) in chunk.exported {
                for owner in files[index].modules {
                    exportedImports[owner, default: []].formUnion(modules.map { scope.module(named: $0, importedBy: owner) })
                }
            }
            for index in chunk.importingOwner {
                for owner in files[index].modules { selfImporting.insert(owner) }
            }
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

        let (modules, edges, ends) = state.finish()
        var graph = ModuleGraph(sortedModules: modules, sortedEdges: edges, edgeEnds: ends, files: files,
                                declaredDependencies: state.declared.sorted { $0.target < $1.target },
                                diagnostics: state.diagnostics, exportedImports: exportedImports, selfImporting: selfImporting)
        // Only the targets that made it into the graph (a `module` line may replace one).
        for entry in xcodeModules {
            for file in entry.resourceFiles { graph.resourceOwners[file, default: []].append(entry.module.name) }
        }
        graph.resourceOwners = graph.resourceOwners.mapValues { Array(Set($0)).sorted() }
        for entry in xcodeModules where entry.target.name != entry.module.name {
            graph.formerNames[entry.module.name] = entry.target.name
        }
        for keys in keys.shared.values {
            for key in keys { graph.formerNames[key] = String(Module.importName(ofKey: key)) }
        }
        return graph
    }

    /// An edge for each dependency that packages' targets and Xcode targets declare, each at
    /// the place that declares it.
    private static func addManifestEdges(to state: inout GraphBuildState, resolver: inout PackageResolver,
                                         packages: [LocalPackage], xcodeModules: [XcodeTargets.Entry]) {
        let xcodeTargetModules = XcodeTargets.moduleNames(of: xcodeModules)
        for (packageIndex, package) in packages.enumerated() {
            for target in package.manifest.targets {
                let key = resolver.keys.key(package: packageIndex, target: target.name)
                guard state.owner(of: key) == package.manifest.manifestPath else { continue }
                let targetID = state.id(of: key)
                for dependency in target.dependencies {
                    let modules = state.modules(for: resolver.resolve(dependency, of: target, in: packageIndex), dependency: dependency)
                    state.declared.append(DeclaredDependency(target: key, name: dependency.name, modules: modules.names, location: dependency.location))
                    for module in modules.ids where module != targetID {
                        state.addEdge(from: targetID, to: module, kind: .manifest, at: dependency.location)
                    }
                }
            }
        }
        // Xcode targets' declared dependencies, each at the line of project.pbxproj that declares it.
        for entry in xcodeModules {
            let targetID = state.id(of: entry.module.name)
            for dependency in entry.target.dependencies {
                let location = SourceLocation(file: entry.project.path, line: dependency.position.line, column: dependency.position.column)
                let resolved = resolver.resolve(dependency, of: entry.project, targetModules: xcodeTargetModules,
                                                isModule: { state.isModule(named: $0) })
                let modules = state.modules(for: resolved, dependency: TargetDependency(kind: .byName, name: dependency.name, platforms: nil, location: location))
                state.declared.append(DeclaredDependency(target: entry.module.name, name: dependency.name, modules: modules.names, location: location))
                for module in modules.ids where module != targetID {
                    state.addEdge(from: targetID, to: module, kind: .manifest, at: location)
                }
            }
        }
    }

    /// Gives each file the modules that own it, in place.
    /// A package target owns a file first, then a `module` line of `.archrules`, then the Xcode
    /// targets that compile it (`projectOwners`), all of them.
    private static func assignOwners(_ files: inout [SourceFile], ownership: OwnershipIndex, rules: ArchitectureRules,
                                     projectOwners: [String: [String]]) {
        // Chunks, so that each task does enough work to pay for its dispatch.
        // Files come in path order, so the files of a folder follow one another: each chunk
        // keeps the owner candidates of the folder it saw last.
        Parallel.update(&files, chunk: 256, start: { nil as OwnershipIndex.Candidates? }) { cache, file in
            if let owner = ownership.owner(of: file.path, cache: &cache) ?? rules.folderModule(forPath: file.path) {
                file.module = owner
            } else if let owners = projectOwners[file.path] {
                file.module = owners[0]
                file.otherModules = Array(owners.dropFirst())
            }
        }
    }
}

/// The files while the other thread of the build gives them their owners: a box, so that the
/// array is handed over rather than shared, and changed in place rather than copied.
private final class HandedOver: @unchecked Sendable {
    var files: [SourceFile]

    init(_ files: consuming [SourceFile]) {
        self.files = files
    }

    /// The files, leaving none here.
    func take() -> [SourceFile] {
        defer { files = [] }
        return files
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
