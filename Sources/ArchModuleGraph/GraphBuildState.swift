import ArchRulesFile
import ArchCore
import ArchManifest

/// The mutable parts of a graph build, gathered in one place.
///
/// Module names are interned once as integer ids (positions in `names`), so that the hundreds
/// of thousands of edges of a dense graph are keyed, hashed and sorted as integers rather than
/// as pairs of Strings. A name can have an id without being a module (an owner the build never
/// declared), exactly as an edge could name such a module before.
struct GraphBuildState {
    let rules: ArchitectureRules
    /// Every interned name; a name's id is its position.
    private var names: [String] = []
    private var idByName: [String: Int] = [:]
    /// By id; nil for a name that is not a module.
    private var moduleByID: [Module?] = []
    /// By id: whether the name is a module. Asking `moduleByID` copied the whole module.
    private var isModule: [Bool] = []
    /// By id: the manifest that declares a target module.
    private var declaringManifest: [String?] = []
    /// Each edge's places, with its `#if` condition and referenced type, in the order found;
    /// `edges` keeps one per source location (the last found), sorted once at the end rather
    /// than hashing every location on the way. Edges are numbered in the order first found.
    private var edgeByKey: [Int: Int] = [:]
    private var edgeKeys: [Int] = []
    private var edgePlaces: [[EdgeLocation]] = []
    /// Packages that external products come from, by product name.
    private var externalPackages: [String: String] = [:]
    var declared: [DeclaredDependency] = []
    var diagnostics: [Diagnostic] = []

    init(rules: ArchitectureRules) {
        self.rules = rules
    }

    /// The id of `name`, interning it if new.
    mutating func id(of name: String) -> Int {
        if let id = idByName[name] { return id }
        let id = names.count
        names.append(name)
        idByName[name] = id
        moduleByID.append(nil)
        isModule.append(false)
        declaringManifest.append(nil)
        return id
    }

    /// The name of an id.
    func name(of id: Int) -> String {
        names[id]
    }

    /// An import edge between two modules given by name, making the target a node as needed.
    mutating func addImportEdge(from source: String, to target: String, at location: SourceLocation, condition: String?) {
        let targetID = id(of: target)
        ensureModule(targetID)
        addEdge(from: id(of: source), to: targetID, kind: .import, at: location, condition: condition)
    }

    /// Every name interned so far, with its id: a snapshot for look-ups on other threads.
    var interned: [String: Int] { idByName }

    /// How many edges there are so far.
    var edgeCount: Int { edgeKeys.count }

    /// The manifest that declares a target module.
    func owner(of module: String) -> String? {
        idByName[module].flatMap { declaringManifest[$0] }
    }

    /// Whether a module of this name has been added or made.
    func isModule(named name: String) -> Bool {
        idByName[name].map { isModule[$0] } ?? false
    }

    /// Adds a module unless one of that name exists; a second declaration is reported, since
    /// imports name modules only by name and cannot tell the two apart.
    @discardableResult
    mutating func addModule(_ module: Module) -> Bool {
        let id = id(of: module.name)
        if isModule[id], let existing = moduleByID[id] {
            diagnostics.append(InputProblem.duplicateModule.diagnostic(
                "module '\(module.name)' is declared more than once; the declaration at \(existing.location?.description ?? "?") is used",
                at: module.location, symbol: module.name))
            return false
        }
        moduleByID[id] = module
        isModule[id] = true
        if module.isTarget, let file = module.location?.file { declaringManifest[id] = file }
        return true
    }

    /// Makes sure an imported or depended-on name is a node: a module of the repository, or
    /// else an external one.
    mutating func ensureModule(_ id: Int, package: String? = nil) {
        guard !isModule[id] else { return }
        let name = names[id]
        moduleByID[id] = Module(name: name, package: package ?? externalPackages[name], kind: .external,
                                layer: rules.layer(forModule: name, external: true), path: nil, location: nil)
        isModule[id] = true
    }

