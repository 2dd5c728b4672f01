import ArchAnalysis
import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchRuleCatalogue
import Foundation

/// Works out, from a finished analysis, the fixes that have exactly one right answer, and the
/// findings to leave to people with the reason. A pure computation over the analysis and the
/// files' bytes; the command writes the result.
///
/// - implicit-dependency: the imported target of the same package, or the one library product
///   of another package that vends it, when the manifest already depends on that package.
/// - unused-dependency: the entry goes, unless the dependency has no Swift file (resources,
///   C headers); the rule itself never reports plugins, macros, tools or re-exported modules.
/// - Stale debt: see `DebtPlanner`.
///
/// Findings a baseline accepts are fixed too (that is how a baseline shrinks); findings an
/// `except` line or a suppression comment accepts are the team's decision and stay.
public struct FixPlanner {
    let analysis: Analysis
    let request: FixRequest
    /// The bytes of a root-relative file.
    let contents: (String) -> [UInt8]?
    /// SwiftPM's reading of an edited manifest against the static readings of it and of the
    /// original: nil when they agree or SwiftPM cannot be asked, else what differs.
    let confirm: ((_ path: String, _ original: [UInt8], _ edited: [UInt8], _ before: PackageManifest, _ after: PackageManifest) -> String?)?

    /// Looked up once per finding, so made once: the modules with Swift files, the declared
    /// entries by place, and how many targets each import name has.
    private let modulesWithSwiftFiles: Set<String>
    private let declaredByPlace: [SourceLocation: [DeclaredDependency]]
    private let targetsByImportName: [String: [Module]]

    /// The `Package@swift-*.swift` files beside a root-relative manifest.
    let versionSpecificManifests: (String) -> [String]
    /// A manifest as the analysis reads it (statically, or by SwiftPM where it may run), for
    /// the products and packages it declares; the edits themselves need a static reading.
    let readManifest: (_ path: String, _ contents: [UInt8]) -> PackageManifest?

    public init(analysis: Analysis, request: FixRequest, contents: @escaping (String) -> [UInt8]?,
                confirm: ((String, [UInt8], [UInt8], PackageManifest, PackageManifest) -> String?)?,
                versionSpecificManifests: @escaping (String) -> [String] = { _ in [] },
                readManifest: ((String, [UInt8]) -> PackageManifest?)? = nil) {
        self.versionSpecificManifests = versionSpecificManifests
        let root = analysis.request.root
        self.readManifest = readManifest ?? { path, bytes in
            StaticManifestReader().read(ManifestInput(fileURL: root.appendingPathComponent(path), relativePath: path, contents: bytes)).manifest
        }
        self.analysis = analysis
        self.request = request
        self.contents = contents
        self.confirm = confirm
        modulesWithSwiftFiles = Set(analysis.graph.files.flatMap(\.modules))
        declaredByPlace = Dictionary(grouping: analysis.graph.declaredDependencies, by: \.location)
        targetsByImportName = Dictionary(grouping: analysis.graph.modules.filter(\.isTarget), by: \.importName)
    }

    /// One dependency change, with the finding it resolves.
    struct Planned {
        var change: DependencyChange
        var rule: String
        var finding: Diagnostic
        /// The entry as SwiftPM spells it, for the line to write by hand.
        var entry: String
    }

