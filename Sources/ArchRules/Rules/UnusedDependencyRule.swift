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
        let positions = context.positions
        // What each module imports: the targets of its import edges, which hold every import of
        // another module, and the module itself when one of its files imports it. Edges come
        // sorted by source, so each source's run fills one set, joined into the table once.
        var imported: [String: Set<String>] = [:]
        var runSource: String?
        var run: Set<String> = []
        func use(_ module: String) {
            run.insert(module)
            if !reexports.isEmpty, let more = reexports[module] { run.formUnion(more) }
        }
        let edges = graph.edges
        for index in edges.indices where edges[index].kind == .import {
            let source = edges[index].from
            if source != runSource {
                if let runSource { Self.join(run, into: &imported, at: runSource) }
                runSource = source
                run = []
                if graph.selfImporting.contains(source) { use(source) }
            }
            use(edges[index].to)
        }
        if let runSource { Self.join(run, into: &imported, at: runSource) }
        // A module that imports only itself has no import edge.
        for module in graph.selfImporting where imported[module] == nil {
            run = []
            use(module)
            imported[module] = run
        }

        var findings: [RuleFinding] = []
        let modules = graph.modules
        let positionByName = positions.positionByName
        // Only modules one imports can be unused imports: not plugins, macros or tools.
        let isImportable = modules.map { $0.isTarget && ![.executable, .plugin, .macro].contains($0.kind) }
        // Declared dependencies come grouped by target: look the target up once per group.
        let dependencies = graph.declaredDependencies
        var groupTarget: String?
        var owner: Module?
        var uses: Set<String> = []
        for index in dependencies.indices {
            let target = dependencies[index].target
            if target != groupTarget {
                groupTarget = target
                owner = graph.module(named: target).flatMap { context.isChecked($0) ? $0 : nil }
                uses = owner.map { imported[$0.name, default: []] } ?? []
            }
            guard let owner else { continue }
            let importable = dependencies[index].modules.compactMap { positionByName[$0] }.filter { isImportable[$0] }
            guard !importable.isEmpty else { continue }
            let isUsed = importable.contains { position in
                uses.contains(modules[position].name) || !uses.isDisjoint(with: reexports[modules[position].name, default: []])
            }
            if !isUsed {
                let dependency = dependencies[index]
                findings.append(RuleFinding(
                    message: "'\(owner.name)' declares a dependency on '\(dependency.name)' but none of its files imports \(importable.count == 1 ? "it" : "its modules")",
                    location: dependency.location,
                    dependency: importable.count == 1 ? .init(from: owner.name, to: modules[importable[0]].name) : nil,
                    symbol: importable.count == 1 ? nil : dependency.name))
            }
        }
        return findings
    }

    /// Adds a run's set to a table entry: moved in whole when the entry is new, which is the
    /// usual case, rather than rehashed element by element.
    static func join(_ run: Set<String>, into table: inout [String: Set<String>], at key: String) {
        if table[key] == nil {
            table[key] = run
        } else {
            table[key]?.formUnion(run)
        }
    }
}
