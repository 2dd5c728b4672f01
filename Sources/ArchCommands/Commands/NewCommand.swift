import ArchAnalysis
import ArchArguments
import ArchRulesFile
import ArchCore
import ArchManifest
import ArchReport
import ArchScaffold
import Foundation

/// `archkit new <kind> <name>`: renders a template in memory, checks every destination, then
/// writes everything or nothing.
struct NewCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let kind = command[Arguments.kind] ?? TemplateKind.feature.rawValue
        let name = command[Arguments.name] ?? ""
        let workspace: ScaffoldWorkspace
        let manifests: ManifestMode
        do {
            manifests = try Self.manifestMode(command)
            workspace = try ScaffoldWorkspace(command, context: context, manifests: manifests,
                                              manifestTimeout: context.manifestTimeout(command))
        } catch {
            return CommandContext.failureResult(error)
        }
        do throws(ScaffoldRefusal) {
            if let problem = NameRules.validate(name, bannedSuffixes: workspace.rules.bannedSuffixes) { throw .name(problem) }
            var template = try chooseTemplate(kind: kind, explicit: command[Options.template], in: workspace)
            // The variables the rules file sets on the template's line, then --set over them.
            var settings = workspace.rules.scaffolding.templateVariables[template.name]?.mapValues(\.value) ?? [:]
            settings.merge(try parseSettings(command[Options.set])) { _, given in given }
            var root = try ScaffoldRoot.choose(for: template, into: command[Options.into],
                                               configured: workspace.rules.scaffolding.roots[template.kind]?.value,
                                               repository: workspace.root, isExcluded: workspace.rules.isExcluded(path:))
            let year = Calendar(identifier: .gregorian).component(.year, from: Date())
            let manifestsRead = workspace.readManifests()
            let planner = ScaffoldPlanner(context: workspace.context(manifestsRead))
            let placement = try Self.placement(of: template, name: name, command: command, packages: workspace.packages(manifestsRead)) { () throws(ScaffoldRefusal) -> String in
                try planner.destination(of: template, name: name, root: root, settings: settings, year: year)
            }
            switch placement {
            case .asPlanned, .outsidePackages: break
            case .intoTarget(_, let folder): root = folder
            case .newTarget(let package):
                template.targetAdditions.append(.init(packageDirectory: package, target: "{{Name}}", dependencies: [], line: 1))
            }
            var plan = try planner.plan(template, name: name, root: root, settings: settings, year: year)
            plan.placement = ScaffoldSummary.placement(placement, name: name, destination: plan.destination)
            if placement == .outsidePackages {
                if let edit = workspace.folderModuleEdit(destination: plan.destination, name: name) {
                    plan.manifestEdits.append(edit)
                } else if !workspace.rules.folderModules.contains(where: { $0.contains(path: plan.destination) }) {
                    plan.placement = ScaffoldSummary.unowned(plan.destination, name: name)
                }
            }
            if !plan.manifestEdits.contains(where: { $0.path == workspace.rulesPath }),
               let edit = workspace.layerEdit(for: plan, manifests: manifestsRead) {
                plan.manifestEdits.append(edit)
            }
            let unread = manifests == .static ? StaticReadingNote.text(workspace.manifestsUnreadStatically(), dryRun: command[Options.dryRun]) : ""
            let ignored = IgnoredDestinations.warnings(
                for: plan.files.map(\.path), root: workspace.root,
                runner: SystemProcessRunner(runningChildren: context.shutdown.runningChildren))
                .map { $0 + "\n" }.joined()
            if command[Options.dryRun] {
                return CommandResult(stdout: ScaffoldSummary.dryRun(plan) + unread, stderr: ignored)
            }
            let transaction = ScaffoldTransaction(rootPath: workspace.root.path, plan: plan)
            // An interrupted `new` (Ctrl-C, SIGTERM, SIGHUP) undoes what it wrote before exiting.
            let registration = context.shutdown.addCleanup { transaction.rollBack() }
            defer { context.shutdown.removeCleanup(registration) }
            do {
                try transaction.run()
            } catch {
                let notes = ScaffoldSummary.removedLeftovers(transaction.removedLeftovers)
                return CommandResult(stderr: notes + error.description + "\n", exitCode: ExitCode.usage)
            }
            let notes = ScaffoldSummary.removedLeftovers(transaction.removedLeftovers)
            return CommandResult(stdout: ScaffoldSummary.written(plan) + unread, stderr: notes + ignored)
        } catch {
            return CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage)
        }
    }

    private func chooseTemplate(kind word: String, explicit: String?, in workspace: ScaffoldWorkspace) throws(ScaffoldRefusal) -> Template {
        let library = workspace.library
        let kinds = Set(library.names.compactMap { try? library.template(named: $0)?.kind }).sorted().map(\.rawValue)
        guard let kind = TemplateKind(rawValue: word), kinds.contains(word) else {
            let hint = Suggestion.closest(to: word, in: kinds).map { "; did you mean '\($0)'?" } ?? ""
            throw .other("nothing to scaffold of kind '\(word)'\(hint) (kinds: \(kinds.joined(separator: ", ")))")
        }
        let configured = explicit == nil ? workspace.rules.scaffolding.defaultTemplates[kind]?.value : nil
        let name = explicit ?? configured ?? Self.defaultTemplates[kind] ?? kind.rawValue
        let template: Template?
        do {
            template = try library.template(named: name)
        } catch {
            throw .template(error)
        }
        guard let template else {
            let hint = Suggestion.closest(to: name, in: library.names).map { "; did you mean '\($0)'?" } ?? ""
            throw .other("no template named '\(name)'\(hint); see 'archkit templates'")
        }
        // `.archrules` may name a module template for features: in a Route + Module app
        // (`template feature route-module`) a feature is a business module package.
        guard template.kind == kind || configured != nil else {
            throw .other("template '\(name)' makes a \(template.kind.rawValue), not a \(kind.rawValue); run 'archkit new \(template.kind.rawValue) …'")
        }
        return template
    }

    /// Where a template that writes only source files goes in a package (see `TargetPlacement`);
    /// templates that write or edit packages place themselves.
    static func placement(of template: Template, name: String, command: ParsedCommand, packages: [PackageTargets],
                          destination: () throws(ScaffoldRefusal) -> String) throws(ScaffoldRefusal) -> TargetPlacement {
        let wanted = command[Options.target]
        let newTarget = command[Options.newTarget]
        if wanted != nil, newTarget { throw .other("--target puts the feature in an existing target and --new-target makes a new one; choose one") }
        if wanted != nil, command[Options.into] != nil { throw .other("--target chooses the folder itself; drop --into") }
        if writesPackages(template) {
            guard wanted == nil, !newTarget else {
                throw .other("template '\(template.name)' writes its own package targets; --target and --new-target are for templates that write only source files")
            }
            return .asPlanned
        }
        let request: TargetPlacement.Request = wanted.map { .target($0) } ?? (newTarget ? .newTarget : command[Options.into] != nil ? .keep : .automatic)
        return try TargetPlacement.choose(destination: destination(), name: name, packages: packages, request: request)
    }

    static func writesPackages(_ template: Template) -> Bool {
        !template.targetAdditions.isEmpty || template.files.keys.contains { RelativePath.lastComponent(of: $0) == "Package.swift" }
    }

    /// `--manifests`, by default `auto`; `--dry-run` reads statically, since it must not run
    /// anything from the repository, and refuses a mode that would.
    static func manifestMode(_ command: ParsedCommand) throws(AnalysisFailure) -> ManifestMode {
        let chosen = command[Options.manifests]
        guard command[Options.dryRun] else { return chosen ?? .automatic }
        if let chosen, chosen != .static {
            throw .usage("--dry-run never runs code from the repository, so it reads manifests statically; "
                         + "drop --manifests \(chosen.rawValue), or drop --dry-run")
        }
        return .static
    }

    /// The built-in choice for each kind when neither `--template` nor `.archrules` names one.
    static let defaultTemplates: [TemplateKind: String] = [.feature: "feature", .module: "route-module"]

    private func parseSettings(_ pairs: [String]) throws(ScaffoldRefusal) -> [String: String] {
        var settings: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw .other("--set takes key=value, not '\(pair)'")
            }
            settings[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return settings
    }
}

