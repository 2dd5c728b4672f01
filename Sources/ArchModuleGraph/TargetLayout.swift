import ArchCore
import ArchManifest

/// Where a target's sources are, resolved the way SwiftPM resolves them.
struct TargetLayout: Sendable {
    var module: String
    /// Root-relative source folder.
    var folder: String
    /// Root-relative paths below `folder` that the target leaves out (`exclude:`).
    var excluded: [String]
    /// When `sources:` is given, the only root-relative paths below `folder` that count.
    var included: [String]?
    /// Root-relative paths of `resources:`: whatever their rule, files there are not compiled.
    var resources: [String]
    /// The package's tools version, on which the folders SwiftPM looks into depend.
    var toolsVersion: ToolsVersion
    /// False for system library and binary targets, which compile no Swift file of their own.
    var compilesSources: Bool

    /// Whether the target compiles the root-relative file `path`, given that it compiles the
    /// files of the file's folder (`compilesSources` and `isLookedInto(folder:)`) and that the
    /// file's name does not start with a dot (hidden files are never sources): what is left
    /// depends on the path itself.
    func ownsInLookedIntoFolder(_ path: String) -> Bool {
        if excluded.contains(where: { RelativePath.isInside(path, folder: $0) }) { return false }
        if resources.contains(where: { RelativePath.isInside(path, folder: $0) }) { return false }
        if let included { return included.contains { RelativePath.isInside(path, folder: $0) } }
        return true
    }

    /// Whether SwiftPM's walk of the target folder (TargetSourcesBuilder.computeContents)
    /// reaches the files of the root-relative folder `directory`, which is `folder` or lies
    /// below it. Folders that no version looks into are left out by discovery already; these
    /// rules depend on the package's tools version. All the files of a folder share the
    /// answer, so it is worked out once per folder.
    func isLookedInto(folder directory: String) -> Bool {
        let below = folder.isEmpty ? Substring(directory) : directory.dropFirst(folder.count + 1)
        return isLookedInto(folderComponents: below.split(separator: "/"))
    }

    private func isLookedInto(folderComponents components: [Substring]) -> Bool {
        var parentExtension: Substring?
        for (index, component) in components.enumerated() {
            // Hidden files and folders are never sources.
            if component.hasPrefix(".") { return false }
            let pathExtension = Self.pathExtension(of: component)
            if toolsVersion < Self.localizationVersion {
                if pathExtension == "lproj" { return false }
            } else {
                // A folder inside a localization folder is an error to SwiftPM, and never read.
                if parentExtension == "lproj" { return false }
                // From 5.3 until 5.6 every folder with an extension is taken for a resource
                // bundle, unless `sources:` names that very folder. The folder's path is put
                // together only here: building it for every folder of every file cost more
                // than the rest of the walk.
                if toolsVersion < Self.opaqueListVersion, let pathExtension, pathExtension != "lproj",
                   included?.contains(Self.folder(folder, then: components[...index])) != true {
                    return false
                }
            }
            parentExtension = pathExtension
        }
        return true
    }

    /// `folder` followed by `components`, joined with `/`.
    private static func folder(_ folder: String, then components: ArraySlice<Substring>) -> String {
        let below = components.joined(separator: "/")
        return folder.isEmpty ? below : folder + "/" + below
    }

    static let localizationVersion = ToolsVersion(5, 3)
    static let opaqueListVersion = ToolsVersion(5, 6)

    /// What follows the last `.` of a name that does not start with one, as SwiftPM's paths
    /// define an extension; nil when there is none.
    static func pathExtension(of name: Substring) -> Substring? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let pathExtension = name[name.index(after: dot)...]
        return pathExtension.isEmpty ? nil : pathExtension
    }
}

