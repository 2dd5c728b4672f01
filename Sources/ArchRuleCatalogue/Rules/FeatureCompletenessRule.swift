import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Every feature has the folder of every sublayer, even while it is empty.
public struct FeatureCompletenessRule: Rule {
    public static let id = RuleID("feature-completeness")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Feature completeness",
            summary: "A module of a `features` layer lacks the folder of one or more sublayers (the first path of each `sublayer` line).",
            rationale: """
            Layered features inside one target (rule 3.3): every feature has all its folders, Api, Domain/DTO, Repository, Service, Di and Presentation's ViewModel and Page, even the empty ones, so that every feature reads the same way and new code has an obvious home. A folder counts when it exists, whatever it holds; keep an empty one in version control with a `.gitkeep`. Reported once per feature, at its declaration, listing what is missing.
            """,
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules.replacingOccurrences(of: "module Cart = App/Cart", with: "↓module Cart = App/Cart"),
                    "App/Cart/Presentation/Page/CartPage.swift": "final class CartPage {}\n",
                    "App/Cart/Service/CartService.swift": "protocol CartService {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": FeatureExample.rules,
                    "App/Cart/Presentation/Page/CartPage.swift": "final class CartPage {}\n",
                    "App/Cart/Presentation/ViewModel/CartViewModel.swift": "final class CartViewModel {}\n",
                    "App/Cart/Service/CartService.swift": "protocol CartService {}\n",
                    "App/Cart/Repository/.gitkeep": "",
                    "App/Cart/Di/.gitkeep": "",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        let sublayers = rules.catalogue.sublayers
        guard !rules.catalogue.featureLayers.isEmpty, !sublayers.isEmpty else { return [] }
        let folders = Set(context.discoveredFolders)
        var findings: [RuleFinding] = []
        for module in context.graph.modules where context.isChecked(module) && rules.isFeature(layer: module.layer) {
            guard let folder = ArchitectureRules.plainFolder(of: module.path) else { continue }
            let below = folders.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
            var missing: [String] = []
            for sublayer in sublayers {
                guard let path = sublayer.paths.first else { continue }
                let wanted = path.glob.pattern.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
                let present = path.glob.isLiteral ? folders.contains(folder + "/" + wanted) : below.contains { path.glob.matches($0) }
                if !present { missing.append(wanted == sublayer.name ? wanted : "\(wanted) (\(sublayer.name))") }
            }
            guard !missing.isEmpty else { continue }
            let noun = missing.count == 1 ? "folder" : "folders"
            findings.append(RuleFinding(
                message: "feature '\(module.name)' lacks the sublayer \(noun) \(FeatureLayout.list(missing)) below \(folder)/; create \(missing.count == 1 ? "it" : "them"), empty if need be",
                location: module.location, symbol: module.name))
        }
        return findings
    }
}
