import ArchCore
import ArchManifest

/// What the planner needs to know about the repository, passed in so that it stays a pure
/// computation over values.
public struct ScaffoldContext: Sendable {
    /// Module names of the repository, with the manifest or folder that declares each.
    public var existingModules: [String: String]
    /// Suffixes `.archrules` bans in type names.
    public var bannedSuffixes: [String]
    /// Whether a root-relative path exists (file, folder or link).
    public var exists: @Sendable (String) -> Bool
    /// The contents of a root-relative file, if it exists.
    public var contents: @Sendable (String) -> [UInt8]?
    /// How to read an existing manifest (for the packages it declares).
    public var readManifest: @Sendable (_ path: String, _ contents: [UInt8]) -> PackageManifest?
    /// Whether SwiftPM accepts an edited manifest and finds the target in it with those
    /// dependencies; nil when it cannot be asked.
    public var confirmEdit: @Sendable (_ path: String, _ edited: [UInt8], _ target: TargetAddition) -> Bool
    /// What a new manifest in a root-relative folder declares (tools version, platforms): as
    /// the packages beside it do, else the running toolchain's version. Asked only when a file
    /// uses `{{tools-version}}`, since the toolchain's answer costs a process.
    public var newPackage: @Sendable (_ folder: String) -> NewPackageDeclarations
    /// The package that takes a template's target for a layer of `.archrules`, given how
    /// the target's name ends after the feature's name.
    public var layerPackage: @Sendable (_ layer: String, _ suffix: String?) -> LayerPackage
    /// The camel-case suffix most of a layer's targets in a package share (`Data`).
    public var layerSuffix: @Sendable (_ layer: String, _ packageFolder: String) -> String?
    /// The folder that holds most of the packages of a layer (`Packages/Features`).
    public var layerPackagesFolder: @Sendable (_ layer: String) -> String?
    /// The names of the folders directly inside a root-relative folder; none where it is no folder.
    public var subfolders: @Sendable (_ folder: String) -> [String]
    /// The first lines of a few Swift files of the folders beside a root-relative folder.
    public var siblingFileHeads: @Sendable (_ folder: String) -> [FileHeader.Sample]
    /// Who writes the files, as the repository's git knows them; nil when unknown.
    public var author: @Sendable () -> String?
    /// Today, for file headers.
    public var today: @Sendable () -> (year: Int, month: Int, day: Int)

    public init(existingModules: [String: String], bannedSuffixes: [String],
                exists: @escaping @Sendable (String) -> Bool,
                contents: @escaping @Sendable (String) -> [UInt8]?,
                readManifest: @escaping @Sendable (String, [UInt8]) -> PackageManifest?,
                confirmEdit: @escaping @Sendable (String, [UInt8], TargetAddition) -> Bool,
                newPackage: @escaping @Sendable (String) -> NewPackageDeclarations,
                layerPackage: @escaping @Sendable (String, String?) -> LayerPackage = { _, _ in .undeclared(layers: []) },
                layerSuffix: @escaping @Sendable (String, String) -> String? = { _, _ in nil },
                layerPackagesFolder: @escaping @Sendable (String) -> String? = { _ in nil },
                subfolders: @escaping @Sendable (String) -> [String] = { _ in [] },
                siblingFileHeads: @escaping @Sendable (String) -> [FileHeader.Sample] = { _ in [] },
                author: @escaping @Sendable () -> String? = { nil },
                today: @escaping @Sendable () -> (year: Int, month: Int, day: Int) = { (2000, 1, 1) }) {
        self.existingModules = existingModules
        self.bannedSuffixes = bannedSuffixes
        self.exists = exists
        self.contents = contents
        self.readManifest = readManifest
        self.confirmEdit = confirmEdit
        self.newPackage = newPackage
        self.layerPackage = layerPackage
        self.layerSuffix = layerSuffix
        self.layerPackagesFolder = layerPackagesFolder
        self.subfolders = subfolders
        self.siblingFileHeads = siblingFileHeads
        self.author = author
        self.today = today
    }
}

/// Renders a template for a name into a plan: every file and manifest edit in memory, every
/// conflict found, before anything touches the disk.
public struct ScaffoldPlanner: Sendable {
    let context: ScaffoldContext

    public init(context: ScaffoldContext) {
        self.context = context
    }

