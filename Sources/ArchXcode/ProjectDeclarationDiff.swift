import ArchCore

/// Which targets of a `project.pbxproj` a change touches, compared object by object, so that
/// changing one target's `SWIFT_VERSION` or sources phase touches that target alone.
///
/// A target's declaration is every object reachable from it (its build phases, build files,
/// file references with their full paths, configuration lists and settings, dependencies,
/// synchronized folders with their exceptions, package products), a reference to another
/// target standing as that target's name, and its entry of the project's `TargetAttributes`.
/// Groups count only through the paths they give the files, package references through the
/// targets that use their products. Anything else that changed (the project's own settings,
/// an object no target reaches) touches every target: the answer is nil.
public enum ProjectDeclarationDiff {
    /// - Returns: the names of the changed targets (new ones included, removed ones left out),
    ///   or nil for all of them, also when either side cannot be read.
    public static func changedTargets(from base: [UInt8], to head: [UInt8]) -> Set<String>? {
        if base == head { return [] }
        guard let before = Declarations(base), let after = Declarations(head) else { return nil }
        guard before.rest == after.rest else { return nil }
        return Set(after.targets.compactMap { name, text in before.targets[name] == text ? nil : name })
    }
}

/// Each target's declaration and the rest of the project, as canonical texts.
private struct Declarations {
    var targets: [String: [String]] = [:]
    var rest: [String] = []

    /// Objects that only place files: what they say reaches the targets as file paths.
    private static let placing: Set<String> = ["PBXGroup", "PBXVariantGroup", "XCVersionGroup"]
    /// Objects whose place on disk the groups above them decide.
    private static let located: Set<String> = ["PBXFileReference", "PBXFileSystemSynchronizedRootGroup"]

    init?(_ bytes: [UInt8]) {
        guard let list = try? PropertyList(parsing: bytes), list.kind(of: list.root) == .dictionary,
              let table = list.value(list.root, "objects"), list.kind(of: table) == .dictionary else { return nil }
        let objects = ProjectObjects(list: list, objects: table)
        guard let rootID = list.value(list.root, "rootObject").flatMap(list.string), let project = objects.all[rootID] else { return nil }
        var paths = ProjectPaths(objects: objects)
        let targetIDs = Set(objects.identifiers(ofKind: "PBXNativeTarget") + objects.identifiers(ofKind: "PBXAggregateTarget")
            + objects.identifiers(ofKind: "PBXLegacyTarget"))
        var names: [String: String] = [:]
        for id in targetIDs { names[id] = objects.all[id].flatMap { list.string($0, "name") } ?? id }
        let attributes = list.value(project, "attributes").flatMap { list.value($0, "TargetAttributes") }

        // Objects are named by the order they are reached in, never by their ids: Xcode writes
        // new ids for objects it re-creates alike, and that changes no target.
        var reached: Set<String> = [rootID]
        for id in targetIDs.sorted() {
            var text: [String] = []
            var pending = [id]
            var order: [String: Int] = [id: 0]
            while let objectID = pending.popLast() {
                guard let object = objects.all[objectID] else { continue }
                text.append("object #\(order[objectID]!)")
                if objects.isa(object).map(Self.located.contains) == true, let path = paths.path(of: objectID) { text.append("path " + path) }
                Self.append(object, of: list, to: &text) { reference in
                    // Another target stands as its name; its own declaration is its own.
                    if let other = names[reference], reference != id { return "target " + other }
                    guard let referenced = objects.all[reference] else { return nil }
                    if reference == rootID { return "project" }
                    if objects.isa(referenced).map(Self.placing.contains) == true { return "group" }
                    if order[reference] == nil {
                        order[reference] = order.count
                        pending.append(reference)
                    }
                    return "object #\(order[reference]!)"
                }
            }
            if let attributes, let entry = list.value(attributes, id) {
                text.append("attributes")
                Self.append(entry, of: list, to: &text) { reference in names[reference].map { "target " + $0 } }
            }
            reached.formUnion(order.keys)
            targets[names[id]!, default: []] += text
        }
        // The rest, as a sorted list of object texts without ids: the project (without its lists
        // of targets and of package references, which reach a target through its product
        // dependencies, and the targets' attributes) and every object no target reaches, groups
        // left out.
        var others: [String] = []
        for (id, object) in objects.all where !reached.contains(id) || id == rootID {
            if objects.isa(object).map(Self.placing.contains) == true { continue }
            var text: [String] = []
            Self.append(object, of: list, to: &text, skipping: id == rootID ? ["targets", "attributes", "mainGroup", "packageReferences"] : []) {
                reference in names[reference].map { "target " + $0 } ?? (objects.all[reference] != nil ? "ref" : nil)
            }
            others.append(text.joined(separator: "\u{1F}"))
        }
        if let attributes {
            for (key, value) in list.entries(attributes) ?? [] where !targetIDs.contains(list.string(key) ?? "") {
                var text = ["attributes " + (list.string(key) ?? "")]
                Self.append(value, of: list, to: &text) { _ in nil }
                others.append(text.joined(separator: "\u{1F}"))
            }
        }
        rest = others.sorted()
    }

    /// The value's canonical text: dictionaries by sorted key, positions and formatting left
    /// out. An explicit stack, so that nesting never deepens the call stack. `reference`
    /// rewrites a string that names an object, or returns nil to keep it.
    private static func append(_ value: PropertyList.Value, of list: PropertyList, to text: inout [String], skipping: Set<String> = [],
                               reference: (String) -> String?) {
        enum Step { case value(PropertyList.Value), word(String) }
        var steps: [Step] = [.value(value)]
        var top = true
        while let step = steps.popLast() {
            switch step {
            case .word(let word):
                text.append(word)
            case .value(let value):
                switch list.kind(of: value) {
                case .string:
                    let string = list.string(value) ?? ""
                    text.append(reference(string) ?? "= " + string)
                case .data:
                    text.append("data " + (list.data(value) ?? []).map { String($0, radix: 16) }.joined())
                case .array:
                    let elements = list.elements(value) ?? []
                    steps.append(.word(")"))
                    for element in elements.reversed() { steps.append(.value(element)) }
                    text.append("(")
                case .dictionary:
                    let entries = (list.entries(value) ?? []).map { (key: list.string($0.key) ?? "", value: $0.value) }
                        .filter { !(top && skipping.contains($0.key)) }.sorted { $0.key < $1.key }
                    steps.append(.word("}"))
                    for entry in entries.reversed() {
                        steps.append(.value(entry.value))
                        steps.append(.word("key " + entry.key))
                    }
                    text.append("{")
                }
            }
            top = false
        }
    }
}