    public func plan() -> FixPlan {
        var plan = FixPlan()
        var byManifest: [String: [Planned]] = [:]
        // Many findings name the same few manifests: each is read once.
        var readings = Readings(read: read)
        let baselined = analysis.accepted.filter { if case .baseline = $0.acceptance { true } else { false } }.map(\.finding)
        let fixable = Set(FixRequest.manifestRules)
        for finding in analysis.diagnostics + baselined where fixable.contains(finding.ruleID) && request.includes(rule: finding.ruleID) {
            guard let dependency = finding.dependency ?? declared(at: finding.location).map({ .init(from: $0.target, to: $0.name) }) else {
                plan.leftAlone.append(FixPlan.LeftAlone(
                    rule: finding.ruleID, finding: finding.location, message: finding.message,
                    reason: "several targets share the entry, and the finding does not say whose it is",
                    byHand: "remove the entry from the list of the target that does not use it"))
                continue
            }
            guard request.includes(module: dependency.from) else { continue }
            let outcome: Result<(String, Planned), FixPlan.LeftAlone>
            switch finding.ruleID {
            case ImplicitDependencyRule.id.rawValue: outcome = addition(for: finding, dependency, readings: &readings)
            case UnusedDependencyRule.id.rawValue: outcome = removal(for: finding)
            default: continue
            }
            switch outcome {
            case .success(let (manifest, planned)): byManifest[manifest, default: []].append(planned)
            case .failure(let leftAlone): plan.leftAlone.append(leftAlone)
            }
        }
        for path in byManifest.keys.sorted() {
            apply(byManifest[path]!, to: path, in: &plan)
        }
        if request.modules.isEmpty {
            DebtPlanner(analysis: analysis, request: request, contents: contents).plan(into: &plan)
        }
        plan.sort()
        return plan
    }

    // MARK: - Implicit dependencies

    private func addition(for finding: Diagnostic, _ dependency: Diagnostic.Dependency,
                          readings: inout Readings) -> Result<(String, Planned), FixPlan.LeftAlone> {
        let graph = analysis.graph
        func leave(_ reason: String, byHand: String? = nil) -> Result<(String, Planned), FixPlan.LeftAlone> {
            .failure(FixPlan.LeftAlone(rule: finding.ruleID, finding: finding.location, message: finding.message, reason: reason, byHand: byHand))
        }
        guard let importer = graph.module(named: dependency.from), let imported = graph.module(named: dependency.to) else {
            return leave("archkit finds no module \(dependency.from) or \(dependency.to)")
        }
        let name = imported.importName, target = importer.importName
        guard let manifestPath = importer.packageManifest else {
            return leave("\(target) is declared in an Xcode project, which archkit does not edit yet",
                         byHand: "in Xcode, add \(name) to Frameworks and Libraries of target \(target)")
        }
        let offering = targetsByImportName[name] ?? []
        guard offering.count == 1 else {
            let places = offering.compactMap { $0.location?.file }.sorted().joined(separator: ", ")
            return leave("\(name) is a module of \(offering.count) packages or projects (\(places)); archkit does not guess which is meant",
                         byHand: "add the product that vends the \(name) you mean to \(target)'s dependencies")
        }
        guard let theirPath = imported.packageManifest else {
            return leave("\(name) is declared in an Xcode project, which a package cannot depend on")
        }
        if theirPath == manifestPath {
            let entry = TargetAddition.Dependency.target(name)
            return .success((manifestPath, Planned(change: .add(entry, target: target), rule: finding.ruleID, finding: finding, entry: entry.swift)))
        }
        let theirFolder = RelativePath.directory(of: theirPath)
        // The package at the top is named by the repository's own folder.
        let folderName = theirFolder.isEmpty ? analysis.request.root.standardizedFileURL.lastPathComponent : RelativePath.lastComponent(of: theirFolder)
        let identity = folderName.lowercased()
        let guessed = TargetAddition.Dependency.product(name, package: folderName).swift
        guard let theirs = readings[theirPath] else {
            return leave("archkit cannot read \(theirPath), so it cannot tell which product vends \(name)",
                         byHand: "add the product of \(theirPath) that vends \(name), such as \(guessed), to \(target)'s dependencies")
        }
        let products = theirs.products.filter { $0.kind == .library && $0.targets.contains(name) }
        guard let product = products.first(where: { $0.name == name }) ?? (products.count == 1 ? products[0] : nil) else {
            if products.isEmpty {
                return leave("package \(theirs.name) vends no library product with \(name)",
                             byHand: "add .library(name: \"\(name)\", targets: [\"\(name)\"]) to the products of \(theirPath), then \(guessed) to \(target)'s dependencies")
            }
            return leave("the products \(products.map(\.name).sorted().joined(separator: ", ")) of package \(theirs.name) all vend \(name); archkit does not guess which is meant",
                         byHand: "add the one you mean to \(target)'s dependencies")
        }
        guard let ours = readings[manifestPath] else {
            return leave("archkit cannot read \(manifestPath)",
                         byHand: "add \(TargetAddition.Dependency.product(product.name, package: folderName).swift) to \(target)'s dependencies")
        }
        let ourFolder = RelativePath.directory(of: manifestPath)
        // The dependency whose path leads to the package's folder; else, as SwiftPM matches
        // `package:` names, the one of its identity (a path that leads elsewhere is
        // `missing-package-path`'s to report, and the other entries already rely on it).
        let declared = ours.dependencies.first { package in
            guard case .fileSystem(let path) = package.kind, !path.hasPrefix("/") else { return false }
            return RelativePath.join(ourFolder, path) == theirFolder
        } ?? ours.dependencies.first { $0.identity == identity }
        guard let declared else {
            let path = Self.relativePath(from: ourFolder, to: theirFolder)
            let entry = TargetAddition.Dependency.product(product.name, package: folderName)
            return leave("\(manifestPath) declares no dependency on package \(folderName); archkit adds no package dependency",
                         byHand: "add .package(path: \"\(path)\") to the package's dependencies, and \(entry.swift) to \(target)'s")
        }
        // As the manifest already names the package in its entries, else as SwiftPM knows it.
        let written = ours.targets.lazy.flatMap(\.dependencies).compactMap { entry -> String? in
            guard case .product(let package?) = entry.kind,
                  package.lowercased() == declared.identity || package == declared.name else { return nil }
            return package
        }.first
        let entry = TargetAddition.Dependency.product(product.name, package: written ?? declared.name ?? folderName)
        return .success((manifestPath, Planned(change: .add(entry, target: target), rule: finding.ruleID, finding: finding, entry: entry.swift)))
    }

