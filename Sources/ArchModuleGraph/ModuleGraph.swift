import ArchCore
import ArchSyntax

/// What a module is, as far as architecture goes.
public enum ModuleKind: String, Sendable, Hashable, CaseIterable, Codable {
    case regular, test, executable, macro, plugin, system, binary
    /// A folder of the app shell declared in `.archrules`; not a SwiftPM target.
    case folder
    /// Not built from this repository: an SDK framework or a remote package's product.
    case external
}

/// A node of the module graph.
public struct Module: Hashable, Sendable, Codable {
    public var name: String
    /// The SwiftPM package that declares it; for an external product, the package it comes
    /// from; nil for folder modules, Xcode targets and SDK frameworks.
    public var package: String?
    public var kind: ModuleKind
    public var layer: String?
    /// Root-relative source folder (the first path pattern for a folder module); nil for
    /// external modules.
    public var path: String?
    /// Where the module is declared: its target in a manifest or in an Xcode project's
    /// `project.pbxproj`, or its `module` line.
    public var location: SourceLocation?

    public init(name: String, package: String?, kind: ModuleKind, layer: String?, path: String?, location: SourceLocation?) {
        self.name = name
        self.package = package
        self.kind = kind
        self.layer = layer
        self.path = path
        self.location = location
    }

    /// The name Swift imports the module by: its name without the container that a name
    /// several containers declare is qualified with (`Server/App` is imported as `App`).
    public var importName: String { String(Self.importName(ofKey: name)) }

    public static func importName(ofKey key: String) -> Substring {
        guard let slash = key.lastIndex(of: "/") else { return key[...] }
        return key[key.index(after: slash)...]
    }

    public var isExternal: Bool { kind == .external }
    public var isTest: Bool { kind == .test }
    /// A SwiftPM or Xcode target of this repository, with a manifest or project that declares
    /// its dependencies.
    public var isTarget: Bool { kind != .external && kind != .folder }

    /// The root-relative `Package.swift` that declares this target; nil for folder modules,
    /// Xcode targets (declared in a `project.pbxproj`) and external modules.
    public var packageManifest: String? {
        guard isTarget, let file = location?.file, RelativePath.lastComponent(of: file) == "Package.swift" else { return nil }
        return file
    }
}

/// How an edge is known: declared in a manifest, seen in an `import`, or, between folder
/// modules of one target, seen as a reference to a type the other module declares.
public enum EdgeKind: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case manifest
    case `import`
    case reference

    public static func < (lhs: EdgeKind, rhs: EdgeKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One place an edge is declared, imported or referenced, with the `#if` condition it is
/// compiled under.
public struct EdgeLocation: Hashable, Comparable, Sendable {
    public var location: SourceLocation
    /// The condition of the enclosing `#if` branches, nested ones joined with `&&`; nil when
    /// the place is compiled unconditionally.
    public var condition: String?
    /// For a place of a `reference` edge, the type name referenced there, so that rules can
    /// tell which type of the other module is used; nil for declarations and imports.
    public var symbol: String?

    public init(_ location: SourceLocation, condition: String? = nil, symbol: String? = nil) {
        self.location = location
        self.condition = condition
        self.symbol = symbol
    }

    public static func < (lhs: EdgeLocation, rhs: EdgeLocation) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.condition != rhs.condition { return (lhs.condition ?? "") < (rhs.condition ?? "") }
        return (lhs.symbol ?? "") < (rhs.symbol ?? "")
    }

    /// `Sources/A/A.swift:3:1`, with ` names CartService` for the type a reference names and
    /// ` (#if DEBUG)` when conditional.
    public var description: String {
        location.description + (symbol.map { " names \($0)" } ?? "") + (condition.map { " (#if \($0))" } ?? "")
    }
}

/// A dependency between two modules, with every place it is declared or used.
public struct Edge: Hashable, Sendable, Codable {
    public var from: String
    public var to: String
    public var kind: EdgeKind
    /// Sorted, without repeats.
    public var locations: [EdgeLocation]

    package enum CodingKeys: String, CodingKey {
        case from, to, kind, locations
    }

    public init(from: String, to: String, kind: EdgeKind, locations: [EdgeLocation]) {
        self.from = from
        self.to = to
        self.kind = kind
        self.locations = locations
    }
}

