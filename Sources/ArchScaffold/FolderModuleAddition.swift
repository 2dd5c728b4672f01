import ArchRulesFile
import ArchCore

/// A new feature folder beside the folder modules of `.archrules` gets a `module` line of its
/// own and joins their layer.
///
/// An app target without a Package.swift is described to archkit by `module` lines, one per
/// feature folder; a new folder without one would be owned by no module, and checked by no rule.
public enum FolderModuleAddition {
    /// The edit of the rules file, or nil when the destination is already some module's, or
    /// no folder module lies beside it.
    ///
    /// - Parameters:
    ///   - rulesPath: root-relative path of the rules file that `rules` came from.
    ///   - text: the rules file's bytes.
    public static func edit(rules: ArchitectureRules, rulesPath: String, text: [UInt8],
                            destination: String, name: String) -> ScaffoldPlan.ManifestEdit? {
        guard !rules.folderModules.contains(where: { $0.contains(path: destination) }) else { return nil }
        let parent = RelativePath.directory(of: destination)
        let siblings = rules.folderModules.filter { module in
            module.paths.count == 1 && !module.paths[0].text.contains(where: { "*?[{".contains($0) })
                && RelativePath.directory(of: RelativePath.normalize(module.paths[0].text)) == parent
        }
        guard let last = siblings.max(by: { $0.location.line < $1.location.line }) else { return nil }
        // Split on bytes: "\r\n" is one Character, so a String split on "\n" would not see it.
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard lines.indices.contains(last.location.line - 1) else { return nil }

        // Aligned like the line it follows: `module Catalog = …` gets `module Order   = …`.
        let model = lines[last.location.line - 1]
        let equalsColumn = model.firstIndex(of: "=").map { model.distance(from: model.startIndex, to: $0) } ?? 0
        let head = "module \(name)"
        let path = ArchRulesText.literal(destination)
        let lineEnd = model.hasSuffix("\r") ? "\r" : ""
        let moduleLine = head + String(repeating: " ", count: max(1, equalsColumn - head.count)) + "= " + path + lineEnd
        var summary = "added `module \(name) = \(path)`"

        var layerLineIndex: Int?
        if rules.layers.first(where: { $0.contains(module: name) }) == nil, let layer = commonLayer(of: siblings.map(\.name), in: rules),
           lines.indices.contains(layer.location.line - 1) {
            layerLineIndex = layer.location.line - 1
            summary += " and \(name) to layer \(layer.name)"
        }
        if let index = layerLineIndex {
            lines[index] = appending(ArchRulesText.literal(name), toStatement: lines[index])
        }
        lines.insert(moduleLine, at: last.location.line)
        let edited = Array(lines.joined(separator: "\n").utf8)
        return ScaffoldPlan.ManifestEdit(path: rulesPath, original: text, edited: edited, summary: summary)
    }

    /// The layer most of the siblings are in, by name in a `layer` line; nil on a tie,
    /// when the new folder's place is not clear.
    static func commonLayer(of siblings: [String], in rules: ArchitectureRules) -> ArchitectureRules.Layer? {
        var counts: [String: Int] = [:]
        for sibling in siblings {
            guard let layer = rules.layers.first(where: { $0.contains(module: sibling) }) else { continue }
            counts[layer.name, default: 0] += 1
        }
        let ranked = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        guard let best = ranked.first, ranked.count == 1 || ranked[1].value < best.value else { return nil }
        return rules.layers.first { $0.name == best.key }
    }

    /// `layer Features = Catalog Cart` → `layer Features = Catalog Cart Order`, before any comment.
    static func appending(_ name: String, toStatement whole: String) -> String {
        let lineEnd = whole.hasSuffix("\r") ? "\r" : ""
        let line = lineEnd.isEmpty ? whole : String(whole.dropLast())
        let comment = line.firstIndex(of: "#")
        let statement = comment.map { line[..<$0] } ?? line[...]
        var trimmed = statement
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        let rest = comment.map { " " + line[$0...] } ?? ""
        return trimmed + " " + name + rest + lineEnd
    }
}
