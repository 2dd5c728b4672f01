import ArchCore

/// The `objects` table of a parsed `project.pbxproj`, by identifier.
struct ProjectObjects {
    let list: PropertyList
    let all: [String: PropertyList.Value]
    /// Where each object's identifier is, which is where the object is declared.
    let positions: [String: TextPosition]

    init(list: PropertyList, objects: PropertyList.Value) {
        self.list = list
        var all: [String: PropertyList.Value] = [:]
        var positions: [String: TextPosition] = [:]
        for (key, value) in list.entries(objects) ?? [] where list.kind(of: value) == .dictionary {
            guard let id = list.string(key) else { continue }
            all[id] = value
            positions[id] = list.position(of: key)
        }
        self.all = all
        self.positions = positions
    }

    func isa(_ object: PropertyList.Value) -> String? {
        list.string(object, "isa")
    }

    /// The object a reference names, when it exists and is of one of the `kinds`.
    func object(_ reference: PropertyList.Value?, kinds: Set<String>) -> (id: String, value: PropertyList.Value)? {
        guard let reference, let id = list.string(reference), let value = all[id], let isa = isa(value), kinds.contains(isa) else { return nil }
        return (id, value)
    }

    /// The identifiers of every object of this kind, sorted.
    func identifiers(ofKind kind: String) -> [String] {
        all.compactMap { isa($0.value) == kind ? $0.key : nil }.sorted()
    }
}
