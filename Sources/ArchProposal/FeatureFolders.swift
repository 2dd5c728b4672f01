import ArchCore

/// Folders laid out as layered features: `Api`, `Domain/DTO`, `Repository`, `Service`, `Di` and
/// `Presentation/{ViewModel,Page}` below each feature's folder.
public struct FeatureFolders: Sendable, Equatable {
    /// A sublayer of a feature: its name in `.archrules` and its folder as this repository
    /// spells it.
    public struct Sublayer: Sendable, Equatable {
        public var name: String
        public var path: String
    }

    /// The sublayers in the order references go through them, top first, as spelt in the
    /// repository (`DI` where its features say `DI`).
    public var sublayers: [Sublayer]
    /// Root-relative folders of the features, sorted.
    public var features: [String]

    /// The sublayers as the layout describes them, with the path each is known by.
    static let canonical: [Sublayer] = [
        Sublayer(name: "Page", path: "Presentation/Page"),
        Sublayer(name: "ViewModel", path: "Presentation/ViewModel"),
        Sublayer(name: "Service", path: "Service"),
        Sublayer(name: "Repository", path: "Repository"),
        Sublayer(name: "Api", path: "Api"),
        Sublayer(name: "DTO", path: "Domain/DTO"),
        Sublayer(name: "Di", path: "Di"),
    ]

    /// How many of the seven folders a feature must have: one or two may be missing (the
    /// feature-completeness rule then names them), but fewer would be a coincidence.
    static let requiredFolders = 5

    /// The features among `folders` (root-relative, sorted), with the spelling each sublayer's
    /// folder has in most of them; nil when no folder has the layout. Folders are compared
    /// without case, so `DI` and `Di` are the same sublayer.
    public static func find(in folders: [String]) -> FeatureFolders? {
        var byLowercased: [String: String] = [:]
        for folder in folders { byLowercased[folder.lowercased()] = byLowercased[folder.lowercased()] ?? folder }
        var features: [String] = []
        // Per sublayer, how often each spelling occurs among the features.
        var spellings = Array(repeating: [String: Int](), count: canonical.count)
        for folder in folders {
            let prefix = folder.lowercased() + "/"
            var found: [(Int, String)] = []
            for (index, sublayer) in canonical.enumerated() {
                guard let actual = byLowercased[prefix + sublayer.path.lowercased()] else { continue }
                found.append((index, String(actual.dropFirst(prefix.count))))
            }
            // The Service folder is the layout's heart: without it, a folder of Api and DTOs
            // is some other arrangement.
            guard found.count >= requiredFolders, found.contains(where: { canonical[$0.0].name == "Service" }) else { continue }
            features.append(folder)
            for (index, spelling) in found { spellings[index][spelling, default: 0] += 1 }
        }
        guard !features.isEmpty else { return nil }
        let sublayers = canonical.enumerated().map { index, sublayer in
            // The commonest spelling; the canonical one, then the smallest, on a tie.
            let best = spellings[index].max { a, b in
                if a.value != b.value { return a.value < b.value }
                if (a.key == sublayer.path) != (b.key == sublayer.path) { return b.key == sublayer.path }
                return a.key > b.key
            }
            return Sublayer(name: sublayer.name, path: best?.key ?? sublayer.path)
        }
        return FeatureFolders(sublayers: sublayers, features: features)
    }
}
