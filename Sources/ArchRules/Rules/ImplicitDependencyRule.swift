import ArchCore
import ArchModel

/// A target's files may import only modules that its manifest declares.
public struct ImplicitDependencyRule: Rule {
    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: "implicit-dependency",
            name: "Implicit dependency",
            summary: "A file imports a module of the repository that its target does not declare in Package.swift.",
            rationale: "Such an import builds only because something else happens to pull the module in; it breaks when that changes, and the manifest no longer tells the truth about the architecture. A module re-exported (`@_exported import`) by a declared dependency counts as declared.",
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket", ["Catalog"]), .init("Catalog", ["Pricing"]), .init("Pricing")]),
                    "Sources/Basket/Basket.swift": "import Catalog\n↓import Pricing\n",
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
        var declared: [String: Set<String>] = [:]
        for dependency in graph.declaredDependencies {
            for module in dependency.modules {
                declared[dependency.target, default: []].insert(module)
                declared[dependency.target, default: []].formUnion(context.reexports[module, default: []])
            }
        }
        var findings: [RuleFinding] = []
        for file in graph.files {
            guard let ownerName = file.module, let owner = graph.module(named: ownerName),
                  owner.isTarget, context.isChecked(owner) else { continue }
            for declaration in file.summary.imports where declaration.module != ownerName {
                guard let imported = graph.module(named: declaration.module), imported.isTarget,
                      !declared[ownerName, default: []].contains(imported.name) else { continue }
                let manifest = owner.location?.file ?? "Package.swift"
                findings.append(RuleFinding(
                    message: "'\(ownerName)' imports '\(imported.name)' without declaring it in \(manifest)",
                    location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column),
                    dependency: .init(from: ownerName, to: imported.name)))
            }
        }
        return findings
    }
}
