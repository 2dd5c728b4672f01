import Foundation

/// The pins of a `Package.resolved` file (formats 1, 2 and 3): for each package, the state it is
/// pinned at. `archkit affected` compares two revisions' pins to find the packages a change
/// moved to another version, revision or branch.
public struct PackagePins: Sendable, Equatable {
    public struct Pin: Sendable, Equatable {
        /// The names a target may use for the package in `.product(package:)`, lowercased: the
        /// identity (format 2 and later), the name (format 1) and the last component of its
        /// location without `.git`.
        public var names: Set<String>
        /// The pinned state: version, revision and branch, as written.
        public var state: String
    }

    /// By the pin's first name: its identity, else its name.
    public var pins: [String: Pin]

    /// Reads `bytes`; nil when they are not a `Package.resolved` of a known format.
    public init?(_ bytes: Data) {
        guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { return nil }
        // Format 1 keeps the pins under "object".
        let list = (object["pins"] ?? (object["object"] as? [String: Any])?["pins"]) as? [[String: Any]]
        guard let list else { return nil }
        var pins: [String: Pin] = [:]
        for entry in list {
            var names: [String] = []
            for key in ["identity", "package"] {
                if let name = entry[key] as? String, !name.isEmpty { names.append(name.lowercased()) }
            }
            if let location = (entry["location"] ?? entry["repositoryURL"]) as? String {
                var last = location.split(separator: "/").last.map(String.init) ?? location
                if last.hasSuffix(".git") { last.removeLast(4) }
                if !last.isEmpty { names.append(last.lowercased()) }
            }
            guard let key = names.first else { continue }
            let state = entry["state"] as? [String: Any] ?? [:]
            let described = ["version", "revision", "branch"].map { "\($0)=\(state[$0].map { "\($0)" } ?? "")" }.joined(separator: " ")
            pins[key] = Pin(names: Set(names), state: described)
        }
        self.pins = pins
    }

    /// The packages whose pin differs between `base` and `head`, or that only one of them pins,
    /// each with every name a target may use for it. An unreadable side counts as no pins.
    public static func repinned(from base: PackagePins?, to head: PackagePins?) -> [String: Set<String>] {
        let before = base?.pins ?? [:], after = head?.pins ?? [:]
        var packages: [String: Set<String>] = [:]
        for key in Set(before.keys).union(after.keys) where before[key] != after[key] {
            packages[key] = (before[key]?.names ?? []).union(after[key]?.names ?? [])
        }
        return packages
    }
}