/// A Swift file and the modules that own it.
public struct SourceFile: Sendable {
    public var path: String
    /// nil when no target and no folder module contains the file. For a file that several
    /// Xcode targets compile, the first of them.
    public var module: String?
    /// The other targets that compile the file (an iOS and a watchOS target listing one
    /// file), in project order; its imports are theirs too.
    public var otherModules: [String]
    public var summary: SourceSummary

    public init(path: String, module: String?, otherModules: [String] = [], summary: SourceSummary) {
        self.path = path
        self.module = module
        self.otherModules = otherModules
        self.summary = summary
    }

    /// Every module that owns the file.
    public var modules: [String] {
        module.map { [$0] + otherModules } ?? []
    }
}

/// One entry of a target's `dependencies:` list and what it resolved to.
public struct DeclaredDependency: Hashable, Sendable {
    /// The declaring target.
    public var target: String
    /// The name as written: a target or product name.
    public var name: String
    /// The modules it stands for: one target, or all targets of a product; an external
    /// product resolves to one external module of its name.
    public var modules: [String]
    public var location: SourceLocation

    public init(target: String, name: String, modules: [String], location: SourceLocation) {
        self.target = target
        self.name = name
        self.modules = modules
        self.location = location
    }
}

/// The model every rule and report works from. Everything in it is sorted, so that the same
/// repository gives the same graph, byte for byte.
public struct ModuleGraph: Sendable {
    /// Sorted by name.
    public private(set) var modules: [Module]
    /// Sorted by source, target, then kind.
    public private(set) var edges: [Edge]
    /// Sorted by path.
    public private(set) var files: [SourceFile]
    /// In manifest order per target, targets sorted by name.
    public private(set) var declaredDependencies: [DeclaredDependency]
    /// Problems met while building the graph, such as a `.package(path:)` to nowhere.
    public private(set) var diagnostics: [Diagnostic]
    /// For each module, the modules its files import with `@_exported import`, itself left
    /// out; modules without such imports are absent.
    public let exportedImports: [String: Set<String>]
    /// The modules some of whose files import the module itself. Import edges leave such
    /// imports out.
    public let selfImporting: Set<String>
    /// The position in `modules` of each name; the last module of a name wins.
    public let positionByName: [String: Int]
    /// The positions in `modules` of each edge's two ends, as `positionByName` gives them;
    /// -1 for a name no module has.
    public let edgeEnds: EdgeEnds
    /// The modules of each root-relative file that a target takes as a resource rather than
    /// compiles (an Xcode target's resources phase and synchronized folders): what a change to
    /// it affects. Sorted names per file.
    public var resourceOwners: [String: [String]] = [:]
    /// The name earlier versions of archkit gave a module, by its name now, where the two
    /// differ: `App` for `Server/App` (a name several containers declare) and the target's
    /// name for an Xcode module named by its product. Baselines written then still match.
    public var formerNames: [String: String] = [:]

    public init(modules: [Module], edges: [Edge], files: [SourceFile], declaredDependencies: [DeclaredDependency], diagnostics: [Diagnostic]) {
        self.init(sortedModules: modules.sorted { $0.name < $1.name }, sortedEdges: Self.sortedEdges(edges), edgeEnds: nil, files: files,
                  declaredDependencies: declaredDependencies, diagnostics: diagnostics, exportedImports: Self.exportedImports(of: files),
                  selfImporting: Self.selfImporting(of: files))
    }