    // MARK: - Unused dependencies

    private func removal(for finding: Diagnostic) -> Result<(String, Planned), FixPlan.LeftAlone> {
        func leave(_ reason: String, byHand: String? = nil) -> Result<(String, Planned), FixPlan.LeftAlone> {
            .failure(FixPlan.LeftAlone(rule: finding.ruleID, finding: finding.location, message: finding.message, reason: reason, byHand: byHand))
        }
        guard let location = finding.location, let declared = declared(at: location, by: finding.dependency?.from),
              let owner = analysis.graph.module(named: declared.target) else {
            return leave("archkit finds no declared dependency at the finding's place")
        }
        let target = owner.importName
        guard owner.packageManifest == location.file else {
            return leave("\(target) is declared in an Xcode project, which archkit does not edit yet",
                         byHand: "in Xcode, remove \(declared.name) from Frameworks and Libraries of target \(target)")
        }
        guard declared.modules.contains(where: modulesWithSwiftFiles.contains) else {
            return leave("\(declared.name) has no Swift file: a target may use it for its resources or through C headers, without an import",
                         byHand: "if \(target) uses none of its headers or resources, remove \(declared.name) from its dependencies in \(location.file):\(location.line)")
        }
        return .success((location.file, Planned(change: .remove(declared.name, target: target, line: location.line), rule: finding.ruleID,
                                                finding: finding, entry: declared.name)))
    }

    /// The entry declared at the place, by that target when it is known; nil when several
    /// targets share the entry and the finding does not say whose it is.
    private func declared(at location: SourceLocation?, by target: String? = nil) -> DeclaredDependency? {
        guard let location else { return nil }
        let entries = (declaredByPlace[location] ?? []).filter { target == nil || $0.target == target }
        return entries.count == 1 ? entries[0] : nil
    }

    // MARK: - Editing