    /// - Parameters:
    ///   - root: the value of `{{root}}`, already chosen from `--into`, `.archrules` or the layout.
    ///   - settings: `--set key=value` pairs.
    public func plan(_ template: Template, name: String, root: String, settings: [String: String], year: Int) throws(ScaffoldRefusal) -> ScaffoldPlan {
        if let problem = NameRules.validate(name, bannedSuffixes: context.bannedSuffixes) { throw .name(problem) }
        var values = try renderValues(template, name: name, root: root, settings: settings, year: year)
        let destination = try destination(of: template, values: values)
        try checkRequirements(template, values: values)
        // Files other than manifests that name the tools version take that of the destination;
        // each new manifest asks for its own folder below, so the toolchain is asked at most once each.
        if template.files.contains(where: { RelativePath.lastComponent(of: $0.key) != "Package.swift" && Self.usesToolsVersion($0.value) }) {
            values.placeholders[Self.toolsVersionPlaceholder] = context.newPackage(RelativePath.directory(of: destination)).toolsVersion
        }
        // What the siblings depend on, for the one package a template such as feature-package makes.
        let siblings = template.files.values.contains(where: SiblingDependencies.isUsed)
            ? context.newPackage(RelativePath.directory(of: destination)).dependencies ?? SiblingDependencies.none : nil
        siblings?.fill(&values)
        // Targets first: where they land decides `targets-merged`, which the files may test.
        let additions = try plannedAdditions(template, name: name, values: values)
        values.placeholders[Self.targetsMergedPlaceholder] = additions.contains { $0.templateTargets.count > 1 } ? "yes" : ""
        values.variables.insert(Self.targetsMergedPlaceholder)
        var files: [ScaffoldPlan.File] = []
        var followed: [String] = []
        for source in template.files.keys.sorted() {
            let label = "\(template.name)/files/\(source)"
            do {
                let path = try Self.safePath(RelativePath.join(destination, try PlaceholderRenderer.render(source, file: label, values: values, allowBlocks: false)))
                // A new package reads like the packages beside it: their tools version and platforms.
                var fileValues = values
                var declarations: NewPackageDeclarations?
                if RelativePath.lastComponent(of: source) == "Package.swift", Self.usesToolsVersion(template.files[source]!) {
                    let found = context.newPackage(RelativePath.directory(of: RelativePath.directory(of: path)))
                    fileValues.placeholders[Self.toolsVersionPlaceholder] = found.toolsVersion
                    declarations = found
                }
                var text = try PlaceholderRenderer.render(String(decoding: template.files[source]!, as: UTF8.self), file: label, values: fileValues)
                if let declarations {
                    if let platforms = declarations.platforms { text = PlatformsList.replacing(in: text, with: platforms) }
                    if let sibling = declarations.followed {
                        let platforms = PlatformsList.declared(in: text).map { " and platforms \($0)" } ?? ""
                        followed.append("\(path) declares tools version \(declarations.toolsVersion)\(platforms) as \(sibling)")
                    }
                }
                if let siblings, !siblings.siblings.isEmpty, declarations != nil { followed.append(siblings.summary(path)) }
                // A file whose every line sits in a false block (a test the siblings do not have) is not written.
                if !template.files[source]!.isEmpty, text.allSatisfy(\.isWhitespace) { continue }
                files.append(.init(path: path, contents: Array(text.utf8)))
            } catch let error as TemplateError {
                throw .template(error)
            } catch let error as ScaffoldRefusal {
                throw error
            } catch {
                throw .other("\(error)")
            }
        }

        if template.destination.contains("{{Name}}"), context.exists(destination) {
            throw .name(NameProblem("'\(name)' already exists at \(destination); choose another name"))
        }
        try checkNamesAreFree(name: name, files: files, additions: additions)
        let (edits, manual, addedFolders) = try planEdits(additions)
        files = addedFolders.applied(to: files)
        let featureRoots = addedFolders.targetFolders + (template.destination.contains("{{Name}}") ? [destination] : [])
        files = FolderSpelling.applied(to: files, roots: featureRoots, subfolders: context.subfolders)
        files = FileHeader.applied(to: files, roots: featureRoots, samples: context.siblingFileHeads, author: context.author, date: context.today())

        let conflicts = files.map(\.path).filter(context.exists)
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }

        guard !files.isEmpty || !edits.isEmpty || !manual.isEmpty else {
            throw .other("template '\(template.name)' has no files to write (its files/ folder is empty or holds only links archkit does not follow); nothing was written")
        }

