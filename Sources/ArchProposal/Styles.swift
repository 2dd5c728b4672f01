import ArchCore
import ArchRulesFile
import ArchModuleGraph

/// The modules no style layer took, as one layer below the style's own: placed by where they
/// sit in the graph, so that a layer may use it only where the repository already does and it
/// does not use that layer back.
struct SharedLayer: Sendable {
    let name: String

    /// Adds the layer for the modules `plan` has not placed.
    func add(to plan: inout LayerPlan, context: StyleContext, why: String) {
        plan.add(name, context.candidates.filter { plan.layerOf[$0] == nil }, why: [why])
    }

    /// `allow` targets for `layer`: `wanted`, the layers of the style it may use, plus this
    /// layer when more of the repository's module edges go from `layer` to it than back: one
    /// back-edge, which is the finding, must not take away the way the repository is built.
    func targets(of layer: String, wanted: [String], plan: LayerPlan, context: StyleContext) -> [String] {
        guard plan.contains(layer) else { return [] }
        var targets = wanted.filter { plan.contains($0) && $0 != layer }
        if plan.contains(name) {
            var forward = 0, backward = 0
            for (module, dependencies) in context.shape.dependencies {
                guard let from = plan.layerOf[module], from == layer || from == name else { continue }
                for dependency in dependencies {
                    guard let to = plan.layerOf[dependency] else { continue }
                    if from == layer, to == name { forward += 1 }
                    if from == name, to == layer { backward += 1 }
                }
            }
            if forward > backward { targets.append(name) }
        }
        return targets
    }

    /// `allow` targets for this layer itself: those of `bases` it is seen to use.
    func ownTargets(bases: [String], plan: LayerPlan, context: StyleContext) -> [String] {
        let observed = plan.observedDependencies(context.shape)[name] ?? []
        return bases.filter { plan.contains($0) && observed.contains($0) }
    }
}

/// Clean Architecture across packages: Presentation → Domain → Abstraction ← Data, with the
/// modules of no such name (networking, utilities) in one layer named after their folder.
struct CleanStyle {
    let context: StyleContext

    static let uiAndStorage = "UIKit SwiftUI Combine WebKit CoreData SwiftData"
    /// `public-api-leak`'s default `leak-types` less UIView, UIViewController, NSView and
    /// NSViewController; a test holds the two lists together.
    static let leakTypesWithoutViews = "NSManagedObject NSManagedObjectContext URLRequest HTTPURLResponse URLResponse ModelContext DIContainer Container Resolver"
    /// Dependency-injection containers that a Clean app wraps once, behind an abstraction.
    static let containers = ["Swinject", "Resolver", "Factory", "Needle", "Cleanse", "Dip"]

    func draft(_ plan: inout LayerPlan, _ statements: inout StyleStatements) {
        let why = [
            "Presentation": "Screens and view models: the *Feature modules.",
            "Domain": "Use cases and business rules: the *Domain modules.",
            "Data": "Repositories and services that fetch and store: the *Data modules.",
            "Abstraction": "Protocols only, which Domain and Data meet through: the *Abstraction modules.",
        ]
        for (layer, suffix) in StyleContext.cleanLayers {
            // Repositories, services and API clients fetch and store: Data's, whatever their suffix.
            let members = layer == "Presentation" ? Self.presentationMembers(context)
                : context.cleanMembers(suffix) + (layer == "Data" ? Self.dataLike(context) : [])
            plan.add(layer, members, glob: "*" + suffix, why: [why[layer] ?? ""])
        }
        let shared = SharedLayer(name: sharedName(plan))
        shared.add(to: &plan, context: context, why: "Modules of no Clean layer, placed by where they sit in the graph: below the layers that use them.")
        let observed = plan.observedDependencies(context.shape)
        let hasAbstraction = plan.contains("Abstraction")
        statements.allow("Presentation", shared.targets(of: "Presentation", wanted: ["Domain", "Abstraction"], plan: plan, context: context))
        statements.allow("Domain", shared.targets(of: "Domain", wanted: ["Abstraction"], plan: plan, context: context))
        // Data implements the contracts: in Abstraction when there is one, else in Domain.
        let dataUsesDomain = !hasAbstraction || observed["Data"]?.contains("Domain") == true
        statements.allow("Data", shared.targets(of: "Data", wanted: ["Abstraction"] + (dataUsesDomain ? ["Domain"] : []), plan: plan, context: context),
                         why: dataUsesDomain ? "Data implements the contracts the domain declares." : nil)
        statements.allow(shared.name, shared.ownTargets(bases: ["Abstraction"], plan: plan, context: context))

        let independent = ["Presentation", "Abstraction"].filter { plan.members(of: $0).count > 1 }
        var rules: [ProposalDraft.Statement] = []
        if !independent.isEmpty {
            rules.append(ProposalDraft.statement("independent", independent.joined(separator: " "), why: [
                "Features never reach into each other; abstractions depend on no module of the repository.",
            ]))
        }
        let pure = ["Domain", "Abstraction"].filter(plan.contains)
        if plan.contains("Domain") {
            rules.append(ProposalDraft.statement("forbid", "Domain", "-> " + Self.uiAndStorage, why: [
                "Business rules stay free of UI and storage frameworks.",
            ]))
        }
        if plan.contains("Abstraction") {
            rules.append(ProposalDraft.statement("forbid", "Abstraction", "-> " + Self.uiAndStorage.split(separator: " ").filter { $0 != "UIKit" }.joined(separator: " "), why: [
                "Contracts stay free of SwiftUI and storage; UIKit stays open, as the route factories of a routing abstraction",
                "return the view controllers they make.",
            ]))
        }
        if !pure.isEmpty {
            rules.append(ProposalDraft.statement("pure", pure.joined(separator: " "), why: [
                "Their public API speaks in domain values: no request, response, DTO, managed object or container type; and no URLSession.shared.",
            ]))
            rules.append(ProposalDraft.statement("leak-types", Self.leakTypesWithoutViews, why: [
                "The default list without its view types: a routing abstraction's factories return the view controllers they",
                "make, and Domain, which may not import UIKit or SwiftUI, cannot name a view anyway.",
            ]))
        }
        rules += containerBans(plan)
        statements.section(["What Clean Architecture keeps out of each layer."], rules)
    }

