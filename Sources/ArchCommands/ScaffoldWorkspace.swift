import ArchAnalysis
import ArchArguments
import ArchRulesFile
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchRuleCatalogue
import ArchScaffold
import Foundation

/// Everything `archkit new` and `archkit templates` need about a repository: its rules, its
/// templates next to archkit's own, and what already exists in it.
struct ScaffoldWorkspace {
    let root: URL
    let rules: ArchitectureRules
    /// The rules file as the rules name it, root-relative when inside the root; nil without one.
    let rulesPath: String?
    let library: TemplateLibrary
    /// The repository templates folder, relative to the root, when it exists.
    let templatesFolder: String?
    private let manifestReader: any ManifestReading
    /// nil when manifests are read statically: nothing from the repository may run then.
    private let swiftPMReader: (any ManifestReading)?
    /// Removes the scratch copies of edited manifests if archkit is interrupted meanwhile.
    private var shutdown: SignalShutdown?

    /// The repository of `--path`, with the rules of `--config` and the readers of `--cache-dir`,
    /// reading manifests as `mode` says.
    init(_ command: ParsedCommand, context: CommandContext, manifests mode: ManifestMode = .static,
         manifestTimeout: Duration = ManifestReaderFactory.defaultTimeout) throws(AnalysisFailure) {
        try self.init(root: context.resolve(command[Options.path] ?? "."),
                      configFile: command[Options.config].map(context.resolve),
                      factory: context.manifestReaderFactory(command, timeout: manifestTimeout), manifests: mode)
        shutdown = context.shutdown
    }