        var nextSteps: String?
        if let text = template.nextSteps {
            do {
                nextSteps = try PlaceholderRenderer.render(text, file: "\(template.name)/\(TemplateLibrary.nextStepsName)", values: values)
            } catch {
                throw .template(error)
            }
        }
        var plan = ScaffoldPlan(templateName: template.name, name: name, destination: destination, files: files,
                                manifestEdits: edits, manualSteps: manual, nextSteps: nextSteps)
        plan.followed = followed
        return plan
    }

    /// The folder `plan` would write into, without looking at the repository.
    public func destination(of template: Template, name: String, root: String, settings: [String: String], year: Int) throws(ScaffoldRefusal) -> String {
        try destination(of: template, values: renderValues(template, name: name, root: root, settings: settings, year: year))
    }

    // MARK: - Values

    private func destination(of template: Template, values: RenderValues) throws(ScaffoldRefusal) -> String {
        do {
            return RelativePath.normalize(try PlaceholderRenderer.render(
                template.destination, file: "\(template.name)/\(TemplateLibrary.manifestName)", values: values, allowBlocks: false))
        } catch {
            throw .template(error)
        }
    }

    private func renderValues(_ template: Template, name: String, root: String, settings: [String: String], year: Int) throws(ScaffoldRefusal) -> RenderValues {
        let known = template.variables.map(\.name)
        for key in settings.keys.sorted() where !known.contains(key) {
            let hint = Suggestion.closest(to: key, in: known).map { "; did you mean '\($0)'?" } ?? ""
            let list = known.isEmpty ? "it takes none" : "it takes: \(known.joined(separator: ", "))"
            throw .other("template '\(template.name)' has no variable '\(key)'\(hint) (\(list))")
        }
        // A path variable is joined below the repository; an absolute value would silently lose
        // its leading '/' there, so it is refused instead.
        let pathTemplates = [template.destination] + template.files.keys + template.targetAdditions.map(\.packageDirectory)
        for key in settings.keys.sorted() where settings[key]!.hasPrefix("/") && pathTemplates.contains(where: { $0.contains("{{\(key)}}") }) {
            let relative = String(settings[key]!.drop { $0 == "/" })
            let example = relative.isEmpty ? "" : ", such as '\(key)=\(relative)'"
            throw .other("--set \(key)=\(settings[key]!): '\(key)' is part of a path inside the repository, so it takes a path relative to the repository\(example)")
        }
        let forms = NameForms(name)
        var placeholders = [
            "Name": name, "name": forms.lowerCamel, "NAME": forms.upperSnake, "name_snake": forms.snake,
            "name-kebab": forms.kebab, "year": String(year), "root": root,
        ]
        for variable in template.variables {
            placeholders[variable.name] = settings[variable.name] ?? variable.defaultValue
        }
        // What the repository says, unless the user said otherwise: whether a module exists,
        // and where a layer keeps its packages.
        var values = RenderValues(placeholders: placeholders, variables: Set(known))
        for variable in template.variables where settings[variable.name] == nil {
            if let module = variable.detectsModule {
                values.placeholders[variable.name] = context.existingModules[module] != nil ? "yes" : ""
            }
            if let layer = variable.packagesOfLayer,
               let rendered = try? PlaceholderRenderer.render(layer, file: "\(template.name)/\(TemplateLibrary.manifestName)", values: values, allowBlocks: false),
               let folder = context.layerPackagesFolder(rendered) {
                values.placeholders[variable.name] = folder
            }
        }
        return values
    }

    // MARK: - Checks

    static let toolsVersionPlaceholder = "tools-version"
    /// True when two or more `add-target` lines landed in one package and became one target.
    static let targetsMergedPlaceholder = "targets-merged"

    private static func usesToolsVersion(_ contents: [UInt8]) -> Bool {
        String(decoding: contents, as: UTF8.self).contains("{{\(toolsVersionPlaceholder)}}")
    }

    /// Everything the template needs but does not write must exist before anything is written:
    /// a package that depends on `../AppRouting` does not build without it.
    private func checkRequirements(_ template: Template, values: RenderValues) throws(ScaffoldRefusal) {
        var missing: [String] = []
        for requirement in template.requirements {
            let path: String
            do {
                path = RelativePath.normalize(try PlaceholderRenderer.render(
                    requirement.path, file: "\(template.name)/\(TemplateLibrary.manifestName)", values: values, allowBlocks: false))
            } catch {
                throw .template(TemplateError(file: error.file, line: requirement.line, message: error.message))
            }
            if !context.exists(try Self.safePath(path)) {
                missing.append("  \(path)" + (requirement.help.isEmpty ? "" : ": \(requirement.help)"))
            }
        }
        guard !missing.isEmpty else { return }
        throw .other("template '\(template.name)' builds on what this repository does not have yet; nothing was written. Missing:\n"
                     + missing.joined(separator: "\n")
                     + "\nCreate \(missing.count == 1 ? "it" : "them") first, or choose where they are with --into (or a `root` line in .archrules).")
    }

    /// A new module may not take the name of an existing one, whether it comes from a generated
    /// manifest or an `add-target` line.
    private func checkNamesAreFree(name: String, files: [ScaffoldPlan.File], additions: [PlannedAddition]) throws(ScaffoldRefusal) {
        var newModules = [name] + additions.map(\.target.name)
        for file in files where RelativePath.lastComponent(of: file.path) == "Package.swift" {
            newModules += context.readManifest(file.path, file.contents)?.targets.map(\.name) ?? []
        }
        for module in newModules {
            if let existing = context.existingModules[module] {
                throw .name(NameProblem("a module named '\(module)' already exists (\(existing)); choose another name than '\(name)'"))
            }
        }
    }

    /// Root-relative, inside the root, and not the root itself.
    static func safePath(_ path: String) throws(ScaffoldRefusal) -> String {
        let normalized = RelativePath.normalize(path)
        if normalized.hasPrefix("/") || normalized == ".." || normalized.hasPrefix("../") {
            throw .unsafePath(path)
        }
        return normalized
    }

    // MARK: - Manifest edits

    private func planEdits(_ additions: [PlannedAddition]) throws(ScaffoldRefusal)
        -> ([ScaffoldPlan.ManifestEdit], [String], AddedTargetFolders) {
        var edits: [String: ScaffoldPlan.ManifestEdit] = [:]
        var folders = AddedTargetFolders()
        var order: [String] = []
        var manual: [String] = []
        for addition in additions {
            let directory = addition.directory
            var target = addition.target
            let path = RelativePath.join(directory, "Package.swift")
            guard let original = context.contents(path) else {
                if context.exists(path) { throw .other("'\(path)' is not a regular file archkit can read; this template adds \(target.name) to it") }
                throw .other("'\(path)' does not exist; this template adds \(target.name) to it (is this the right repository, or should --path point elsewhere?)")
            }
            let current = edits[path]?.edited ?? original
            // A product of the package being edited is one of its own targets.
            if let own = context.readManifest(path, original) {
                target.dependencies = target.dependencies.map { dependency in
                    if case .product(let name, let package) = dependency, package == own.name || package.lowercased() == RelativePath.lastComponent(of: directory).lowercased(),
                       own.targets.contains(where: { $0.name == name }) {
                        return .target(name)
                    }
                    return dependency
                }
            }
            if let missing = undeclaredPackage(of: target, in: path, contents: original) {
                manual.append("\(path) declares no package '\(missing)', which \(target.name) needs; add the package dependency, then the target:\n"
                              + "    \(target.targetElement),")
                continue
            }
            switch ManifestEditor.add(target, to: current, path: path) {
            case .edited(let bytes, let summary) where context.confirmEdit(path, bytes, target):
                if edits[path] == nil { order.append(path) }
                let summaries = [edits[path]?.summary, summary].compactMap { $0 }.joined(separator: "; ")
                edits[path] = .init(path: path, original: original, edited: bytes, summary: summaries)
                folders.record(added: target.name, packageFolder: directory,
                               templateFolders: addition.templateTargets.map { RelativePath.join(addition.templateDirectory, "Sources/\($0)") },
                               before: context.readManifest(path, current),
                               edited: context.readManifest(path, bytes))
            case .edited:
                manual.append(ManifestEditor.genericInstructions(target, path: path))
            case .manual(let instructions):
                manual.append(instructions)
            }
        }
        return (order.map { edits[$0]! }, manual, folders)
    }

    /// The first package a product dependency names that the manifest does not declare.
    private func undeclaredPackage(of target: TargetAddition, in path: String, contents: [UInt8]) -> String? {
        guard let manifest = context.readManifest(path, contents) else { return nil }
        for case .product(_, let package) in target.dependencies {
            let declared = manifest.dependencies.contains { $0.identity == package.lowercased() || $0.name == package }
            if !declared { return package }
        }
        return nil
    }
}