    /// For a builder that sorted the modules by name and the edges as `sortedEdges` would,
    /// and gathered `exportedImports` and `selfImporting` from `files` as `exportedImports(of:)`
    /// and `selfImporting(of:)` would.
    /// A builder that knows the positions of the edges' ends (`edgeEnds`) passes them.
    init(sortedModules: [Module], sortedEdges: [Edge], edgeEnds: EdgeEnds?, files: [SourceFile], declaredDependencies: [DeclaredDependency],
         diagnostics: [Diagnostic], exportedImports: [String: Set<String>], selfImporting: Set<String>) {
        self.exportedImports = exportedImports
        self.selfImporting = selfImporting
        self.modules = sortedModules
        self.edges = sortedEdges
        // Files usually come in path order already; checking costs far less than sorting.
        // Files in path order keep their order, also where two paths are equal Strings (the
        // same text in two spellings): the analysis relies on that to find a file it read at
        // the place the reading gave it.
        self.files = files.indices.dropFirst().allSatisfy({ !(files[$0].path < files[$0 - 1].path) }) ? files
            : files.sorted { $0.path < $1.path }
        self.declaredDependencies = declaredDependencies
        self.diagnostics = diagnostics.sorted()
        var index: [String: Int] = [:]
        index.reserveCapacity(sortedModules.count)
        for (position, module) in sortedModules.enumerated() { index[module.name] = position }
        self.positionByName = index
        self.edgeEnds = edgeEnds ?? EdgeEnds(sortedEdges, positionByName: index)
    }

    /// The edges in (source, target, kind) order, ties in their given order, as a stable sort
    /// comparing the names would give. Names are ranked once and edges sorted by the ranks:
    /// comparing Strings n log n times was a tenth of a check on a graph of 400k edges.
    private static func sortedEdges(_ edges: [Edge]) -> [Edge] {
        var rank: [String: Int] = [:]
        for edge in edges {
            rank[edge.from] = 0
            rank[edge.to] = 0
        }
        for (position, name) in rank.keys.sorted().enumerated() { rank[name] = position }
        // The comparison reads only these integers: reading the edges in it copied each edge.
        let keys = edges.map { (from: rank[$0.from] ?? 0, to: rank[$0.to] ?? 0, kind: $0.kind) }
        let order = edges.indices.sorted { a, b in
            if keys[a].from != keys[b].from { return keys[a].from < keys[b].from }
            if keys[a].to != keys[b].to { return keys[a].to < keys[b].to }
            if keys[a].kind != keys[b].kind { return keys[a].kind < keys[b].kind }
            return a < b
        }
        return order.map { edges[$0] }
    }

    /// The modules each module's files import with `@_exported import`, other than itself.
    static func exportedImports(of files: [SourceFile]) -> [String: Set<String>] {
        var direct: [String: Set<String>] = [:]
        // By index, attributes first: copying every file and import cost more than the test.
        for index in files.indices {
            guard let owner = files[index].module else { continue }
            let imports = files[index].summary.imports
            for position in imports.indices where !imports[position].attributes.isEmpty
                && imports[position].isExported && imports[position].module != Module.importName(ofKey: owner) {
                direct[owner, default: []].insert(imports[position].module)
            }
        }
        return direct
    }

    /// The modules some of whose files import the module itself.
    static func selfImporting(of files: [SourceFile]) -> Set<String> {
        var modules: Set<String> = []
        for index in files.indices {
            guard let owner = files[index].module else { continue }
            let imports = files[index].summary.imports
            let name = Module.importName(ofKey: owner)
            if imports.indices.contains(where: { imports[$0].module == name }) { modules.insert(owner) }
        }
        return modules
    }

    public func module(named name: String) -> Module? {
        positionByName[name].map { modules[$0] }
    }

    /// Files that no module owns, listed with `--verbose`.
    public var unownedFiles: [String] {
        files.filter { $0.module == nil }.map(\.path)
    }
}

/// The positions in a graph's modules of each edge's source and target.
public struct EdgeEnds: Sendable {
    public var from: [Int]
    public var to: [Int]

    init(from: [Int], to: [Int]) {
        self.from = from
        self.to = to
    }

    /// Looked up by name, -1 for a name no module has.
    init(_ edges: [Edge], positionByName: [String: Int]) {
        from = []
        to = []
        from.reserveCapacity(edges.count)
        to.reserveCapacity(edges.count)
        // Edges come sorted by source, so a source is usually the previous edge's: comparing two
        // names is cheaper than hashing one. By index: `for edge in edges` copied every edge.
        var previousSource: String?
        var previousPosition = -1
        for index in edges.indices {
            if edges[index].from != previousSource {
                previousSource = edges[index].from
                previousPosition = positionByName[edges[index].from] ?? -1
            }
            from.append(previousPosition)
            to.append(positionByName[edges[index].to] ?? -1)
        }
    }
}
