import ArchCore
import ArchModuleGraph

/// A target's files may import only modules that its manifest declares.
public struct ImplicitDependencyRule: Rule {
    public static let id = RuleID("implicit-dependency")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Implicit dependency",
            summary: "A file imports a module of the repository that its target does not declare (in Package.swift, or in the Xcode project of an Xcode target).",
            rationale: "Such an import builds only because something else happens to pull the module in; it breaks when that changes, and the manifest no longer tells the truth about the architecture. A module re-exported (`@_exported import`) by a declared dependency counts as declared. One finding for each importing and imported module, at the first import, with the other imports as further places: the manifest lacks one declaration, however many files import.",
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket", ["Catalog"]), .init("Catalog", ["Pricing"]), .init("Pricing")]),
                    "Sources/Basket/Basket.swift": "import Catalog\n↓import Pricing\n",
                    "Sources/Basket/BasketTotal.swift": "↓import Pricing\n",
                    "Sources/Catalog/Catalog.swift": "import Pricing\n",
                    "Sources/Pricing/Pricing.swift": "public struct Price {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [
                        .init("Home", ["Facade"]), .init("Facade", ["Routing"]), .init("Routing"),
                    ]),
                    "Sources/Home/Home.swift": "import Facade\nimport Routing\nimport Foundation\n",
                    "Sources/Facade/Facade.swift": "@_exported import Routing\n",
                    "Sources/Routing/Route.swift": "public protocol Route {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let graph = context.graph
        let reexports = context.reexports
        let modules = graph.modules
        let positionByName = graph.positionByName
        let ends = graph.edgeEnds
        let isTarget = modules.map(\.isTarget)
        // Each target's declared dependencies fill one set of module positions. A name no
        // module has cannot be imported from the graph, so leaving it out changes nothing.
        var declared: [Int: Set<Int>] = [:]
        for run in graph.dependenciesByTarget {
            guard let target = positionByName[run.target] else { continue }
            var group: Set<Int> = []
            for dependency in run.dependencies {
                for module in dependency.modules {
                    if let position = positionByName[module] { group.insert(position) }
                    for more in reexports[module] ?? [] {
                        if let position = positionByName[more] { group.insert(position) }
                    }
                }
            }
            declared[target, default: []].formUnion(group)
        }

        // The import edges hold every import of a module other than the file's owner, at its
        // place: walking them, rather than every import of every file, costs one look-up per
        // pair of modules.
        // One finding per importer and imported module, at the first import, with the others as
        // further places: the manifest lacks one declaration, however many files import.
        var broken = BrokenEdges<Void>(moduleCount: modules.count)
        let edges = graph.edges
        var checkedSource = -1
        var isCheckedSource = false
        var ownDeclared: Set<Int> = []
        for index in edges.indices where edges[index].kind == .import {
            let from = ends.from[index], to = ends.to[index]
            guard from >= 0, to >= 0, isTarget[to] else { continue }
            if from != checkedSource {
                checkedSource = from
                isCheckedSource = modules[from].isTarget && context.isChecked(modules[from])
                ownDeclared = declared[from] ?? []
            }
            guard isCheckedSource, !ownDeclared.contains(to) else { continue }
            broken.add(from: from, to: to, kind: .import, places: edges[index].locations) {}
        }
        return broken.findings(modules) { source, target, _, _ in
            let manifest = source.location?.file ?? "Package.swift"
            return ("'\(source.name)' imports '\(target.name)' without declaring it in \(manifest)", [])
        }
    }
}