    private func apply(_ planned: [Planned], to path: String, in plan: inout FixPlan) {
        func leave(_ item: Planned, _ reason: String, failed: Bool) {
            let byHand: String
            switch item.change {
            case .add(_, let target): byHand = "add \(item.entry) to the dependencies of target \(target) in \(path)"
            case .remove(let name, let target, let line): byHand = "remove \(name) from the dependencies of target \(target) in \(path)\(line.map { ":\($0)" } ?? "")"
            }
            plan.leftAlone.append(FixPlan.LeftAlone(rule: item.rule, finding: item.finding.location, message: item.finding.message,
                                                    reason: reason, byHand: byHand, failed: failed))
        }
        guard let original = contents(path) else {
            planned.forEach { leave($0, "archkit cannot read \(path)", failed: false) }
            return
        }
        // SwiftPM reads whichever manifest suits the toolchain: an edit of one would leave the others behind.
        let versions = versionSpecificManifests(path)
        guard versions.isEmpty else {
            planned.forEach { leave($0, "the package also has \(versions.joined(separator: ", ")), which SwiftPM reads instead with some toolchains; edit each manifest alike", failed: false) }
            return
        }
        // Removals first, then additions, each in the order of their findings: the same
        // findings give the same edits.
        let ordered = planned.filter { if case .remove = $0.change { true } else { false } } + planned.filter { if case .add = $0.change { true } else { false } }
        var unique: [Planned] = []
        var seen: Set<DependencyChange> = []
        for item in ordered where seen.insert(item.change).inserted { unique.append(item) }
        let result = DependencyListEditor.apply(unique.map(\.change), to: original, path: path)
        for refusal in result.refused {
            if let item = unique.first(where: { $0.change == refusal.change }) { leave(item, refusal.reason, failed: false) }
        }
        let applied = unique.filter { result.applied.contains($0.change) }
        guard !applied.isEmpty else { return }
        // Changes were applied, so both readings exist.
        guard let before = result.before, let after = result.after else { return }
        if let confirm, let problem = confirm(path, original, result.contents, before, after) {
            applied.forEach { leave($0, "SwiftPM reads the edited manifest differently, so it was not written: \(problem)", failed: true) }
            return
        }
        plan.files.append(FixPlan.FileChange(path: path, original: original, edited: result.contents))
        plan.notes += Self.packagesLeftUnused(path: path, before: before, after: after)
        for item in applied {
            plan.fixes.append(FixPlan.Fix(rule: item.rule, file: path, summary: item.change.description, finding: item.finding.location))
        }
    }

    private func read(_ path: String) -> PackageManifest? {
        contents(path).flatMap { readManifest(path, $0) }
    }

    /// Manifests by path, each read on first use.
    struct Readings {
        let read: (String) -> PackageManifest?
        private var known: [String: PackageManifest?] = [:]

        init(read: @escaping (String) -> PackageManifest?) {
            self.read = read
        }

        subscript(path: String) -> PackageManifest? {
            mutating get {
                if let manifest = known[path] { return manifest }
                let manifest = read(path)
                known[path] = .some(manifest)
                return manifest
            }
        }
    }

    /// The package dependencies that some entry used before the edit and none uses after it.
    /// Their `.package` lines stay (a plugin may still need one), and are named in a note.
    public static func packagesLeftUnused(path: String, before old: PackageManifest, after new: PackageManifest) -> [String] {
        func used(_ manifest: PackageManifest) -> Set<String> {
            Set(manifest.targets.flatMap(\.dependencies).compactMap { entry in
                if case .product(let package?) = entry.kind { return package.lowercased() } else { return nil }
            })
        }
        // A plain name may be a product of any package: then no package is known to be unused.
        let targetNames = Set(new.targets.map(\.name))
        guard !new.targets.flatMap(\.dependencies).contains(where: { $0.kind == .byName && !targetNames.contains($0.name) }) else { return [] }
        let usedBefore = used(old), usedAfter = used(new)
        return new.dependencies.compactMap { package in
            let names: Set<String> = [package.identity, package.name?.lowercased()].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
            guard !names.isDisjoint(with: usedBefore), names.isDisjoint(with: usedAfter) else { return nil }
            let shown: String
            switch package.kind {
            case .fileSystem(let location), .sourceControl(let location): shown = PackageIdentity.defaultName(location)
            case .registry(let id): shown = id
            }
            return "\(path):\(package.location.line): no target depends on package \(package.name ?? shown) any more; "
                + "remove its .package entry if nothing else needs it"
        }
    }

    /// `../Abstraction` from `Packages/Domain` to `Packages/Abstraction`.
    static func relativePath(from folder: String, to target: String) -> String {
        let from = folder.split(separator: "/"), to = target.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let path = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
