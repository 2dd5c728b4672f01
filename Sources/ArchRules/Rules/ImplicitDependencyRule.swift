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
        let reexports = context.reexports
        let modules = graph.modules
        let positionByName = context.positions.positionByName
        let isTarget = modules.map(\.isTarget)
        // Declared dependencies come grouped by target: each group fills one set, joined into
        // the table once.
        var declared: [String: Set<String>] = [:]
        var groupTarget: String?
        var group: Set<String> = []
        for dependency in graph.declaredDependencies {
            if dependency.target != groupTarget {
                if let groupTarget { UnusedDependencyRule.join(group, into: &declared, at: groupTarget) }
                groupTarget = dependency.target
                group = []
            }
            for module in dependency.modules {
                group.insert(module)
                if !reexports.isEmpty, let more = reexports[module] { group.formUnion(more) }
            }
        }
        if let groupTarget { UnusedDependencyRule.join(group, into: &declared, at: groupTarget) }

        var findings: [RuleFinding] = []
        // The files of a module mostly come one after another: look their owner up once per run.
        var runOwner: String?
        var owner: Module?
        var ownDeclared: Set<String> = []
        // By index: `for file in files` and `for declaration in imports` copied every file and
        // every import (each a handful of references to retain and release), on every check.
        let files = graph.files
        for fileIndex in files.indices {
            guard let ownerName = files[fileIndex].module else { continue }
            if ownerName != runOwner {
                runOwner = ownerName
                owner = graph.module(named: ownerName).flatMap { $0.isTarget && context.isChecked($0) ? $0 : nil }
                ownDeclared = declared[ownerName, default: []]
            }
            guard let owner else { continue }
            let imports = files[fileIndex].summary.imports
            for importIndex in imports.indices where imports[importIndex].module != ownerName {
                guard let position = positionByName[imports[importIndex].module], isTarget[position],
                      !ownDeclared.contains(modules[position].name) else { continue }
                let declaration = imports[importIndex]
                let file = files[fileIndex]
                let imported = modules[position].name
                let manifest = owner.location?.file ?? "Package.swift"
                findings.append(RuleFinding(
                    message: "'\(ownerName)' imports '\(imported)' without declaring it in \(manifest)",
                    location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column),
                    dependency: .init(from: ownerName, to: imported)))
            }
        }
        return findings
    }
}
