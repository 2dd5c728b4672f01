import ArchCore

/// The build that declares a module: a package of the repository or an Xcode project.
enum ModuleContainer: Hashable, Sendable {
    /// By position in the build's packages.
    case package(Int)
    /// By root-relative `project.pbxproj` path.
    case project(String)

    var isProject: Bool {
        if case .project = self { return true }
        return false
    }
}

/// The name each declared module takes in the graph.
///
/// A module is its container (package or Xcode project) and its name. Where one container
/// declares a name, the graph calls the module by that name; where several do, each of their
/// modules is called `container/name` (no Swift module name holds a slash), the container being
/// the package's name or the project's `Name.xcodeproj`, so that an Xcode app `App` and a
/// server package's `App` stay two nodes (`App.xcodeproj/App`, `Server/App`), and an import of `App` is resolved
/// within the importing target's build (`ImportScope`).
struct ModuleKeys: Sendable {
    /// The key of each (container, name) pair that is qualified; absent pairs keep their name.
    private var qualified: [QualifiedName: String] = [:]
    /// The keys of each name several containers declare, sorted.
    private(set) var shared: [String: [String]] = [:]
    /// The container of each declared module, by key.
    private(set) var containers: [String: ModuleContainer] = [:]

    private struct QualifiedName: Hashable {
        var container: ModuleContainer
        var name: String
    }

    /// - Parameters:
    ///   - packages: the repository's packages, in the build's order.
    ///   - projects: the repository's Xcode projects.
    ///   - folderModules: the `module` lines' names: a project target of such a name gives way
    ///     to the line, so it declares nothing.
    init(packages: [LocalPackage], projects: [ProjectInput], folderModules: Set<String>) {
        var declarers: [String: [(container: ModuleContainer, label: String, path: String)]] = [:]
        for (index, package) in packages.enumerated() {
            let directory = package.directory.isEmpty ? package.manifest.name : package.directory
            for name in Set(package.manifest.targets.map(\.name)) {
                declarers[name, default: []].append((.package(index), package.manifest.name, directory))
            }
        }
        for project in projects {
            let bundle = RelativePath.directory(of: project.path)
            let label = String(RelativePath.lastComponent(of: bundle))
            for name in Set(project.project.targets.map(\.moduleName)) where !folderModules.contains(name) {
                declarers[name, default: []].append((.project(project.path), label, bundle))
            }
        }
        for (name, list) in declarers {
            guard Set(list.map(\.container)).count > 1 else {
                containers[name] = list[0].container
                continue
            }
            // Labels two containers share would make one key of two modules: paths tell them apart.
            let labels = list.map(\.label)
            let byPath = Set(labels).count < labels.count
            var keys: [String] = []
            for declarer in list {
                let key = (byPath ? declarer.path : declarer.label) + "/" + name
                qualified[QualifiedName(container: declarer.container, name: name)] = key
                containers[key] = declarer.container
                keys.append(key)
            }
            shared[name] = keys.sorted()
        }
    }

    /// The key of the target `name` of `packages[package]`.
    func key(package: Int, target name: String) -> String {
        qualified[QualifiedName(container: .package(package), name: name)] ?? name
    }

    /// The key of the module `name` of the project at the root-relative `path`.
    func key(project path: String, module name: String) -> String {
        qualified[QualifiedName(container: .project(path), name: name)] ?? name
    }

    /// The key a name stands for when nothing tells which container's module is meant: the
    /// name itself, or for a name several containers declare, the first of their keys.
    func anyKey(of name: String) -> String {
        shared[name]?.first ?? name
    }
}

/// Which of the modules of one name an import means: the one within the importing target's
/// build. Each step is a look-up, so resolving every import stays linear.
struct ImportScope {
    let keys: ModuleKeys
    /// Each target's declared dependencies, by key.
    let dependencies: [String: Set<String>]

    init(keys: ModuleKeys, declared: [DeclaredDependency]) {
        self.keys = keys
        var dependencies: [String: Set<String>] = [:]
        for dependency in declared { dependencies[dependency.target, default: []].formUnion(dependency.modules) }
        self.dependencies = dependencies
    }

    /// The key of the module that `import name` in a file of `owner` means: a module the owner
    /// declares a dependency on; else one of its own package or project; else a package's
    /// (SwiftPM builds see no Xcode target, and an Xcode target reaches another project's only
    /// through a workspace); else the first.
    func module(named name: String, importedBy owner: String) -> String {
        guard let candidates = keys.shared[name] else { return name }
        if let declared = dependencies[owner], let module = candidates.first(where: declared.contains) { return module }
        if let container = keys.containers[owner], let module = candidates.first(where: { keys.containers[$0] == container }) {
            return module
        }
        return candidates.first { keys.containers[$0]?.isProject == false } ?? candidates[0]
    }
}
