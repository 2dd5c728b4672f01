import ArchCore
import ArchRulesFile

/// A new module that no `layer` line holds joins the layer its siblings are in: a new feature
/// package beside `BasketFeature` and `LoginFeature` goes where `.archrules` lists them.
///
/// Without it, `init`'s explicit lists (written where a glob would catch a module of another
/// layer) would leave every scaffolded module unlayered.
public enum LayerJoining {
    public struct NewModule: Sendable, Equatable {
        public var name: String
        /// The modules it is made like: the other targets of its package, or the packages beside its own.
        public var siblings: [String]

        public init(name: String, siblings: [String]) {
            self.name = name
            self.siblings = siblings
        }
    }

    /// The edit of the rules file, or nil when every new module already has a layer or its
    /// siblings agree on none.
    public static func edit(rules: ArchitectureRules, rulesPath: String, text: [UInt8], modules: [NewModule]) -> ScaffoldPlan.ManifestEdit? {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var joined: [String] = []
        for module in modules where rules.layers.first(where: { $0.contains(module: module.name) }) == nil {
            guard let layer = FolderModuleAddition.commonLayer(of: module.siblings, in: rules),
                  lines.indices.contains(layer.location.line - 1) else { continue }
            lines[layer.location.line - 1] = FolderModuleAddition.appending(ArchRulesText.literal(module.name), toStatement: lines[layer.location.line - 1])
            joined.append("\(module.name) to layer \(layer.name)")
        }
        guard !joined.isEmpty else { return nil }
        return ScaffoldPlan.ManifestEdit(path: rulesPath, original: text, edited: Array(lines.joined(separator: "\n").utf8),
                                         summary: "added " + joined.joined(separator: ", "))
    }
}
