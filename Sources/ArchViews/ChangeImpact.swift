import ArchCore
import ArchModuleGraph

/// What a set of changed files can break: the modules that own them, every module that
/// depends on those (transitively), and the test targets among them to run. `archkit affected`
/// computes it on the head's graph.
public struct ChangeImpact: Sendable, Equatable {
    public struct ChangedFile: Sendable, Equatable, Encodable {
        public var path: String
        /// The module that owns it; nil for a file no module owns (a README, a script).
        public var module: String?
        /// Every module the file belongs to: all the targets that compile it (an iOS and a
        /// watchOS app sharing it) or take it as a resource. Empty for a manifest.
        public var modules: [String]
        /// For a `Package.swift` or an Xcode project's `project.pbxproj`: every target it
        /// declares is changed.
        public var isManifest: Bool

        public init(path: String, module: String?, modules: [String] = [], isManifest: Bool) {
            self.path = path
            self.module = module
            self.modules = modules
            self.isManifest = isManifest
        }
    }

    public struct AffectedModule: Sendable, Equatable, Encodable {
        public var name: String
        public var kind: ModuleKind
        public var package: String?
        /// 0 for a changed module, else how many dependency steps away from the nearest one.
        public var distance: Int
    }

    /// Sorted by path.
    public var files: [ChangedFile]
    /// Whether `.archrules` changed: nothing to build, but the rules themselves did.
    public var rulesChanged: Bool
    /// The packages a changed `Package.resolved` pins elsewhere (by identity, sorted): their
    /// products count as changed modules.
    public var repinnedPackages: [String] = []
    /// Sorted by name.
    public var changedModules: [String]
    /// The changed modules and their dependents, nearest first, then by name.
    public var affectedModules: [AffectedModule]
    /// The test targets among the affected modules, sorted.
    public var tests: [String]

    /// - Parameters:
    ///   - files: paths relative to the analysed root, as `git diff --relative` gives them.
    ///   - configuration: the `.archrules` path relative to the root, if there is one.
    ///   - knownOwners: the modules of each source file the analysis read (several where
    ///     several targets compile it), which knows folder modules' every pattern and the
    ///     excludes; other files (deleted ones, resources) go to the module whose folder holds them.
    ///   - unownedFiles: the files the analysis read that no module owns: they stay unowned.
    ///   - resourceOwners: the modules that take each file as a resource (`ModuleGraph.resourceOwners`).
    ///   - repinned: the packages a changed `Package.resolved` pins elsewhere, by identity,
    ///     each with the names (lowercased) a `.product(package:)` may call it by.
    ///   - touchedTargets: for a changed manifest whose change could be told apart target by
    ///     target, the targets it touched; any other changed manifest or project changes every
    ///     target it declares.
    public static func of(changedFiles files: [String], in document: GraphDocument, configuration: String? = ".archrules",
                          knownOwners: [String: [String]] = [:], unownedFiles: Set<String> = [], resourceOwners: [String: [String]] = [:],
                          repinned: [String: Set<String>] = [:], touchedTargets: [String: Set<String>] = [:]) -> ChangeImpact {
        let owners = FileOwners(document.modules)
        let declared = declaredTargets(in: document)
        var changedFiles: [ChangedFile] = []
        var changed: Set<String> = []
        for path in Set(files).sorted() {
            if let targets = declared[path] ?? declared[RelativePath.manifest(readInsteadOf: path) ?? ""] {
                // A manifest names its targets without their package: `Server/App` is its `App`.
                changed.formUnion(touchedTargets[path].map { touched in targets.filter { touched.contains(String(Module.importName(ofKey: $0))) } } ?? targets)
                changedFiles.append(ChangedFile(path: path, module: nil, isManifest: true))
            } else if ["Package.swift", "project.pbxproj"].contains(RelativePath.lastComponent(of: path))
                        || RelativePath.manifest(readInsteadOf: path) != nil {
                // A manifest or project the head no longer has (a deleted package): its targets
                // are gone, and whatever used them changed its own manifest to build.
                changedFiles.append(ChangedFile(path: path, module: nil, isManifest: true))
            } else {
                // A resource changes every target that takes it, wherever it lies; a file inside
                // a folder taken whole (an asset catalogue) changes every target taking the folder.
                var resourceTargets: [String] = []
                var resource = path
                while !resource.isEmpty {
                    for target in resourceOwners[resource] ?? [] where !resourceTargets.contains(target) { resourceTargets.append(target) }
                    resource = RelativePath.directory(of: resource)
                }
                // A file the analysis read and gave to no module is unowned here too, as
                // `check -v` says, whatever folder holds it.
                let byFolder = unownedFiles.contains(path) ? nil : owners.owner(of: path)
                let compiling = knownOwners[path] ?? []
                let owner = compiling.first ?? resourceTargets.first ?? byFolder
                if let owner { changed.insert(owner) }
                changed.formUnion(compiling)
                changed.formUnion(resourceTargets)
                var modules = compiling
                for module in [owner].compactMap({ $0 }) + resourceTargets where !modules.contains(module) { modules.append(module) }
                changedFiles.append(ChangedFile(path: path, module: owner, modules: modules, isManifest: false))
            }
        }

        // A product of a re-pinned package changes with its pin, and so does whatever uses it.
        let repinnedNames = repinned.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // A product named by itself (`dependencies: ["SwiftSoup"]`) has no package on the graph:
        // SwiftPM finds it in the dependency whose product it is, which is named alike.
        for module in document.modules where module.kind == .external {
            if repinnedNames.contains((module.package ?? module.name).lowercased()) { changed.insert(module.name) }
        }

        // Breadth first over dependents, so that each module gets its nearest distance.
        var dependents: [String: [String]] = [:]
        for edge in document.edges where edge.from != edge.to { dependents[edge.to, default: []].append(edge.from) }
        var distance: [String: Int] = [:]
        var frontier = changed.sorted()
        for name in frontier { distance[name] = 0 }
        var step = 0
        while !frontier.isEmpty {
            step += 1
            var next: [String] = []
            for name in frontier {
                for dependent in dependents[name, default: []] where distance[dependent] == nil {
                    distance[dependent] = step
                    next.append(dependent)
                }
            }
            frontier = next.sorted()
        }
        let modules = Dictionary(document.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let affected = distance.compactMap { name, steps -> AffectedModule? in
            guard let module = modules[name] else { return nil }
            return AffectedModule(name: name, kind: module.kind, package: module.package, distance: steps)
        }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return ChangeImpact(files: changedFiles, rulesChanged: configuration.map(files.contains) ?? false,
                            repinnedPackages: repinned.keys.sorted(), changedModules: changed.sorted(), affectedModules: affected,
                            tests: affected.filter { $0.kind == .test }.map(\.name).sorted())
    }

    /// The targets each manifest or Xcode project declares, by the path of the file: a target
    /// is located where its `Package.swift` or `project.pbxproj` declares it.
    public static func declaredTargets(in document: GraphDocument) -> [String: [String]] {
        var declared: [String: [String]] = [:]
        for module in document.modules where module.isTarget {
            if let file = module.location?.file { declared[file, default: []].append(module.name) }
        }
        return declared
    }
}
