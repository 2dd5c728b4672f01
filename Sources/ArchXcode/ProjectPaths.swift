import ArchCore

/// Where the file elements of a project are: each element's `path` joined to its group's, up the
/// chain of `PBXGroup`s, as its `sourceTree` says. The map from child to group is built once and
/// every resolved element is remembered, as a node of a `PathTree`, so resolving all files is
/// linear in the project however deep its groups nest; only the paths asked for are spelled out.
struct ProjectPaths {
    /// The longest path spelled out, in UTF-8 bytes: Linux's `PATH_MAX` (macOS allows 1,024).
    /// A longer one names no file on either, and spelling out every file at the bottom of a
    /// chain of nested groups would cost the square of its depth.
    static let maximumPathBytes = 4096

    private let objects: ProjectObjects
    private var parents: [String: String] = [:]
    /// Each element's node in `tree`; nil for an element that is not a project file (under the
    /// SDK, the build products…).
    private var resolved: [String: Int?] = [:]
    private var tree = PathTree()

    /// What resolving has cost so far, in components of paths (see `PathTree.steps`).
    var steps: Int { tree.steps }

    init(objects: ProjectObjects) {
        self.objects = objects
        for (id, object) in objects.all where ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(objects.isa(object)) {
            for child in objects.list.elements(object, "children") {
                if let childID = objects.list.string(child) { parents[childID] = id }
            }
        }
    }

    /// The element's path relative to the project's folder (absolute for `<absolute>`), or nil
    /// when it lies outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…) or
    /// is longer than `maximumPathBytes`.
    mutating func path(of id: String) -> String? {
        // Walk up without recursion to the first element whose place is known: resolved
        // already, rooted by its own source tree, or the main group.
        var chain: [String] = []
        var visited: Set<String> = []
        var current: String? = id
        var above: Int?? = .some(PathTree.relativeRoot)
        while let element = current {
            if let known = resolved[element] {
                above = .some(known)
                break
            }
            guard visited.insert(element).inserted, objects.all[element] != nil else {
                above = .some(nil) // a cycle of groups or a dangling reference
                break
            }
            chain.append(element)
            if sourceTree(element) != "<group>" { break }
            current = parents[element]
        }
        var base: Int? = above ?? nil
        for element in chain.reversed() {
            base = place(element, under: base)
            resolved[element] = base
        }
        guard let node = resolved[id] ?? nil, tree.length(of: node) <= Self.maximumPathBytes else { return nil }
        return tree.text(of: node)
    }

    private func sourceTree(_ id: String) -> String {
        objects.all[id].flatMap { objects.list.string($0, "sourceTree") } ?? "<group>"
    }

    private mutating func place(_ id: String, under group: Int?) -> Int? {
        let own = objects.all[id].flatMap { objects.list.string($0, "path") } ?? ""
        switch sourceTree(id) {
        case "<group>": return group.map { tree.appending(own, to: $0) }
        case "SOURCE_ROOT": return tree.appending(own, to: PathTree.relativeRoot)
        case "<absolute>": return tree.appending(own, to: PathTree.absoluteRoot)
        default: return nil
        }
    }
}