    /// The `*Feature` modules, less those that live apart from the features, among modules of
    /// no Clean layer that use them: a camera package's `CameraFeature`, which its `CameraUI`
    /// uses, is a part of that subsystem rather than a screen, and goes with it.
    static func presentationMembers(_ context: StyleContext) -> [String] {
        let features = context.cleanMembers("Feature")
        var folderOf: [String: String] = [:]
        for unit in context.shape.units {
            let home = unit.packageFolder.flatMap { $0.isEmpty ? nil : $0 } ?? unit.path ?? ""
            folderOf[unit.name] = RelativePath.parent(of: home) ?? ""
        }
        // The folder most features share; none when no folder holds two of them or two tie.
        var counts: [String: Int] = [:]
        for feature in features { counts[folderOf[feature] ?? "", default: 0] += 1 }
        let ranked = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        guard let common = ranked.first, common.value >= 2, ranked.dropFirst().first?.value != common.value else { return features }
        let claimed = StyleContext.cleanLayers.map(\.suffix)
        let unclaimed = Set(context.candidates.filter { name in !claimed.contains { name.hasSuffix($0) } })
        return features.filter { feature in
            guard folderOf[feature] != common.key else { return true }
            return !unclaimed.contains { context.shape.internalDependencies(of: $0).contains(feature) }
        }
    }

    /// Modules named as repositories, services or API clients (`OrderRepository`,
    /// `PaymentService`, `ShopAPI`) that no Clean suffix claims: they belong with Data, not in
    /// a shared layer the features may use.
    static func dataLike(_ context: StyleContext) -> [String] {
        let suffixes = ["Repository", "Repositories", "Service", "Services", "Client", "API", "Api"]
        let claimed = StyleContext.cleanLayers.map(\.suffix)
        return context.candidates.filter { name in
            suffixes.contains { name.hasSuffix($0) && name != $0 } && !claimed.contains { name.hasSuffix($0) }
        }
    }

    /// The folder the unsuffixed modules share below the folder of all packages
    /// (`Packages/Utilities`), when they share one and it names no other layer; else `Shared`.
    func sharedName(_ plan: LayerPlan) -> String {
        let candidates = Set(context.candidates)
        let units = context.shape.units.filter { plan.layerOf[$0.name] == nil && candidates.contains($0.name) }
        let packageFolders = context.shape.units.compactMap(\.packageFolder)
        guard !units.isEmpty, let first = packageFolders.first else { return "Shared" }
        var top = first.split(separator: "/").map(String.init)
        for folder in packageFolders.dropFirst() {
            let parts = folder.split(separator: "/").map(String.init)
            top = Array(zip(top, parts).prefix { $0 == $1 }.map(\.0))
        }
        let folderNames = Set(units.map { unit -> String in
            let parts = (unit.path ?? "").split(separator: "/").map(String.init)
            return parts.count > top.count + 1 && Array(parts.prefix(top.count)) == top ? parts[top.count] : ""
        })
        guard folderNames.count == 1, let name = folderNames.first, !name.isEmpty,
              FolderModulePlan.identifier(name) == name, !plan.contains(name), name != "App" else { return "Shared" }
        return name
    }

