import ArchCore
import ArchModuleGraph

/// What a proposal reads of a repository: its own modules, the dependencies between them and
/// on external frameworks, the Swift files no module owns, and its folders. Taken from one
/// analysis; a proposal never reads the file system itself.
public struct RepositoryShape: Sendable {
    /// A module of the repository (a target or a folder module), never an external one.
    public struct Unit: Sendable, Hashable {
        public var name: String
        public var kind: ModuleKind
        /// Root-relative source folder; nil when unknown.
        public var path: String?
        /// Root-relative folder of the `Package.swift` that declares it; nil for folder modules
        /// and Xcode targets.
        public var packageFolder: String?

        public init(name: String, kind: ModuleKind, path: String?, packageFolder: String?) {
            self.name = name
            self.kind = kind
            self.path = path
            self.packageFolder = packageFolder
        }

        public var isTest: Bool { kind == .test }
    }

    /// Sorted by name.
    public var units: [Unit]
    /// For each module of the repository, the modules it depends on (its own and external
    /// ones), itself left out.
    public var dependencies: [String: Set<String>]
    /// The Swift files no module owns, grouped by folder as `unowned-sources` reports them.
    public var unownedFolders: [UnownedFolder]
    /// Every folder below the root, empty ones included, sorted.
    public var folders: [String]
    /// Every module name the graph knows, external ones included: names a folder module must
    /// not take.
    public var takenNames: Set<String>
    /// The names of `units`.
    let ownNames: Set<String>

    public init(units: [Unit], dependencies: [String: Set<String>], unownedFolders: [UnownedFolder] = [],
                folders: [String] = [], takenNames: Set<String> = []) {
        self.units = units.sorted { $0.name < $1.name }
        self.dependencies = dependencies
        self.unownedFolders = unownedFolders
        self.folders = folders.sorted()
        self.takenNames = takenNames.union(units.map(\.name))
        ownNames = Set(units.map(\.name))
    }

    /// The shape of an analysed graph, with the folders discovery listed.
    public init(graph: ModuleGraph, folders: [String]) {
        var dependencies: [String: Set<String>] = [:]
        for edge in graph.edges where edge.from != edge.to {
            dependencies[edge.from, default: []].insert(edge.to)
        }
        let units = graph.modules.filter { !$0.isExternal }.map { module in
            Unit(name: module.name, kind: module.kind, path: module.path, packageFolder: module.packageManifest.map { RelativePath.directory(of: $0) })
        }
        self.init(units: units, dependencies: dependencies,
                  unownedFolders: graph.unownedFolders, folders: folders,
                  // A `module` line of an SDK module's name (`Snapshots/SwiftUI`) would make every
                  // `import SwiftUI` an edge to that folder, imported or not today.
                  takenNames: Set(graph.modules.flatMap { [$0.name, $0.importName] }).union(AppleSDK.moduleNames))
    }

    /// The repository's own modules `name` depends on.
    func internalDependencies(of name: String) -> Set<String> {
        (dependencies[name] ?? []).intersection(ownNames)
    }
}
