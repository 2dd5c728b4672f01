import ArchCore
import ArchModuleGraph

/// What every style reads: the modules to place, the composition roots, the feature folders,
/// and the evidence for each style.
struct StyleContext: Sendable {
    let shape: RepositoryShape
    let folders: FolderModulePlan
    /// The modules of the repository to place in layers, test targets and composition roots
    /// left out, sorted.
    let candidates: [String]
    /// The composition roots: app shells (folder modules or executables) that nothing depends
    /// on and that reach at least three quarters of the other modules that have dependencies
    /// or dependents.
    let roots: [String]
    /// Folder modules of tests (`MyAppTests/` beside an Xcode app, anything below a `Tests`
    /// folder): checked like any folder, so they always get the Tests layer, never a rank or a
    /// product layer of their own.
    let testFolders: [String]

    /// Whether a folder lies in tests: one of its folders is `Tests`, `Test`, `Specs` or ends
    /// in `Tests` (`AppUITests`).
    static func isTestPath(_ path: String?) -> Bool {
        guard let path else { return false }
        return path.split(separator: "/").contains { component in
            let lowered = component.lowercased()
            return ["test", "tests", "specs"].contains(lowered) || lowered.hasSuffix("tests")
        }
    }

    /// A share of the modules a style's names must cover to be recognised without `--style`.
    static let recognisedShare = 0.4

    init(_ request: ProposalRequest) {
        shape = request.shape
        folders = request.folders
        testFolders = request.shape.units.filter { $0.kind == .folder && ($0.name.hasSuffix("Tests") || Self.isTestPath($0.path)) }.map(\.name)
        let tests = Set(testFolders)
        let modules = request.shape.units.filter { !$0.isTest && !tests.contains($0.name) }
        let names = Set(modules.map(\.name))
        var dependents: Set<String> = []
        var connected: Set<String> = []
        for name in names {
            let dependencies = request.shape.internalDependencies(of: name).intersection(names)
            dependents.formUnion(dependencies)
            if !dependencies.isEmpty { connected.insert(name) }
        }
        // A module with no dependency either way tells nothing about what a shell reaches.
        connected.formUnion(dependents)
        let shellKinds: Set = [ModuleKind.folder, .executable]
        let featureModules = Set(request.folders.modules.filter { $0.role != .other }.map(\.name))
        roots = modules.filter { module in
            guard shellKinds.contains(module.kind), !dependents.contains(module.name), !featureModules.contains(module.name) else { return false }
            let others = connected.count - 1
            return others > 0 && Self.reach(from: module.name, in: request.shape, within: names).count * 4 >= others * 3
        }.map(\.name)
        let rootSet = Set(roots)
        candidates = modules.map(\.name).filter { !rootSet.contains($0) }
    }

    /// The modules `start` depends on, directly or not, within `names`: a breadth-first walk.
    static func reach(from start: String, in shape: RepositoryShape, within names: Set<String>) -> Set<String> {
        var seen: Set<String> = [start]
        var queue = [start]
        var position = 0
        while position < queue.count {
            for next in shape.internalDependencies(of: queue[position]).sorted() where names.contains(next) && seen.insert(next).inserted {
                queue.append(next)
            }
            position += 1
        }
        seen.remove(start)
        return seen
    }

    // MARK: Clean layers

    /// The Clean layers by module-name suffix, top first.
    static let cleanLayers: [(layer: String, suffix: String)] = [
        ("Presentation", "Feature"), ("Domain", "Domain"), ("Data", "Data"), ("Abstraction", "Abstraction"),
    ]

    func cleanMembers(_ suffix: String) -> [String] {
        candidates.filter { $0.hasSuffix(suffix) }
    }

    // MARK: Route + Module

    var businessModules: [String] {
        let routes = Set(routingModules + facadeModules)
        return candidates.filter { $0.hasSuffix("Module") && !routes.contains($0) }
    }

    var routingModules: [String] {
        candidates.filter { $0.hasSuffix("Routing") || $0.hasSuffix("Router") || $0.hasSuffix("Routes") }
    }

    var facadeModules: [String] {
        candidates.filter { $0.hasSuffix("Facade") && !($0.hasSuffix("Routing") || $0.hasSuffix("Router") || $0.hasSuffix("Routes")) }
    }

    // MARK: Feature folders

