import Foundation

/// What SwiftPM declared for a package, as canonical texts by which two revisions are
/// compared: each target's whole declaration (dependencies, path, sources, resources,
/// settings, type…), each product and each package dependency's entry by name and identity,
/// and the rest of the package (platforms, tools version, traits…). Made from `dump-package`'s answer with the
/// package's folder taken out (`PackageFolderAbstraction`), so that two copies of one
/// manifest in two folders declare the same.
public struct ManifestDeclarations: Sendable, Equatable {
    public var targets: [String: String] = [:]
    public var dependencies: [String: String] = [:]
    /// Each product's declaration and targets, by name.
    public var products: [String: (text: String, targets: [String])] = [:]
    public var package: String = ""

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.targets == rhs.targets && lhs.dependencies == rhs.dependencies && lhs.package == rhs.package
            && lhs.products.mapValues(\.text) == rhs.products.mapValues(\.text)
    }

    typealias Object = [String: Any]

    init?(portableAnswer: Data) {
        guard var root = (try? JSONSerialization.jsonObject(with: portableAnswer)) as? Object else { return nil }
        for target in root["targets"] as? [Object] ?? [] {
            guard let name = target["name"] as? String, let text = Self.text(target) else { return nil }
            targets[name] = text
        }
        for dependency in root["dependencies"] as? [Object] ?? [] {
            // `{"sourceControl": [{"identity": "swift-log", …}]}` and the like.
            guard let entry = (dependency.values.first as? [Any])?.first as? Object, let identity = entry["identity"] as? String,
                  let text = Self.text(dependency) else { return nil }
            dependencies[identity.lowercased()] = text
        }
        for product in root["products"] as? [Object] ?? [] {
            guard let name = product["name"] as? String, let text = Self.text(product) else { return nil }
            products[name] = (text, product["targets"] as? [String] ?? [])
        }
        // SwiftPM lists traits, and the traits each enables, in no fixed order.
        if let traits = root["traits"] as? [Object] {
            root["traits"] = traits.map { trait -> Object in
                var trait = trait
                if let enabled = trait["enabledTraits"] as? [String] { trait["enabledTraits"] = enabled.sorted() }
                return trait
            }.sorted { (Self.text($0) ?? "") < (Self.text($1) ?? "") }
        }
        for key in ["targets", "products", "dependencies", "packageKind"] { root[key] = nil }
        guard let text = Self.text(root) else { return nil }
        package = text
    }

    private static func text(_ value: Any) -> String? {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What changed from `base` to `head`: the targets whose declaration changed or that are
    /// new, and the targets of each product that changed (what its users build changed), nil
    /// for every target when the package's own declaration changed; and the package
    /// dependencies whose entry changed, came or went.
    public static func changes(from base: Self, to head: Self) -> (targets: Set<String>?, packages: Set<String>) {
        let packages = Set(base.dependencies.keys).union(head.dependencies.keys).filter { base.dependencies[$0] != head.dependencies[$0] }
        guard base.package == head.package else { return (nil, packages) }
        var targets = Set(head.targets.keys.filter { base.targets[$0] != head.targets[$0] })
        for name in Set(base.products.keys).union(head.products.keys) where base.products[name]?.text != head.products[name]?.text {
            targets.formUnion((base.products[name]?.targets ?? []) + (head.products[name]?.targets ?? []))
        }
        return (targets.intersection(head.targets.keys), packages)
    }
}
