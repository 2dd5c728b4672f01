import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Every dependency between layered modules must be one that `.archrules` allows, and none
/// that it forbids.
public struct LayerDependencyRule: Rule {
    public static let id = RuleID("layer-dependency")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Layer dependency",
            summary: "A module depends on a layer its own layer may not depend on, or on something `forbid` rules out.",
            rationale: "Layers keep change where it belongs: when Domain cannot see Data or UIKit, swapping a database or a UI framework does not touch business rules. Package.swift dependencies and imports count, since either one couples the code; so do type references between the folder modules of one target, which never import each other (one finding for each pair of modules, at its declaration when there is one, with its imports and references as further places). A feature may reference the types another feature declares in a `feature-door` sublayer, such as its Service protocol, whatever `independent` says.",
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain", ["↓CartData"]), .init("CartData")]),
                    "Sources/CartDomain/Cart.swift": "↓import CartData\n",
                    "Sources/CartData/CartStore.swift": "public struct CartStore {}\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nforbid Domain -> UIKit SwiftUI\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\n↓import UIKit\n",
                ]),
                RuleExample([
                    ".archrules": "layer Feature = *Feature\nindependent Feature\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartFeature", ["↓LoginFeature"]), .init("LoginFeature")]),
                    "Sources/CartFeature/CartView.swift": "↓import LoginFeature\n",
                    "Sources/LoginFeature/LoginView.swift": "public struct LoginView {}\n",
                ]),
                // Folders of one app target meet only through the types they name.
                RuleExample([
                    ".archrules": Self.featureFolders,
                    "Shop/Catalog/Repository/ProductRepository.swift": "final class ProductRepository {}\n",
                    "Shop/Cart/CartViewModel.swift": "final class CartViewModel {\n    let products: ↓ProductRepository\n\n    init() { products = ↓ProductRepository() }\n}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("CartData", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "import Foundation\n",
                    "Sources/CartData/CartStore.swift": "import CartDomain\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nforbid Domain -> UIKit\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain")]),
                    "Sources/CartDomain/Cart.swift": "// import UIKit is forbidden here\nlet note = \"import UIKit\"\n",
                ]),
                RuleExample([
                    ".archrules": "layer Domain = *Domain\nlayer App = App\nallow App -> *\n",
                    "Package.swift": ExampleManifest.package("App", [.init("CartDomain"), .init("App", ["CartDomain"])]),
                    "Sources/CartDomain/Cart.swift": "public struct Cart {}\n",
                    "Sources/App/main.swift": "import CartDomain\n",
                ]),
                RuleExample([
                    ".archrules": Self.featureFolders,
                    "Shop/Catalog/Repository/ProductRepository.swift": "final class ProductRepository {}\n",
                    "Shop/Cart/CartViewModel.swift": "// Cart never sees ProductRepository: Catalog keeps it.\nlet note = \"ProductRepository\"\n",
                ]),
                // The other feature's door, its Service protocol, is how features meet.
                RuleExample([
                    ".archrules": Self.featureFolders + "features Features\nsublayer Service = Service\nfeature-door Service\n",
                    "Shop/Catalog/Service/CatalogService.swift": "protocol CatalogService {}\n",
                    "Shop/Cart/Service/DefaultCartService.swift": "final class DefaultCartService {\n    let catalog: any CatalogService\n}\n",
                ]),
            ]
        )
    }

    /// Two features as folders of one app target.
    private static let featureFolders = "module Cart = Shop/Cart\nmodule Catalog = Shop/Catalog\nlayer Features = Cart Catalog\nindependent Features\n"

    /// Why a dependency is rejected: the words after what it is, and the notes that explain them.
    private struct Reason {
        var words: String
        var notes: [Diagnostic.Note] = []
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let rules = context.rules
        let modules = context.graph.modules
        let edges = context.graph.edges
        let ends = context.graph.edgeEnds
        var layers = LayerTable(modules: modules, rules: rules)
        let checkedSource = modules.map { context.isChecked($0) }
        let countedTarget = modules.map { !($0.isTest && !context.checkTests) }
        // Which `forbid` lines cover each module, asked once per module rather than per edge.
        var prohibitions = ProhibitionLookup(rules)
        var asSource: [[Int]?] = Array(repeating: nil, count: modules.count)
        var asTarget: [Set<Int>?] = Array(repeating: nil, count: modules.count)
        // Built on first need: only a reference between two features asks which types are doors.
        var layout: FeatureLayout?
        // One finding per pair of modules, with every place of every edge between them.
        var broken = BrokenEdges<Reason>(moduleCount: modules.count)
        for index in edges.indices {
            let from = ends.from[index], to = ends.to[index]
            guard from >= 0, checkedSource[from], to >= 0, countedTarget[to] else { continue }
            let kind = edges[index].kind
            let sourceLayer = layers.id[from], targetLayer = layers.id[to]
            if kind == .reference, layers.isInfrastructureNamingFeature(sourceLayer, targetLayer) { continue }
            if !rules.prohibitions.isEmpty {
                if asSource[from] == nil { asSource[from] = prohibitions.lines(coveringSource: modules[from].name, inLayer: modules[from].layer) }
                if let sources = asSource[from], !sources.isEmpty {
                    if asTarget[to] == nil { asTarget[to] = prohibitions.lines(coveringTarget: modules[to].name, inLayer: modules[to].layer) }
                    if let prohibition = prohibitions.prohibition(asSource: sources, asTarget: asTarget[to] ?? []) {
                        broken.add(from: from, to: to, kind: kind, places: edges[index].locations) {
                            let targets = prohibition.targets.map(\.name).joined(separator: " ")
                            return Reason(words: "which 'forbid \(prohibition.source.name) -> \(targets)' rules out",
                                          notes: [Diagnostic.Note(message: "forbidden here", location: prohibition.location)])
                        }
                        continue
                    }
                }
            }
            guard sourceLayer >= 0, targetLayer >= 0, !layers.allows(sourceLayer, targetLayer) else { continue }
            let target = modules[to]
            let sourceName = layers.names[sourceLayer]
            var places = edges[index].locations
            if sourceLayer == targetLayer, kind == .reference, layers.isFeature[targetLayer] {
                // Another feature's door (its Service protocol) is how features may meet.
                let doors = layout ?? FeatureLayout(context)
                layout = doors
                places.removeAll { place in isDoor(place.symbol, of: target, layout: doors, rules: rules) }
            }
            broken.add(from: from, to: to, kind: kind, places: places) {
                if sourceLayer == targetLayer {
                    return Reason(words: "but modules of the independent layer \(sourceName) must not depend on each other")
                }
                let allowed = rules.allowedTargets(ofLayer: sourceName)
                return Reason(words: allowed.isEmpty ? "but \(sourceName) may not depend on any other layer"
                              : "but \(sourceName) may depend only on \(allowed.joined(separator: ", "))")
            }
        }
        return broken.findings(modules) { source, target, reason, how in
            ("\(describe(source)) \(how.verb) \(describe(target)), \(reason.words)", reason.notes)
        }
    }

    /// Whether `symbol` is declared, in `module`, in a file of a `feature-door` sublayer.
    private func isDoor(_ symbol: String?, of module: Module, layout: FeatureLayout, rules: ArchitectureRules) -> Bool {
        guard let symbol else { return false }
        return layout.declarations(named: symbol).contains { declaration in
            declaration.module == module.name && declaration.sublayer.map { rules.isFeatureDoor(sublayer: $0) } == true
        }
    }

    private func describe(_ module: Module) -> String {
        guard let layer = module.layer else { return "'\(module.name)'" }
        return "'\(module.name)' (\(layer))"
    }
}
