import ArchCore
import Foundation

/// Takes the package folder out of SwiftPM's answer before it is cached, and puts the folder
/// being read back in when it is loaded, so that one answer serves an identical manifest in
/// any folder: a copy of the repository, or a revision unpacked into a fresh temporary folder.
///
/// `dump-package` writes the folder into its answer: as the root (`packageKind.root`), and in
/// every file-system dependency path and local source-control location, which it resolves
/// against the folder. Those are the places rewritten. A path that the manifest spells out
/// whole (`.package(path: "/opt/Shared")`) does not depend on the folder and is kept; any
/// other is stored relative to the folder, climbing out of it where it must (`../Shared`).
/// A dependency's identity that came from its path (`.package(path: "..")` is named after the
/// parent folder) is worked out again from the new path.
enum PackageFolderAbstraction {
    /// Marks a path stored relative to the package folder.
    static let marker = "archkit-package-folder:"

    typealias Object = [String: Any]

    /// The answer with the folder taken out; nil when it is not the JSON SwiftPM writes.
    /// - Parameter manifests: the contents of every manifest SwiftPM may have read.
    static func abstract(_ answer: Data, packageDirectory: String, manifests: [Data]) -> Data? {
        guard var root = try? JSONSerialization.jsonObject(with: answer) as? Object else { return nil }
        // The folder as SwiftPM saw it, links resolved the way it resolves them.
        let folder = ((root["packageKind"] as? Object)?["root"] as? [Any])?.first as? String ?? packageDirectory
        rewritePaths(in: &root) { path in
            guard path.hasPrefix("/"), !manifests.contains(where: { $0.range(of: Data(path.utf8)) != nil }) else { return path }
            return marker + relativePath(from: folder, to: path)
        }
        return try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
    }

    /// Puts the folder being read back into a cached answer, parsed: the decoder reads it as it
    /// is, since writing the JSON out again only to parse it once more cost more than all else
    /// a warm read does.
    static func reroot(_ root: inout Object, packageDirectory: String) {
        rewritePaths(in: &root) { path in
            guard path.hasPrefix(marker) else { return path }
            return RelativePath.join(packageDirectory, String(path.dropFirst(marker.count)))
        }
    }

    /// Applies `rewrite` to the root folder and to each dependency's path or local location;
    /// a dependency whose identity was its old path's last component gets its new one.
    private static func rewritePaths(in root: inout Object, _ rewrite: (String) -> String) {
        if var kind = root["packageKind"] as? Object, var folders = kind["root"] as? [Any], let folder = folders.first as? String {
            folders[0] = rewrite(folder)
            kind["root"] = folders
            root["packageKind"] = kind
        }
        guard var dependencies = root["dependencies"] as? [Any] else { return }
        for index in dependencies.indices {
            guard var dependency = dependencies[index] as? Object, dependency.count == 1, let (kind, payload) = dependency.first,
                  var entries = payload as? [Any], var details = entries.first as? Object else { continue }
            switch kind {
            case "fileSystem":
                guard let path = details["path"] as? String else { continue }
                let rewritten = rewrite(path)
                details["path"] = rewritten
                details["identity"] = identity(details["identity"], from: path, to: rewritten)
            case "sourceControl":
                guard var location = details["location"] as? Object, var local = location["local"] as? [Any],
                      let path = local.first as? String else { continue }
                let rewritten = rewrite(path)
                local[0] = rewritten
                location["local"] = local
                details["location"] = location
                details["identity"] = identity(details["identity"], from: path, to: rewritten)
            default:
                continue
            }
            entries[0] = details
            dependency[kind] = entries
            dependencies[index] = dependency
        }
        root["dependencies"] = dependencies
    }

    /// When a path is taken out, an identity that is the path's last component is marked, to
    /// be worked out again from the path it is put back as.
    private static func identity(_ identity: Any?, from old: String, to new: String) -> Any? {
        guard let identity = identity as? String else { return identity }
        if identity == marker, !new.hasPrefix(marker) { return PackageIdentity.fromPath(new) }
        if new.hasPrefix(marker), !old.hasPrefix(marker), identity == PackageIdentity.fromPath(old) { return marker }
        return identity
    }

    /// `path` relative to `folder`, both absolute: `Sources`, `../Shared`, or "" for the folder.
    static func relativePath(from folder: String, to path: String) -> String {
        let base = RelativePath.normalize(folder).split(separator: "/")
        let target = RelativePath.normalize(path).split(separator: "/")
        var common = 0
        while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }
}