    /// A container that only Abstraction (and the app) imports is wrapped there: every other
    /// layer must go through the wrapper.
    func containerBans(_ plan: LayerPlan) -> [ProposalDraft.Statement] {
        var statements: [ProposalDraft.Statement] = []
        for container in Self.containers {
            let importers = context.shape.units.filter { context.shape.dependencies[$0.name]?.contains(container) == true }.map(\.name)
            let users = Set(importers.compactMap { plan.layerOf[$0] })
            guard !users.isEmpty, users.isSubset(of: ["Abstraction", "App"]) else { continue }
            let others = plan.names.filter { !users.contains($0) && $0 != "Tests" }
            guard !others.isEmpty else { continue }
            statements.append(ProposalDraft.statement("forbid", others.joined(separator: " "), "-> " + container, why: [
                "\(container) is wrapped once, in \(importers.sorted().joined(separator: ", ")): everything else resolves through the wrapper.",
            ]))
            // The wrapper's own calls into the container are the container at work, not a
            // Service Locator; the calls through the wrapper elsewhere still are.
            let wrappers = importers.filter { plan.layerOf[$0] == "Abstraction" }.sorted()
            if !wrappers.isEmpty {
                statements.append(ProposalDraft.statement("composition-root", wrappers.map(ArchRulesText.literal).joined(separator: " "), why: [
                    "The wrapper may resolve from \(container) itself.",
                ]))
            }
        }
        return statements
    }
}

/// Route + Module: business modules meet only through the routing layer and the module facade.
struct RouteModuleStyle {
    let context: StyleContext

    func draft(_ plan: inout LayerPlan, _ statements: inout StyleStatements) {
        plan.add("Routing", context.routingModules, why: ["Route and navigation protocols."])
        plan.add("Facade", context.facadeModules, glob: "*Facade", why: ["The module facade: route types per domain, module names, the event bus."])
        plan.add("Business", context.businessModules, glob: "*Module", why: ["Business modules, one per domain, reached only through routes."])
        let shared = SharedLayer(name: "Shared")
        shared.add(to: &plan, context: context, why: "Modules of neither kind, placed by where they sit in the graph: below the layers that use them.")
        statements.allow("Business", shared.targets(of: "Business", wanted: ["Facade", "Routing"], plan: plan, context: context))
        statements.allow("Facade", shared.targets(of: "Facade", wanted: ["Routing"], plan: plan, context: context))
        statements.allow(shared.name, shared.ownTargets(bases: ["Facade", "Routing"], plan: plan, context: context))
        let routeLayers = ["Facade", "Routing"].filter(plan.contains)
        var rules = [ProposalDraft.statement("route-modules", "Business", why: [
            "A business module depends on the routing layer and the facade alone, never on another business module or the shell.",
        ])]
        if !routeLayers.isEmpty {
            rules.append(ProposalDraft.statement("route-layer", routeLayers.joined(separator: " "), why: [
                "Route types live there, or in the module they lead into.",
            ]))
            rules.append(ProposalDraft.statement("forbid", routeLayers.joined(separator: " "), "-> CoreData SwiftData", why: [
                "Routes and the facade stay free of storage.",
            ]))
        }
        statements.section(["Modules meet only through routes and the facade's events."], rules)
    }
}

/// Features in folders of one target: each feature a module, its sublayers held to one
/// direction, the folders beside the features as business-free infrastructure.
struct FeatureLayersStyle {
    let context: StyleContext

    static let sublayerAllowances: [(String, [String])] = [
        ("Page", ["ViewModel", "Service"]), ("ViewModel", ["Service"]), ("Service", ["Repository", "DTO"]),
        ("Repository", ["Api", "DTO"]), ("Api", ["DTO"]), ("Di", ["*"]),
    ]