    init(root: URL, configFile: URL?, factory: ManifestReaderFactory, manifests mode: ManifestMode = .static) throws(AnalysisFailure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .root("no such folder: \(root.path)")
        }
        self.root = root.resolvingSymlinksInPath()
        (rules, rulesPath) = try RulesFile.load(root: self.root, configFile: configFile)
        manifestReader = factory.makeReader(for: mode)
        swiftPMReader = mode == .static ? nil : factory.makeSwiftPMReader(cacheDirectory: nil)
        let setting = rules.scaffolding.templatesFolder
        let folder = setting?.value ?? "Templates"
        let reader = TemplateFolderReader(repositoryRoot: self.root.path)
        let folderPath = folder.hasPrefix("/") ? folder : self.root.path + "/" + folder
        let exists: Bool
        do {
            exists = try Self.confine(folderPath, reader: reader)
        } catch {
            let problem = "'templates \(folder)' \(error.message)"
            guard let setting else { throw .usage(problem) }
            throw .configuration(ArchRulesError(problems: [ArchRulesProblem(location: setting.location, message: problem)]))
        }
        guard exists else {
            templatesFolder = nil
            library = TemplateLibrary(builtIn: BuiltInTemplateFiles.all())
            return
        }
        do {
            let files = try reader.read(folderPath, display: folder)
            templatesFolder = folder
            library = TemplateLibrary(builtIn: BuiltInTemplateFiles.all(), repository: (folder, files))
        } catch {
            throw .usage("\(error)")
        }
    }

    struct ConfinementProblem: Error {
        var message: String
    }

    /// Like output paths, the templates folder stays inside the repository once links are
    /// resolved, whether or not it exists yet (`templates ../../../../usr/share` read a whole
    /// system folder). Returns whether it exists.
    static func confine(_ folderPath: String, reader: TemplateFolderReader) throws(ConfinementProblem) -> Bool {
        var existing = RelativePath.normalize(folderPath)
        var missing: [String] = []
        var info = stat()
        while lstat(existing, &info) != 0, existing != "/" {
            missing.insert(RelativePath.lastComponent(of: existing), at: 0)
            existing = RelativePath.directory(of: existing).isEmpty ? "/" : RelativePath.directory(of: existing)
        }
        guard let resolved = ResolvedPath.real(existing) else {
            throw ConfinementProblem(message: "is a link that leads to nothing")
        }
        guard reader.isInside(([resolved] + missing).joined(separator: "/")) else {
            throw ConfinementProblem(message: "is outside the repository; templates are read only from a folder inside it")
        }
        return missing.isEmpty
    }

    /// The modules the repository already has: every target of every manifest, and the folder
    /// modules of `.archrules`, with where each is declared.
    func existingModules(_ manifests: [PackageManifest]) -> [String: String] {
        var modules: [String: String] = [:]
        for folderModule in rules.folderModules {
            modules[folderModule.name] = ".archrules:\(folderModule.location.line)"
        }
        for manifest in manifests {
            for target in manifest.targets { modules[target.name] = modules[target.name] ?? manifest.manifestPath }
        }
        return modules
    }

    /// Every package of the repository with its targets' source folders, for placing a feature
    /// inside a target.
    func packages(_ manifests: [PackageManifest]) -> [PackageTargets] {
        manifests.map { manifest in
            let folder = RelativePath.directory(of: manifest.manifestPath)
            let targets = manifest.targets.map { target in
                PackageTargets.Target(name: target.name, folder: sourceFolder(of: target, inPackage: folder),
                                      takesSources: target.kind == .regular || target.kind == .executable)
            }
            return PackageTargets(folder: folder.isEmpty ? "." : folder, targets: targets)
        }
    }

    /// The target's `path:`, else the first of SwiftPM's conventional folders that holds a
    /// folder of its name.
    private func sourceFolder(of target: TargetDeclaration, inPackage package: String) -> String {
        if let path = target.path { return RelativePath.join(package, path) }
        let conventional = (target.kind == .test ? ["Tests"] : []) + ["Sources", "Source", "src", "srcs"]
        let existing = conventional.first { parent in
            var isDirectory: ObjCBool = false
            let candidate = root.appendingPathComponent(RelativePath.join(package, "\(parent)/\(target.name)")).path
            return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        return RelativePath.join(package, "\(existing ?? conventional[0])/\(target.name)")
    }

    /// Every manifest of the repository that could be read, as `--manifests` says.
    func readManifests() -> [PackageManifest] {
        let discovered = (try? FileDiscovery(root: root, isExcluded: { rules.isExcluded(path: $0) }).discover()) ?? DiscoveredFiles()
        let analyzer = Analyzer(manifestReader: manifestReader, ruleEngine: RuleEngine(rules: []))
        return analyzer.readManifests(discovered.manifests, root: root).compactMap(\.manifest)
    }

    /// The `module` line a new feature folder needs when its siblings are folder modules of
    /// the rules file (see `FolderModuleAddition`); nil when the rules file lies outside the root.
    func folderModuleEdit(destination: String, name: String) -> ScaffoldPlan.ManifestEdit? {
        guard let rulesPath, !rulesPath.hasPrefix("/"), !rulesPath.hasPrefix(".."),
              let text = FileManager.default.contents(atPath: root.appendingPathComponent(rulesPath).path) else { return nil }
        return FolderModuleAddition.edit(rules: rules, rulesPath: rulesPath, text: Array(text), destination: destination, name: name)
    }

    /// The rules file edit that puts the plan's new modules into their siblings' layer (see
    /// `LayerJoining`): the siblings of a target added to a manifest are that manifest's other
    /// targets; those of a new package, the targets of the packages beside it.
    func layerEdit(for plan: ScaffoldPlan, manifests: [PackageManifest]) -> ScaffoldPlan.ManifestEdit? {
        guard let rulesPath, !rulesPath.hasPrefix("/"), !rulesPath.hasPrefix(".."),
              let text = FileManager.default.contents(atPath: root.appendingPathComponent(rulesPath).path) else { return nil }
        func read(_ path: String, _ contents: [UInt8]) -> PackageManifest? {
            manifestReader.read(ManifestInput(fileURL: root.appendingPathComponent(path), relativePath: path, contents: contents)).manifest
        }
        func modules(_ manifest: PackageManifest) -> [String] { manifest.targets.filter { $0.kind != .test }.map(\.name) }
        var newModules: [LayerJoining.NewModule] = []
        for edit in plan.manifestEdits where RelativePath.lastComponent(of: edit.path) == "Package.swift" {
            guard let before = manifests.first(where: { $0.manifestPath == edit.path }), let after = read(edit.path, edit.edited) else { continue }
            let siblings = modules(before)
            newModules += modules(after).filter { !siblings.contains($0) }.map { LayerJoining.NewModule(name: $0, siblings: siblings) }
        }
        for file in plan.files where RelativePath.lastComponent(of: file.path) == "Package.swift" {
            guard let manifest = read(file.path, file.contents) else { continue }
            let parent = RelativePath.directory(of: RelativePath.directory(of: file.path))
            let beside = manifests.filter { RelativePath.directory(of: RelativePath.directory(of: $0.manifestPath)) == parent }
            newModules += modules(manifest).map { LayerJoining.NewModule(name: $0, siblings: beside.flatMap(modules)) }
        }
        return LayerJoining.edit(rules: rules, rulesPath: rulesPath, text: Array(text), modules: newModules)
    }

    /// The planner's view of the repository, with real file access and SwiftPM to confirm edits.
    func context(_ manifests: [PackageManifest]) -> ScaffoldContext {
        let rootPath = root.path
        let reader = manifestReader
        let swiftPM = swiftPMReader
        let shutdown = shutdown
        let runner: any ProcessRunning = shutdown.map { SystemProcessRunner(runningChildren: $0.runningChildren) } ?? SystemProcessRunner()
        let siblings = NewPackageSiblings(
            root: root, runner: runner,
            repositoryManifests: manifests.map(\.manifestPath))
        var packageTargets: [String: [String]] = [:]
        for manifest in manifests {
            packageTargets[RelativePath.directory(of: manifest.manifestPath), default: []] += manifest.targets.filter { $0.kind != .test }.map(\.name)
        }
        let layers = rules.layers
        let targetsByPackage = packageTargets
        return ScaffoldContext(
            existingModules: existingModules(manifests),
            bannedSuffixes: rules.bannedSuffixes,
            exists: { path in
                var info = stat()
                return lstat(rootPath + "/" + path, &info) == 0
            },
            contents: { path in FileManager.default.contents(atPath: rootPath + "/" + path).map(Array.init) },
            readManifest: { path, contents in
                reader.read(ManifestInput(fileURL: URL(fileURLWithPath: rootPath + "/" + path), relativePath: path, contents: contents)).manifest
            },
            confirmEdit: { path, edited, target in
                Self.confirm(edited, at: path, adds: target, statically: StaticManifestReader(), swiftPM: swiftPM, shutdown: shutdown)
            },
            newPackage: { folder in siblings.declarations(forFolder: folder) },
            layerPackage: { name, suffix in
                let layer = layers.first { $0.name == name }
                return LayerPackage.choose(name, declared: layers.map(\.name), targets: targetsByPackage, suffix: suffix) { layer?.contains(module: $0) ?? false }
            },
            layerSuffix: { name, folder in
                let layer = layers.first { $0.name == name }
                return LayerPackage.commonSuffix(of: (targetsByPackage[folder] ?? []).filter { layer?.contains(module: $0) ?? false })
            },
            layerPackagesFolder: { name in
                let layer = layers.first { $0.name == name }
                let parents = targetsByPackage.filter { $0.value.contains { layer?.contains(module: $0) ?? false } }.keys.map(RelativePath.directory(of:))
                var counts: [String: Int] = [:]
                for parent in parents { counts[parent, default: 0] += 1 }
                let most = counts.values.max()
                let best = counts.filter { $0.value == most }.keys.sorted()
                return best.count == 1 ? best[0] : nil
            },
            subfolders: { folder in SiblingFiles.folders(in: rootPath + "/" + folder) },
            siblingFileHeads: { folder in SiblingFiles.heads(besideFolder: folder, root: rootPath) },
            author: {
                let git = Git(in: URL(fileURLWithPath: rootPath), runner: runner, timeout: .seconds(10))
                let name = (try? git.output(["config", "user.name"]))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                return name.isEmpty ? nil : name
            },
            today: {
                let parts = Calendar(identifier: .gregorian).dateComponents([.year, .month, .day], from: Date())
                return (parts.year ?? 2000, parts.month ?? 1, parts.day ?? 1)
            })
    }

    /// Whether the edited manifest, read as SwiftPM reads it, declares the new target with its
    /// dependencies. A literal manifest is read statically; any other is evaluated by SwiftPM
    /// in a scratch folder, since the edit touched code only the compiler can judge, or read
    /// statically where SwiftPM may not run (`--manifests static`).
    static func confirm(_ edited: [UInt8], at path: String, adds target: TargetAddition,
                        statically: StaticManifestReader, swiftPM: (any ManifestReading)?, shutdown: SignalShutdown?) -> Bool {
        let manifest = ManifestEditor.editsLiterally(edited) || swiftPM == nil
            ? ScratchManifest.read(edited, at: path, with: statically, shutdown: shutdown)?.manifest
                ?? swiftPM.flatMap { ScratchManifest.read(edited, at: path, with: $0, shutdown: shutdown)?.manifest }
            : swiftPM.flatMap { ScratchManifest.read(edited, at: path, with: $0, shutdown: shutdown)?.manifest }
        guard let added = manifest?.target(named: target.name) else { return false }
        // An enum-style manifest lists them in its own order.
        return added.dependencies.map(\.name).sorted() == target.dependencies.map(\.name).sorted()
    }
}
