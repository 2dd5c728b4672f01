import ArchCore
import ArchModuleGraph

/// A target should not declare dependencies it never imports.
public struct UnusedDependencyRule: Rule {
    public static let id = RuleID("unused-dependency")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Unused dependency",
            summary: "A target declares a dependency on a module of the repository (in Package.swift, or in the Xcode project of an Xcode target) that none of its files imports.",
            rationale: "Unused dependencies make the graph claim couplings that do not exist, slow builds, and can hide cycles. Imports through a re-export (`@_exported import`) count as use. A dependency on a plugin, a macro or an executable (a target with a `main.swift` included) is used without an import, to build it, and is never reported.",
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
                RuleExample([
                    "Package.swift": ExampleManifest.package("Tools", [.init("Runner", ["Generator"]), .init("Generator")]),
                    "Sources/Runner/Runner.swift": "// runs the generator it has built\n",
                    "Sources/Generator/main.swift": "print(\"generated\")\n",
                ]),
            ]
        )
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        let graph = context.graph
        let reexports = context.reexports
        let positionByName = graph.positionByName
        var imported = ImportedModules(context)

        var findings: [RuleFinding] = []
        let modules = graph.modules
        // Only modules one imports can be unused imports: not plugins, macros or tools. A plain
        // target with a `main.swift` is a tool too (SwiftPM before tools 5.4 has no other way
        // to say so): a test depends on it to have it built, and runs it.
        var hasMain: Set<String> = []
        for file in graph.files where file.path.hasSuffix("/main.swift") { hasMain.formUnion(file.modules) }
        let isImportable = modules.map { $0.isTarget && ![.executable, .plugin, .macro].contains($0.kind) && !hasMain.contains($0.name) }
        for run in graph.dependenciesByTarget {
            guard let owner = graph.module(named: run.target), context.isChecked(owner) else { continue }
            imported.gather(for: owner.name)
            for dependency in run.dependencies {
                let importable = dependency.modules.compactMap { positionByName[$0] }.filter { isImportable[$0] }
                guard !importable.isEmpty else { continue }
                let isUsed = importable.contains { position in
                    imported.contains(modules[position].name) || (reexports[modules[position].name]?.contains(where: imported.contains) ?? false)
                }
                if !isUsed {
                    findings.append(RuleFinding(
                        message: "'\(owner.name)' declares a dependency on '\(dependency.name)' but none of its files imports \(importable.count == 1 ? "it" : "its modules")",
                        location: dependency.location,
                        dependency: importable.count == 1 ? .init(from: owner.name, to: modules[importable[0]].name) : nil,
                        symbol: importable.count == 1 ? nil : dependency.name))
                }
            }
        }
        return findings
    }
}

/// What one module imports, gathered for one module at a time: the targets of its import
/// edges (which hold every import of another module), the module itself when one of its files
/// imports it, and what those re-export. Names are marked at their module positions, so that
/// asking costs one look-up and gathering hashes no name an edge's position already gives;
/// a name no module has goes into a set.
private struct ImportedModules {
    private let graph: ModuleGraph
    private let reexports: [String: Set<String>]
    private let positionByName: [String: Int]
    private let from: [Int]
    private let to: [Int]
    /// By module position: the first and one past the last edge it is the source of.
    private var firstEdge: [Int]
    private var endEdge: [Int]
    /// By module position: the module for whom the name there was last marked, -1 for none.
    private var markedFor: [Int]
    private var current = -1
    private var unplaced: Set<String> = []

    init(_ context: RuleContext) {
        graph = context.graph
        reexports = context.reexports
        positionByName = graph.positionByName
        from = graph.edgeEnds.from
        to = graph.edgeEnds.to
        let count = graph.modules.count
        firstEdge = [Int](repeating: 0, count: count)
        endEdge = [Int](repeating: 0, count: count)
        markedFor = [Int](repeating: -1, count: count)
        for index in from.indices.reversed() where from[index] >= 0 {
            firstEdge[from[index]] = index
            if endEdge[from[index]] == 0 { endEdge[from[index]] = index + 1 }
        }
    }

    /// Gathers what the module of that name imports; asking is about it until the next call.
    mutating func gather(for module: String) {
        unplaced = []
        guard let position = positionByName[module] else {
            current = -1
            return
        }
        current = position
        let edges = graph.edges
        for index in firstEdge[position]..<endEdge[position] where from[index] == position && edges[index].kind == .import {
            use(edges[index].to, at: to[index])
        }
        if graph.selfImporting.contains(module) { use(module, at: position) }
    }

    private mutating func use(_ name: String, at position: Int) {
        mark(name, at: position)
        for more in reexports[name] ?? [] { mark(more, at: positionByName[more] ?? -1) }
    }

    private mutating func mark(_ name: String, at position: Int) {
        if position >= 0 { markedFor[position] = current } else { unplaced.insert(name) }
    }

    /// Whether the module gathered last imports `name`.
    func contains(_ name: String) -> Bool {
        if let position = positionByName[name] { return current >= 0 && markedFor[position] == current }
        return unplaced.contains(name)
    }
}