/// What `archkit new` tells the user.
enum ScaffoldSummary {
    static func dryRun(_ plan: ScaffoldPlan) -> String {
        var text = "Would create \(plan.name) from template '\(plan.templateName)' (nothing written):\n"
        let sizes = Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, $0.contents.count) })
        text += FileTree.render(plan.files.map(\.path), sizes: sizes)
        for edit in plan.manifestEdits { text += "Would edit \(edit.path): \(edit.summary)\n" }
        text += manualSteps(plan)
        for line in plan.followed { text += "Would follow the siblings: \(line)\n" }
        if let placement = plan.placement { text += "\n" + placement + "\n" }
        return text
    }

    static func written(_ plan: ScaffoldPlan) -> String {
        var text = "Created \(plan.name) from template '\(plan.templateName)':\n"
        text += FileTree.render(plan.files.map(\.path))
        for edit in plan.manifestEdits { text += "Edited \(edit.path): \(edit.summary)\n" }
        text += manualSteps(plan)
        if let placement = plan.placement { text += "\n" + placement + "\n" }
        if let steps = plan.nextSteps, !steps.isEmpty {
            text += "\nNext steps:\n" + steps + (steps.hasSuffix("\n") ? "" : "\n")
        }
        return text
    }

    /// What choosing or making a target for the files means for the user.
    static func placement(_ placement: TargetPlacement, name: String, destination: String) -> String? {
        switch placement {
        case .asPlanned, .outsidePackages:
            return nil
        case .intoTarget(let target, _):
            return "\(name) is part of target \(target) (\(destination)), so it compiles with \(target)'s files and depends on what \(target) declares."
        case .newTarget(let package):
            let manifest = package == "." ? "Package.swift" : package + "/Package.swift"
            return "\(name) is a new target of \(manifest). Add it to the dependencies of the targets that use it, "
                + "and declare in its entry what its files import."
        }
    }

    /// A feature that no target and no `module` line owns compiles only if an Xcode target
    /// picks it up, and archkit sees none of its dependencies until something owns it.
    static func unowned(_ destination: String, name: String) -> String {
        "\(destination) belongs to no module yet, so `archkit check` checks none of its dependencies: add "
            + "`module \(name) = \(ArchRulesText.literal(destination))` to .archrules (and \(name) to a layer), or make it a target of a Package.swift."
    }

    /// Names what an interrupted earlier run left behind, which this run removed.
    static func removedLeftovers(_ paths: [String]) -> String {
        guard !paths.isEmpty else { return "" }
        return "note: removed what an interrupted 'archkit new' had left:\n" + paths.map { "  \($0.elidingMiddle())\n" }.joined()
    }

    private static func manualSteps(_ plan: ScaffoldPlan) -> String {
        guard !plan.manualSteps.isEmpty else { return "" }
        return "\narchkit could not edit these manifests safely; add the lines yourself:\n" + plan.manualSteps.joined(separator: "\n") + "\n"
    }
}
