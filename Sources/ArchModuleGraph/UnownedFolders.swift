import ArchCore

/// A folder of Swift files that no module owns: an app shell built by an Xcode project, or
/// files dropped beside a package's targets. The files are grouped at the shallowest folder
/// that still holds only unowned files, so an app of hundreds of files is one folder.
public struct UnownedFolder: Sendable, Hashable {
    /// Root-relative; "." for the repository's top folder.
    public var path: String
    /// Root-relative, sorted.
    public var files: [String]
    /// The folder of the nearest `Package.swift` around the folder ("" for the repository's
    /// top); nil when no package holds it.
    public var package: String?

    public init(path: String, files: [String], package: String? = nil) {
        self.path = path
        self.files = files
        self.package = package
    }
}

extension ModuleGraph {
    /// The folders that hold Swift files no module owns, sorted by path.
    ///
    /// A file's group climbs from its folder towards the top while the parent neither holds
    /// (at any depth) a file some module owns nor is a package's folder: there the files
    /// belong to the package or beside its targets, and a group above it would swallow them.
    public var unownedFolders: [UnownedFolder] {
        let unowned = files.filter { $0.module == nil }.map(\.path)
        guard !unowned.isEmpty else { return [] }
        var occupied: Set<String> = ["."]
        for file in files where file.module != nil {
            var folder = RelativePath.directory(of: file.path)
            while !folder.isEmpty, occupied.insert(folder).inserted {
                folder = RelativePath.directory(of: folder)
            }
        }
        var packages: Set<String> = []
        // Xcode targets are declared in project files, which make no package folder.
        for module in modules {
            if let manifest = module.packageManifest { packages.insert(RelativePath.directory(of: manifest)) }
        }
        for folder in packages { occupied.insert(folder.isEmpty ? "." : folder) }
        var groups: [String: [String]] = [:]
        for file in unowned {
            var group = RelativePath.directory(of: file)
            while !group.isEmpty {
                let parent = RelativePath.directory(of: group)
                if occupied.contains(parent.isEmpty ? "." : parent) { break }
                group = parent
            }
            groups[group.isEmpty ? "." : group, default: []].append(file)
        }
        return groups.keys.sorted().map { path in
            // The nearest package folder among the group's ancestors, the group included.
            var folder = path == "." ? "" : path
            while !packages.contains(folder), !folder.isEmpty { folder = RelativePath.directory(of: folder) }
            return UnownedFolder(path: path, files: groups[path, default: []].sorted(), package: packages.contains(folder) ? folder : nil)
        }
    }
}
