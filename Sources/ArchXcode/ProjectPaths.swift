import ArchCore

/// Where the file elements of a project are: each element's `path` joined to its group's, up the
/// chain of `PBXGroup`s, as its `sourceTree` says. The map from child to group is built once and
/// every resolved element is remembered, so resolving all files is linear in the project.
struct ProjectPaths {
    private let objects: ProjectObjects
    private var parents: [String: String] = [:]
    /// nil for an element that is not a project file (under the SDK, the build products…).
    private var resolved: [String: String?] = [:]

    init(objects: ProjectObjects) {
        self.objects = objects
        for (id, object) in objects.all where ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"].contains(objects.isa(object)) {
            for child in objects.list.elements(object, "children") {
                if let childID = objects.list.string(child) { parents[childID] = id }
            }
        }
    }

    /// The element's path relative to the project's folder (absolute for `<absolute>`), or nil
    /// when it lies outside the project (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`…).
    mutating func path(of id: String) -> String? {
        // Walk up without recursion to the first element whose place is known: resolved
        // already, rooted by its own source tree, or the main group.
        var chain: [String] = []
        var visited: Set<String> = []
        var current: String? = id
        var above: String?? = .some("")
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
        var base: String? = above ?? nil
        for element in chain.reversed() {
            base = place(element, under: base)
            resolved[element] = base
        }
        return resolved[id] ?? nil
    }

    private func sourceTree(_ id: String) -> String {
        objects.all[id].flatMap { objects.list.string($0, "sourceTree") } ?? "<group>"
    }

    private func place(_ id: String, under group: String?) -> String? {
        let own = objects.all[id].flatMap { objects.list.string($0, "path") } ?? ""
        switch sourceTree(id) {
        case "<group>": return group.map { RelativePath.join($0, own) }
        case "SOURCE_ROOT": return RelativePath.join("", own)
        case "<absolute>": return RelativePath.join("/", own)
        default: return nil
        }
    }
}