    func draft(_ plan: inout LayerPlan, _ statements: inout StyleStatements) {
        plan.add("Features", context.featureModules, why: ["Each feature folder, laid out in the same sublayers."])
        plan.add("Infrastructure", context.infrastructureModules, why: ["The folders beside the features: shared infrastructure, no business code."])
        let shared = SharedLayer(name: "Shared")
        shared.add(to: &plan, context: context, why: "Modules of neither kind, placed by where they sit in the graph: below the layers that use them.")
        statements.allow("Features", shared.targets(of: "Features", wanted: ["Infrastructure"], plan: plan, context: context))
        statements.allow(shared.name, shared.ownTargets(bases: ["Infrastructure"], plan: plan, context: context))

        var rules = [ProposalDraft.statement("independent", "Features", why: ["Features never reach into each other's internals."])]
        if plan.contains("Infrastructure") {
            rules.append(ProposalDraft.statement("infrastructure", "Infrastructure", why: [
                "Infrastructure serves the features and names none of their types.",
            ]))
        }
        rules.append(ProposalDraft.statement("forbid", "Features", "-> CoreData SwiftData", why: ["Storage stays out of the features, behind their repositories."]))
        statements.section(["Features meet only through each other's Service protocol."], rules)

        let sublayers = context.folders.featureFolders?.sublayers ?? FeatureFolders.canonical
        var inside = [ProposalDraft.statement("features", "Features")]
        inside += sublayers.map { ProposalDraft.statement("sublayer", $0.name, "= " + ArchRulesText.literal($0.path)) }
        statements.section([
            "Inside each feature: its sublayer folders (every feature has each), and the one way references go,",
            "Page → ViewModel → Service → Repository → Api / DTO. Pages may name the display models a Service declares.",
        ], inside)
        var allowances = Self.sublayerAllowances.map { ProposalDraft.statement("sublayer-allow", $0.0, "-> " + $0.1.joined(separator: " ")) }
        allowances[allowances.count - 1].why = ["Di registers the whole feature: it may reference, and construct, all of it."]
        allowances.append(ProposalDraft.statement("feature-door", "Service", why: ["Other features reach a feature only through its Service."]))
        statements.section([], allowances)
    }
}

/// No known layout: layers from the dependency ranks, each allowed to depend on those below.
struct RanksStyle {
    let context: StyleContext

    /// At most this many rank layers: deeper graphs share layers between neighbouring ranks,
    /// since each layer's `allow` line names every layer below it.
    static let maximumLayers = 12

    func draft(_ plan: inout LayerPlan, _ statements: inout StyleStatements) {
        let ranks = DependencyRanks(nodes: context.candidates, edges: context.shape.dependencies)
        let depth = (ranks.rank.values.max() ?? 0) + 1
        let layers = min(depth, Self.maximumLayers)
        // Rank r goes to layer r * layers / depth: consecutive ranks, none empty.
        func layer(ofRank rank: Int) -> Int { rank * layers / depth }
        let cycleOf = Dictionary(ranks.cycles.flatMap { cycle in cycle.map { ($0, cycle) } }, uniquingKeysWith: { first, _ in first })
        var members = Array(repeating: [String](), count: layers)
        var lowest = Array(repeating: Int.max, count: layers)
        var highest = Array(repeating: 0, count: layers)
        for name in context.candidates {
            let rank = ranks.rank[name] ?? 0
            let index = layer(ofRank: rank)
            members[index].append(name)
            lowest[index] = min(lowest[index], rank)
            highest[index] = max(highest[index], rank)
        }
        let names = Self.layerNames(members, context: context)
        for index in stride(from: layers - 1, through: 0, by: -1) {
            let ranksHere = lowest[index] == highest[index] ? "Rank \(lowest[index])" : "Ranks \(lowest[index]) to \(highest[index])"
            var why = [index == 0 && highest[index] == 0 ? "Rank 0: modules that depend on no other module of the repository."
                : "\(ranksHere): the longest path from a module down to one that depends on no other has that many steps."]
            for cycle in Set(members[index].compactMap { cycleOf[$0] }).sorted(by: { $0[0] < $1[0] }) {
                why.append("\(cycle.joined(separator: ", ")) depend on each other in a cycle, so they share a rank; dependency-cycle reports it.")
            }
            if names[index] != "Rank\(index)" {
                why.append("Named after what most of its modules share; it holds rank layer \(index) of \(layers).")
            }
            plan.add(names[index], members[index], why: why)
        }
        for index in stride(from: layers - 1, through: 1, by: -1) {
            statements.allow(names[index], stride(from: index - 1, through: 0, by: -1).map { names[$0] },
                             why: index == layers - 1 ? "Each rank may depend on the ranks below it, never on those above." : nil)
        }
    }

    /// Each rank layer's name: the folder or name ending most of its modules share
    /// (`GroupNaming`), with the layer's number when another layer or a module has that name
    /// already; `Rank3` where they share none.
    static func layerNames(_ members: [[String]], context: StyleContext) -> [String] {
        let paths = Dictionary(context.shape.units.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        let common = GroupNaming.commonFolders(of: members.joined().compactMap { paths[$0] ?? nil })
        var taken = Set(context.shape.units.map(\.name)).union(["Tests"])
        var names: [String] = []
        for (index, layer) in members.enumerated() {
            let found = GroupNaming.name(of: layer.map { GroupNaming.Member(name: $0, path: paths[$0] ?? nil) }, commonFolders: common)
            let name = [found, found.map { "\($0)\(index)" }, "Rank\(index)"].compactMap { $0 }.first { !taken.contains($0) } ?? "Rank\(index)"
            taken.insert(name)
            names.append(name)
        }
        return names
    }
}
