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

    /// Whether the target compiles the root-relative file `path`, which lies in `folder`.
    func owns(_ path: String) -> Bool {
        if excluded.contains(where: { RelativePath.isInside(path, folder: $0) }) { return false }
        if let included { return included.contains { RelativePath.isInside(path, folder: $0) } }
        return true
    }

    /// SwiftPM's predefined source folders, in the order it looks at them.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]
    static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]
    static let pluginFolders = ["Plugins"]

    /// - Parameters:
    ///   - packageDirectory: root-relative folder of the package.
    ///   - isSoleTarget: whether this is the package's only non-test target, which SwiftPM lets
    ///     keep its sources directly in `Sources/`.
    static func resolve(_ target: TargetDeclaration, packageDirectory: String, isSoleTarget: Bool,
                        directoryExists: (String) -> Bool) -> TargetLayout {
        let folder: String
        if let path = target.path {
            folder = RelativePath.join(packageDirectory, path)
        } else {
            let candidates: [String]
            switch target.kind {
            case .test: candidates = testFolders
            case .plugin: candidates = pluginFolders
            default: candidates = sourceFolders
            }
            let predefined = candidates.map { RelativePath.join(packageDirectory, "\($0)/\(target.name)") }
            if let existing = predefined.first(where: directoryExists) {
                folder = existing
            } else if isSoleTarget, target.kind != .test,
                      let flat = sourceFolders.map({ RelativePath.join(packageDirectory, $0) }).first(where: directoryExists) {
                folder = flat
            } else {
                folder = predefined[0]
            }
        }
        return TargetLayout(
            module: target.name,
            folder: folder,
            excluded: target.exclude.map { RelativePath.join(folder, $0) },
            included: target.sources.map { $0.map { RelativePath.join(folder, $0) } }
        )
    }
}

/// Finds the target that owns a file by walking up the file's folders, so that the deepest
/// target folder wins and lookup costs the depth of the path, not the number of targets.
struct OwnershipIndex {
    private var layoutsByFolder: [String: [TargetLayout]] = [:]

    init(_ layouts: [TargetLayout]) {
        for layout in layouts {
            layoutsByFolder[layout.folder, default: []].append(layout)
        }
    }

    func owner(of path: String) -> String? {
        var folder = RelativePath.directory(of: path)
        while true {
            if let layouts = layoutsByFolder[folder], let owner = layouts.first(where: { $0.owns(path) }) {
                return owner.module
            }
            if folder.isEmpty { return nil }
            folder = RelativePath.directory(of: folder)
        }
    }
}
