import ArchCore
import ArchModel

/// A target should not declare dependencies it never imports.
public struct UnusedDependencyRule: Rule {
    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: "unused-dependency",
            name: "Unused dependency",
            summary: "A target declares a module of the repository in Package.swift that none of its files imports.",
            rationale: "Unused dependencies make the graph claim couplings that do not exist, slow builds, and can hide cycles. Imports through a re-export (`@_exported import`) count as use.",
            defaultSeverity: .warning,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket", ["Catalog", "↓Pricing"]), .init("Catalog"), .init("Pricing")]),
                    "Sources/Basket/Basket.swift": "import Catalog\n// import Pricing\n",
                    "Sources/Catalog/Catalog.swift": "public struct Product {}\n",
                    "Sources/Pricing/Pricing.swift": "public struct Price {}\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [
                        .init("Home", ["Facade", "Routing"]), .init("Facade", ["Routing"]), .init("Routing"),
                    ]),
                    "Sources/Home/Home.swift": "import Facade\n",
                    "Sources/Facade/Facade.swift": "@_exported import Routing\n",
                    "Sources/Routing/Route.swift": "public protocol Route {}\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let graph = context.graph
        let reexports = context.reexports
        // The files of a module mostly come one after another: each run of them fills one set,
        // joined into the table once, so an import costs one hash rather than three or four.
        var imported: [String: Set<String>] = [:]
        var runOwner: String?
        var run: Set<String> = []
        for file in graph.files {
            guard let owner = file.module else { continue }
            if owner != runOwner {
                if let runOwner { imported[runOwner, default: []].formUnion(run) }
                runOwner = owner
                run = []
            }
            for declaration in file.summary.imports {
                run.insert(declaration.module)
                if !reexports.isEmpty, let more = reexports[declaration.module] { run.formUnion(more) }
            }
        }
        if let runOwner { imported[runOwner, default: []].formUnion(run) }

        var findings: [RuleFinding] = []
        // Declared dependencies come grouped by target: look the target up once per group.
        var groupTarget: String?
        var owner: Module?
        var uses: Set<String> = []
        for dependency in graph.declaredDependencies {
            if dependency.target != groupTarget {
                groupTarget = dependency.target
                owner = graph.module(named: dependency.target).flatMap { context.isChecked($0) ? $0 : nil }
                uses = owner.map { imported[$0.name, default: []] } ?? []
            }
            guard let owner else { continue }
            // Only modules one imports can be unused imports: not plugins, macros or tools.
            let importable = dependency.modules.compactMap { graph.module(named: $0) }
                .filter { $0.isTarget && ![.executable, .plugin, .macro].contains($0.kind) }
            guard !importable.isEmpty else { continue }
            let isUsed = importable.contains { module in
                uses.contains(module.name) || !uses.isDisjoint(with: reexports[module.name, default: []])
            }
            if !isUsed {
                findings.append(RuleFinding(
                    message: "'\(owner.name)' declares a dependency on '\(dependency.name)' but none of its files imports \(importable.count == 1 ? "it" : "its modules")",
                    location: dependency.location,
                    dependency: importable.count == 1 ? .init(from: owner.name, to: importable[0].name) : nil,
                    symbol: importable.count == 1 ? nil : dependency.name))
            }
        }
        return findings
    }
}