/// The facts of one package that its targets' folders depend on, gathered once so that each
/// target is placed in constant time.
///
/// SwiftPM (PackageBuilder) picks one predefined folder per kind of target for the whole
/// package: the first of its candidates that exists. A target without `path:` lives in
/// `<that folder>/<name>`; failing that, with tools version 5.9 or later, a target that is the
/// only one of its group may use the predefined folder itself. The groups are test targets,
/// plugin targets and all others (regular, executable, macro, system and binary targets alike),
/// and every target of the manifest counts, whether it has `path:` or not.
///
/// Where SwiftPM would refuse the package for want of a folder, the layout falls back to a
/// best guess rather than leaving the target without files.
struct PackageLayout: Sendable {
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]
    static let pluginFolders = ["Plugins"]
    /// The first tools version that lets a sole target use the predefined folder itself.
    static let soleTargetVersion = ToolsVersion(5, 9)

    private enum Group: CaseIterable {
        case regular, test, plugin

        init(_ kind: TargetDeclaration.Kind) {
            switch kind {
            case .test: self = .test
            case .plugin: self = .plugin
            default: self = .regular
            }
        }

        var candidates: [String] {
            switch self {
            case .regular: return PackageLayout.sourceFolders
            case .test: return PackageLayout.testFolders
            case .plugin: return PackageLayout.pluginFolders
            }
        }
    }

    let directory: String
    let toolsVersion: ToolsVersion
    private let predefinedFolders: [Group: String]
    private let targetCounts: [Group: Int]
    private let directoryExists: @Sendable (String) -> Bool

    /// - Parameter directory: root-relative folder of the package.
    init(_ manifest: PackageManifest, directory: String, directoryExists: @escaping @Sendable (String) -> Bool) {
        self.directory = directory
        self.toolsVersion = manifest.toolsVersion
        self.directoryExists = directoryExists
        var folders: [Group: String] = [:]
        for group in Group.allCases {
            let candidates = group.candidates.map { RelativePath.join(directory, $0) }
            folders[group] = candidates.first(where: directoryExists) ?? candidates[0]
        }
        predefinedFolders = folders
        targetCounts = Dictionary(manifest.targets.map { (Group($0.kind), 1) }, uniquingKeysWith: +)
    }

    func layout(of target: TargetDeclaration) -> TargetLayout {
        let folder = self.folder(of: target)
        return TargetLayout(
            module: target.name,
            folder: folder,
            excluded: target.exclude.map { RelativePath.join(folder, $0) },
            included: target.sources.map { $0.map { RelativePath.join(folder, $0) } },
            resources: target.resources.map { RelativePath.join(folder, $0) },
            toolsVersion: toolsVersion,
            compilesSources: target.kind != .system && target.kind != .binary
        )
    }

    private func folder(of target: TargetDeclaration) -> String {
        if let path = target.path { return RelativePath.join(directory, path) }
        let group = Group(target.kind)
        let predefined = predefinedFolders[group]!
        let own = RelativePath.join(predefined, target.name)
        if directoryExists(own) { return own }
        // A binary target's files are its artifact, never the predefined folder.
        if toolsVersion >= Self.soleTargetVersion, targetCounts[group] == 1, target.kind != .binary { return predefined }
        // SwiftPM refuses the package here. Real repositories are sometimes sloppy, so a folder
        // of the target's name under another predefined folder is taken instead of nothing.
        let elsewhere = group.candidates.lazy.map { RelativePath.join(directory, "\($0)/\(target.name)") }
        return elsewhere.first(where: directoryExists) ?? own
    }
}

/// Finds the target that owns a file by walking up the file's folders, so that the deepest
/// target folder wins and lookup costs the depth of the path, not the number of targets.
/// What the walk finds depends only on the folder, so it is worked out once per folder
/// (`Candidates`) and reused for the files that follow in the same folder.
struct OwnershipIndex: Sendable {
    private var layoutsByFolder: [String: [TargetLayout]] = [:]

    init(_ layouts: [TargetLayout]) {
        for layout in layouts {
            layoutsByFolder[layout.folder, default: []].append(layout)
        }
    }

    /// The targets that may own the files of one folder, deepest target folder first (and in
    /// declaration order within one folder): those that compile sources and whose walk reaches
    /// the folder.
    struct Candidates: Sendable {
        var folder: String
        var layouts: [TargetLayout]
    }

    func candidates(inFolder directory: String) -> Candidates {
        var layouts: [TargetLayout] = []
        var folder = directory
        while true {
            for layout in layoutsByFolder[folder] ?? [] where layout.compilesSources && layout.isLookedInto(folder: directory) {
                layouts.append(layout)
            }
            if folder.isEmpty { break }
            folder = RelativePath.directory(of: folder)
        }
        return Candidates(folder: directory, layouts: layouts)
    }

    /// The module that owns the root-relative file `path`. `cache` holds the candidates of the
    /// folder asked last; it is replaced when `path` lies in another folder.
    func owner(of path: String, cache: inout Candidates?) -> String? {
        // An ASCII path is cut and its name tested in its bytes, which are then its characters:
        // cutting it into Substrings and testing the name's first Character cost four times the
        // rest of the lookup, for every file of the repository.
        let answer: ByteAnswer? = path.utf8.withContiguousStorageIfAvailable { bytes in
            var slash = -1
            for index in bytes.indices {
                if bytes[index] >= 0x80 { return .notASCII }
                if bytes[index] == UInt8(ascii: "/") { slash = index }
            }
            // Hidden files are never sources.
            if slash + 1 < bytes.count, bytes[slash + 1] == UInt8(ascii: ".") { return .owner(nil) }
            let directory = UnsafeBufferPointer(rebasing: bytes[..<max(slash, 0)])
            if cache.map({ RelativePath.sameBytes($0.folder, directory) }) != true {
                cache = candidates(inFolder: String(decoding: directory, as: UTF8.self))
            }
            return .owner(cache!.layouts.first { $0.ownsInLookedIntoFolder(path) }?.module)
        }
        if case .owner(let owner)? = answer { return owner }
        return owner(byCharactersOf: path, cache: &cache)
    }

    private enum ByteAnswer {
        case notASCII
        case owner(String?)
    }

    /// `owner(of:cache:)` for any path, cut and tested by characters.
    func owner(byCharactersOf path: String, cache: inout Candidates?) -> String? {
        let (directory, name) = RelativePath.split(path)
        // Hidden files are never sources.
        if name.hasPrefix(".") { return nil }
        if cache.map({ RelativePath.sameBytes($0.folder, directory) }) != true {
            cache = candidates(inFolder: String(directory))
        }
        return cache!.layouts.first { $0.ownsInLookedIntoFolder(path) }?.module
    }

    func owner(of path: String) -> String? {
        var cache: Candidates?
        return owner(of: path, cache: &cache)
    }
}
