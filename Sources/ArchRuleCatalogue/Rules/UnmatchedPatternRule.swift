import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// A pattern of `.archrules` that matches nothing: almost always a typo, and one that quietly
/// switches off what its line was written for.
public struct UnmatchedPatternRule: Rule {
    public static let id = RuleID("unmatched-pattern")
    /// Modules a repository may name before it imports them.
    private let platformModules: [String]

    /// - Parameter platformModules: module names that count as existing even when the graph
    ///   has no such module yet; by default the Apple SDKs'.
    public init(platformModules: [String] = AppleSDK.moduleNames) {
        self.platformModules = platformModules
    }

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Unmatched pattern",
            summary: "A `layer`, `module`, `forbid`, `independent` or `exclude` pattern matches nothing, so its line does less than it says.",
            rationale: """
            A misspelt name in .archrules is not an error of the language: it is a pattern like any other, and it quietly matches nothing, so the line it stands in stops doing its job (`forbid Domain -> UIkit` lets Domain import UIKit). Module patterns are compared with the modules of the graph and the modules of the Apple SDKs, so a framework the code does not import yet may be forbidden ahead of time; a `forbid` operand may also name a layer. Path patterns are compared with the Swift files archkit reads and the folders that hold them; an `exclude` with what it kept archkit from reading. A layer named by `independent` matches nothing when no module of the repository belongs to it: external modules depend on nothing in the graph, so there is nothing to keep apart. Where a name is close, the warning suggests it.
            """,
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain ↓NoSuchModule\nlayer Feature = ↓*Feature\nforbid Domain -> ↓UIkit SwiftData\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\npublic struct Cart {}\n",
                ]),
                RuleExample([
                    ".archrules": "module App = ↓MyEcomerce\nexclude ↓Generatd ↓.github\n",
                    "MyEcommerce/AppDelegate.swift": "final class AppDelegate {}\n",
                    "Generated/API.swift": "public struct API {}\n",
                    ".github/scripts/Release.swift": "print(1)\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Vendor = Alamofire\nallow Domain -> Vendor\nindependent Domain ↓Vendor\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "import Alamofire\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\nindependent Domain\nforbid Domain -> Data SwiftData UI*\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("CartData", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                    "Sources/CartData/CartStore.swift": "import CartDomain\n",
                ]),
                RuleExample([
                    ".archrules": "module App = MyEcommerce/**\nexclude Generated **/*.generated.swift\n",
                    "MyEcommerce/AppDelegate.swift": "final class AppDelegate {}\n",
                    "MyEcommerce/Strings.generated.swift": "enum Strings {}\n",
                    "Generated/API.swift": "public struct API {}\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nforbid Domain -> UIkit\nseverity unmatched-pattern off\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        let modules = NameIndex(context.graph.modules.map(\.name) + platformModules)
        // Every path and folder is indexed only when a path pattern or a suggestion asks.
        lazy var paths = NameIndex.paths(context.discoveredFiles)
        // Suggestions are prepared only when a literal pattern matched nothing: a wildcard
        // pattern has no single name it was meant to be. Preparing them for every path of a
        // large repository costs more than the rest of the rule.
        lazy var moduleSuggestions = Suggestion.Candidates(modules.names)
        lazy var pathSuggestions = Suggestion.Candidates(paths.names)
        lazy var operandSuggestions = Suggestion.Candidates(rules.layerNames + modules.names)
        var findings: [RuleFinding] = []

        for layer in rules.layers {
            for pattern in layer.patterns where !modules.hasMatch(for: pattern.glob) {
                findings.append(finding("layer pattern '\(pattern.text.shortenedForMessage)' matches no module", pattern.text, pattern.location,
                                        pattern.glob, { moduleSuggestions }))
            }
        }

        for module in rules.folderModules {
            for pattern in module.paths where !paths.hasMatch(for: pattern.glob) {
                findings.append(finding("module path '\(pattern.text.shortenedForMessage)' matches no Swift file or folder", pattern.text, pattern.location,
                                        pattern.glob, { pathSuggestions }))
            }
        }

        // `forbid A B -> X` is read as one prohibition per source, all sharing the targets'
        // references: each operand is judged once, at its place.
        let layerNames = Set(rules.layerNames)
        var judged: Set<SourceLocation> = []
        for prohibition in rules.prohibitions {
            for operand in [prohibition.source] + prohibition.targets where judged.insert(operand.location).inserted {
                let glob = Glob(operand.name)
                guard !layerNames.contains(operand.name), !modules.hasMatch(for: glob) else { continue }
                findings.append(finding("forbid operand '\(operand.name.shortenedForMessage)' names no layer and matches no module", operand.name,
                                        operand.location, glob, { operandSuggestions }))
            }
        }

        let populatedLayers = Set(context.graph.modules.filter { !$0.isExternal }.compactMap(\.layer))
        for reference in rules.independentLayers where !populatedLayers.contains(reference.name) {
            findings.append(RuleFinding(
                message: "independent layer '\(reference.name.shortenedForMessage)' has no module of the repository, so it keeps nothing apart",
                location: reference.location, symbol: reference.name))
        }

        // A pattern that matched an excluded path kept that path out; no other pattern can have
        // matched a folder above it, or discovery would not have gone that far.
        let excluded = NameIndex(context.excludedPaths)
        for pattern in rules.excludes where !excluded.hasMatch(for: pattern.glob) {
            // Discovery never reads hidden names, so an exclude of one has nothing to do.
            if pattern.text.split(separator: "/").contains(where: NeverScannedFolders.isHidden) {
                findings.append(RuleFinding(
                    message: "exclude pattern '\(pattern.text.shortenedForMessage)' skips nothing: archkit never reads hidden files and folders, so the line can go",
                    location: pattern.location, symbol: pattern.text))
                continue
            }
            findings.append(finding("exclude pattern '\(pattern.text.shortenedForMessage)' skips nothing: it matches no Swift file or folder archkit reads",
                                    pattern.text, pattern.location, pattern.glob, { pathSuggestions }))
        }
        return findings
    }

    /// A finding about one pattern, suggesting the nearest name for a literal one; a wildcard
    /// pattern has no single name it was meant to be.
    private func finding(_ message: String, _ text: String, _ location: SourceLocation, _ glob: Glob,
                         _ candidates: () -> Suggestion.Candidates) -> RuleFinding {
        let suggestion = glob.isLiteral ? candidates().closest(to: text) : nil
        return RuleFinding(message: message + (suggestion.map { "; did you mean \(ArchRulesText.suggestion($0))?" } ?? ""),
                           location: location, symbol: text)
    }
}