    /// The modules that are features: folder modules of feature folders, and targets whose
    /// folder is one.
    var featureModules: [String] {
        let folderFeatures = folders.modules.filter { $0.role == .feature }.map(\.name)
        let featurePaths = Set(folders.featureFolders?.features ?? [])
        let targetFeatures = shape.units.filter { unit in unit.path.map { featurePaths.contains($0) } ?? false }.map(\.name)
        let names = Set(candidates)
        return Set(folderFeatures + targetFeatures).filter { names.contains($0) }.sorted()
    }

    /// Folder modules beside the feature folders, and targets beside features that are targets.
    var infrastructureModules: [String] {
        let names = Set(candidates)
        let featurePaths = Set(folders.featureFolders?.features ?? [])
        let parents = Set(shape.units.compactMap { unit in unit.path.flatMap { featurePaths.contains($0) ? RelativePath.directory(of: $0) : nil } })
        let targets = shape.units.filter { unit in
            unit.kind != .folder && unit.path.map { !featurePaths.contains($0) && parents.contains(RelativePath.directory(of: $0)) } ?? false
        }.map(\.name)
        let folderModules = folders.modules.filter { $0.role == .infrastructure }.map(\.name)
        return Set(folderModules + targets).filter { names.contains($0) }.sorted()
    }

    // MARK: Evidence

    /// What the style was recognised from; nil when the repository does not show it clearly
    /// enough to choose it unasked.
    /// - Parameter forced: whether `--style` asked for it: then any evidence is described.
    func evidence(_ style: ArchitectureStyle, forced: Bool = false) -> String? {
        switch style {
        case .clean:
            let groups = Self.cleanLayers.map { (suffix: $0.suffix, members: cleanMembers($0.suffix)) }.filter { !$0.members.isEmpty }
            let matched = groups.reduce(0) { $0 + $1.members.count }
            if !forced {
                guard groups.count >= 2, groups.contains(where: { $0.suffix == "Domain" }), covers(matched) else { return nil }
            }
            return "module-name suffixes: " + groups.map { "\($0.members.count) *\($0.suffix)" }.joined(separator: ", ")
                + " (\(matched) of \(candidates.count) modules)"
        case .routeModule:
            let business = businessModules
            let routes = routingModules + facadeModules
            guard forced || (business.count >= 2 && !routes.isEmpty && covers(business.count + routes.count)) else { return nil }
            return "\(business.count) business modules named *Module (\(business.joined(separator: ", "))) beside "
                + (routes.isEmpty ? "no routing or facade module" : routes.joined(separator: " and "))
        case .featureLayers:
            let features = featureModules
            guard !features.isEmpty, let layout = folders.featureFolders,
                  forced || covers(features.count + infrastructureModules.count) else { return nil }
            return "\(features.count) feature folder\(features.count == 1 ? "" : "s") (\(features.joined(separator: ", "))) each with "
                + layout.sublayers.map(\.path).joined(separator: ", ")
        case .ranks:
            return forced ? "\(candidates.count) modules, ranked by their dependencies"
                : "the dependencies between the modules: no known layout fits"
        }
    }

    /// Whether `count` modules are enough of the repository's to recognise a style by: a few
    /// modules of a known shape in a large repository (fixtures, say) are not its architecture.
    func covers(_ count: Int) -> Bool {
        Double(count) >= Self.recognisedShare * Double(candidates.count)
    }

    /// Why `style` cannot describe the repository at all; nil when it can.
    func mismatch(_ style: ArchitectureStyle) -> String? {
        switch style {
        case .clean:
            let present = Self.cleanLayers.filter { !cleanMembers($0.suffix).isEmpty }
            guard present.count >= 2 else {
                let found = present.map { "*\($0.suffix)" }.joined(separator: ", ")
                return "Clean layers need modules of at least two of *Feature, *Domain, *Data and *Abstraction"
                    + (found.isEmpty ? "; there are none" : "; there are only \(found) modules")
            }
            return nil
        case .routeModule:
            return businessModules.isEmpty ? "no module's name ends in 'Module', so there are no business modules" : nil
        case .featureLayers:
            guard featureModules.isEmpty else { return nil }
            return "no folder holds the feature layout (at least \(FeatureFolders.requiredFolders) of "
                + FeatureFolders.canonical.map(\.path).joined(separator: ", ") + ", Service among them) as its own module"
        case .ranks:
            return nil
        }
    }
}