    /// The modules a resolved dependency stands for, by name and by id, creating external
    /// nodes as needed.
    mutating func modules(for resolved: ResolvedDependency, dependency: TargetDependency) -> (names: [String], ids: [Int]) {
        switch resolved {
        case .external(let name, let package):
            if let package { externalPackages[name] = externalPackages[name] ?? package }
            let id = id(of: name)
            if let package, isModule[id], moduleByID[id]?.kind == .external, moduleByID[id]?.package == nil {
                moduleByID[id]?.package = package
            }
            ensureModule(id, package: package)
            return ([name], [id])
        case .local(let names):
            var ids: [Int] = []
            ids.reserveCapacity(names.count)
            for name in names {
                let id = id(of: name)
                if !isModule[id] {
                    diagnostics.append(InputProblem.unresolvedDependency.diagnostic(
                        "'\(dependency.name)' names no target or product of the repository's packages; treated as external",
                        at: dependency.location, symbol: dependency.name))
                    ensureModule(id)
                }
                ids.append(id)
            }
            return (names, ids)
        }
    }

    /// Room for `count` edges, so that a dense graph's edge table is not rehashed as it grows.
    mutating func reserveEdges(_ count: Int) {
        edgeByKey.reserveCapacity(count)
        edgeKeys.reserveCapacity(count)
        edgePlaces.reserveCapacity(count)
    }

    mutating func addEdge(from: Int, to: Int, kind: EdgeKind, at location: SourceLocation,
                          condition: String? = nil, symbol: String? = nil) {
        let key = Self.key(from: from, to: to, kind: kind)
        let place = EdgeLocation(location, condition: condition, symbol: symbol)
        if let edge = edgeByKey[key] {
            edgePlaces[edge].append(place)
        } else {
            edgeByKey[key] = edgeKeys.count
            edgeKeys.append(key)
            edgePlaces.append([place])
        }
    }

    /// Kinds in their `Comparable` order, so that packed keys sort as the edges do.
    private static func code(of kind: EdgeKind) -> Int {
        switch kind {
        case .import: return 0
        case .manifest: return 1
        case .reference: return 2
        }
    }

    private static let kinds: [EdgeKind] = [.import, .manifest, .reference]

    /// `from`, `to` and the kind in one integer, ordered as the triple.
    private static func key(from: Int, to: Int, kind: EdgeKind) -> Int {
        precondition(from < 1 << 30 && to < 1 << 30, "more than 2^30 module names")
        return from << 32 | to << 2 | code(of: kind)
    }

    /// The modules and edges, both sorted by name as `ModuleGraph` keeps them: names are
    /// ranked once, and edges sorted by their ranks and kind packed into one integer.
    ///
    /// With them, the position in `modules` of each edge's two ends.
    mutating func finish() -> (modules: [Module], edges: [Edge], ends: EdgeEnds) {
        let byName = names.indices.sorted { names[$0] < names[$1] }
        var rank = [Int](repeating: 0, count: names.count)
        for (position, id) in byName.enumerated() { rank[id] = position }
        var modules: [Module] = []
        modules.reserveCapacity(names.count)
        var positionOfID = [Int](repeating: -1, count: names.count)
        for id in byName {
            guard let module = moduleByID[id] else { continue }
            positionOfID[id] = modules.count
            modules.append(module)
        }
        moduleByID = []
        var ends = EdgeEnds(from: [], to: [])
        ends.from.reserveCapacity(edgeKeys.count)
        ends.to.reserveCapacity(edgeKeys.count)

        let mask = (1 << 30) - 1
        var ranked: [(key: Int, edge: Int)] = []
        ranked.reserveCapacity(edgeKeys.count)
        for (edge, key) in edgeKeys.enumerated() {
            let from = key >> 32, to = (key >> 2) & mask
            ranked.append((rank[from] << 32 | rank[to] << 2 | key & 3, edge))
        }
        ranked.sort { $0.key < $1.key }
        var edges: [Edge] = []
        edges.reserveCapacity(ranked.count)
        for (key, edge) in ranked {
            let original = edgeKeys[edge]
            edges.append(Edge(from: names[original >> 32], to: names[(original >> 2) & mask], kind: Self.kinds[key & 3],
                              locations: Self.lastPerLocation(edgePlaces[edge])))
            ends.from.append(positionOfID[original >> 32])
            ends.to.append(positionOfID[(original >> 2) & mask])
            edgePlaces[edge] = []
        }
        return (modules, edges, ends)
    }

    /// The places sorted by location, keeping for each location the one found last.
    private static func lastPerLocation(_ places: [EdgeLocation]) -> [EdgeLocation] {
        guard places.count > 1 else { return places }
        // Files are read in path order, so the places usually arrive sorted and unique already.
        if places.indices.dropFirst().allSatisfy({ places[$0 - 1].location < places[$0].location }) { return places }
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
}
