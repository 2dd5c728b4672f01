import ArchRulesFile
import ArchCore
import ArchManifest
import ArchXcode

/// An Xcode project the reading stage read: where its project file is, and what it declares.
public struct ProjectInput: Sendable {
    /// Root-relative `Name.xcodeproj/project.pbxproj`.
    public var path: String
    public var project: XcodeProject

    /// The module name of each target, by the target's name, for the dependencies that name
    /// targets.
    public let moduleNames: [String: String]

    public init(path: String, project: XcodeProject) {
        self.path = path
        self.project = project
        moduleNames = Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
    }

    /// Root-relative folder that holds the `.xcodeproj`, to which the project's paths are relative.
    public var folder: String {
        RelativePath.directory(of: RelativePath.directory(of: path))
    }

    /// A path of a project or workspace (relative to the folder that holds it, or absolute) as
    /// a root-relative path; nil when it lies outside the root.
    public static func rootRelative(_ path: String, projectFolder: String, rootPath: String) -> String? {
        if path.hasPrefix("/") { return RelativePath.relative(path, toRoot: rootPath) }
        let joined = RelativePath.join(projectFolder, path)
        return joined.hasPrefix("../") || joined == ".." ? nil : joined
    }
}

/// The native targets of the repository's Xcode projects, as modules of the graph, with the
/// Swift files each one compiles.
///
/// Projects are taken in path order and the targets of one project in the reader's order (by
/// name, then line), so the first target to claim a file or a name is the same on every run.
struct XcodeTargets {
    struct Entry {
        var module: Module
        var project: ProjectInput
        var target: XcodeTarget
        /// Root-relative files the target takes as resources.
        var resourceFiles: [String]
    }

    private(set) var entries: [Entry] = []
    /// The modules that compile each root-relative Swift file, in the order above: a file an
    /// iOS and a watchOS target both list belongs to both.
    private(set) var owners: [String: [String]] = [:]

    init(projects: [ProjectInput], rules: ArchitectureRules, rootPath: String, keys: ModuleKeys) {
        for project in projects.sorted(by: { $0.path < $1.path }) {
            let folder = project.folder
            for target in project.project.targets {
                let files = target.swiftFiles.compactMap { ProjectInput.rootRelative($0, projectFolder: folder, rootPath: rootPath) }
                // A module is named as Swift imports it, which need not be the target's name.
                let key = keys.key(project: project.path, module: target.moduleName)
                for file in files where owners[file]?.contains(key) != true { owners[file, default: []].append(key) }
                let common = RelativePath.commonFolder(of: files)
                // A layer pattern written for the target's name still places its module.
                let module = Module(name: key, package: nil, kind: ModuleKind(target.kind),
                                    layer: rules.layer(forModule: key) ?? rules.layer(forModule: target.moduleName)
                                        ?? rules.layer(forModule: target.name),
                                    path: common.isEmpty ? folder : common,
                                    location: SourceLocation(file: project.path, line: target.position.line, column: target.position.column))
                let resources = target.resourceFiles.compactMap { ProjectInput.rootRelative($0, projectFolder: folder, rootPath: rootPath) }
                entries.append(Entry(module: module, project: project, target: target, resourceFiles: resources))
            }
        }
    }
}

extension XcodeTargets {
    /// The module of each target name across the projects, for a dependency on a target of
    /// another project, which names the target; a name two projects use alike is left out.
    static func moduleNames(of entries: [Entry]) -> [String: String] {
        var names: [String: String?] = [:]
        for entry in entries {
            let name = entry.target.name, module = entry.module.name
            if let known = names[name] { if known != module { names[name] = .some(nil) } } else { names[name] = module }
        }
        return names.compactMapValues { $0 }
    }
}

extension ModuleKind {
    /// Test bundles are test targets. Applications and app extensions are what SwiftPM calls
    /// executables: products that run and that no module imports (so declaring one, as a test
    /// bundle declares its host app, is never an unused dependency). Frameworks and everything
    /// else are regular modules.
    init(_ kind: XcodeTargetKind) {
        switch kind {
        case .unitTestBundle, .uiTestBundle: self = .test
        case .application, .appExtension: self = .executable
        case .framework, .other: self = .regular
        }
    }
}

extension PackageResolver {
    /// What an Xcode target's dependency stands for. A product of a local package reference is
    /// resolved in the package at that folder, as `.product(name:package:)` is; a product
    /// without a package reference in the one package of the repository that offers it; a
    /// linked framework or target dependency that names a module of the repository is that
    /// module. Everything else is external.
    mutating func resolve(_ dependency: XcodeDependency, of project: ProjectInput, targetModules: [String: String],
                          isModule: (String) -> Bool) -> ResolvedDependency {
        switch dependency.kind {
        case .packageProduct(.local(let path)):
            guard let folder = ProjectInput.rootRelative(path, projectFolder: project.folder, rootPath: rootPath),
                  let package = package(inFolder: folder) else {
                // No package there: an external one, under SwiftPM's identity for a package at
                // that folder, as a remote package is named by its URL's.
                let absolute = path.hasPrefix("/") ? path : rootPath + "/" + RelativePath.join(project.folder, path)
                return .external(name: dependency.name, package: PackageIdentity.fromPath(absolute))
            }
            return .local(modules(ofProduct: dependency.name, in: package) ?? [keys.key(package: package, target: dependency.name)])
        case .packageProduct(.remote(let url)):
            return .external(name: dependency.name, package: PackageIdentity.fromURL(url, packageDirectory: project.folder))
        case .packageProduct(.unresolved):
            let offering = packages(offering: dependency.name)
            if offering.count == 1, let modules = modules(ofProduct: dependency.name, in: offering[0]) { return .local(modules) }
            return localModule(named: dependency.name, in: project, isModule: isModule).map { .local([$0]) }
                ?? .external(name: dependency.name, package: nil)
        case .target:
            return .local([project.moduleNames[dependency.name].map { keys.key(project: project.path, module: $0) }
                ?? targetModules[dependency.name] ?? dependency.name])
        case .linkedFramework:
            return localModule(named: dependency.name, in: project, isModule: isModule).map { .local([$0]) }
                ?? .external(name: dependency.name, package: nil)
        }
    }

    /// The key of the repository's module that a project names by its module name: the
    /// project's own, else any; nil for a name no module of the repository has.
    private func localModule(named name: String, in project: ProjectInput, isModule: (String) -> Bool) -> String? {
        let own = keys.key(project: project.path, module: name)
        if isModule(own) { return own }
        return keys.shared[name] != nil ? keys.anyKey(of: name) : nil
    }
}
