import ArchCore
import ArchModuleGraph
import ArchViews

/// Seeded documents with every optional member present or absent, empty arrays, and names
/// full of what JSON escapes or keeps as it is: quotes, backslashes, control characters,
/// slashes, non-ASCII.
public enum RandomDocuments {
    public static let pieces = ["A", "b", "Core", "\"", "\\", "/", "\n", "\t", "\r", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}",
                         "é", "€", "😀", "\u{2028}", " ", "}", "[", ":", ",", "null", "0", "-1"]

    public static func name(_ random: inout SplitMix64) -> String {
        (0..<random.int(0...6)).map { _ in random.pick(pieces) }.joined()
    }

    public static func optionalName(_ random: inout SplitMix64) -> String? {
        random.oneIn(3) ? nil : name(&random)
    }

    public static func place(_ random: inout SplitMix64) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: name(&random), line: random.int(0...100_000), column: random.int(0...300))
    }

    public static func optionalPlace(_ random: inout SplitMix64) -> ArchCore.SourceLocation? {
        random.oneIn(3) ? nil : place(&random)
    }

    public static func diagnostic(_ random: inout SplitMix64) -> Diagnostic {
        Diagnostic(ruleID: name(&random), severity: random.oneIn(2) ? .error : .warning, message: name(&random),
                   location: optionalPlace(&random),
                   notes: (0..<random.int(0...2)).map { _ in Diagnostic.Note(message: name(&random), location: optionalPlace(&random)) },
                   dependency: random.oneIn(2) ? Diagnostic.Dependency(from: name(&random), to: name(&random)) : nil,
                   cycle: random.oneIn(3) ? DependencyCycle(level: random.oneIn(2) ? .module : .layer,
                                                            path: (0..<random.int(0...3)).map { _ in name(&random) }) : nil,
                   symbol: optionalName(&random))
    }

    public static func acceptance(_ random: inout SplitMix64) -> AcceptedFinding.Acceptance {
        switch random.int(0...2) {
        case 0: return .exception(at: place(&random), owner: name(&random), expires: name(&random), reason: name(&random))
        case 1: return .baseline(file: name(&random))
        default: return .suppression(at: place(&random), scope: name(&random), reason: name(&random))
        }
    }

    public static func document(seed: UInt64, iteration: Int, size: Int = 6) -> GraphDocument {
        var random = SplitMix64(seed: seed, iteration: iteration)
        let modules = (0..<random.int(0...size)).map { _ in
            Module(name: name(&random), package: optionalName(&random), kind: random.pick(ModuleKind.allCases), layer: optionalName(&random),
                   path: optionalName(&random), location: optionalPlace(&random))
        }
        let edges = (0..<random.int(0...size)).map { _ in
            Edge(from: name(&random), to: name(&random), kind: random.pick(EdgeKind.allCases),
                 locations: (0..<random.int(0...3)).map { _ in
                     EdgeLocation(place(&random), condition: optionalName(&random), symbol: optionalName(&random))
                 })
        }
        let layers = (0..<random.int(0...3)).map { _ in
            GraphDocument.Layer(name: name(&random), allowed: (0..<random.int(0...3)).map { _ in name(&random) }, isIndependent: random.oneIn(2))
        }
        let diagnostics = (0..<random.int(0...size)).map { _ in diagnostic(&random) }
        let unread = (0..<random.int(0...2)).map { _ in UnreadInput(file: name(&random), problem: name(&random), message: name(&random)) }
        let summary = AnalysisSummary(errors: random.int(0...9), warnings: random.int(0...9), modules: random.int(0...9), edges: random.int(0...9),
                                      referenceEdges: random.oneIn(2) ? 0 : random.int(1...9), files: random.int(0...Int.max))
        var document = GraphDocument(root: name(&random), configuration: optionalName(&random), summary: summary, modules: modules, edges: edges,
                                     layers: layers, diagnostics: diagnostics, unread: unread)
        document.accepted = (0..<random.int(0...3)).map { _ in AcceptedFinding(finding: diagnostic(&random), acceptance: acceptance(&random)) }
        return document
    }
}
