import ArchRulesFile
import ArchCore
import Foundation

/// Chooses `{{root}}`, where a template writes: `--into`, else the `.archrules` `root` for the
/// template's kind, else the layout the repository already has, else the template's default.
public enum ScaffoldRoot {
    /// The folders of the layered-feature layout; a folder holding most of them is a
    /// feature, and the folder holding features is where new ones go.
    static let featureFolders: Set<String> = ["Api", "Domain", "Repository", "Service", "Di", "Presentation"]

    /// - Parameter isExcluded: whether `.archrules` excludes a root-relative folder; excluded
    ///   folders are not where the repository keeps its features.
    public static func choose(for template: Template, into: String?, configured: String?, repository: URL,
                              isExcluded: (String) -> Bool = { _ in false }) throws(ScaffoldRefusal) -> String {
        if let into {
            guard template.allowsInto else {
                throw .other("template '\(template.name)' writes to fixed places; --into cannot move it")
            }
            return folder(into)
        }
        if let configured { return folder(configured) }
        if template.kind == .feature, template.destination.contains("{{root}}"), let detected = detectFeatureRoot(in: repository, isExcluded: isExcluded) {
            return detected
        }
        return template.root
    }

    /// `path` normalized, with the repository root as "." rather than "": `{{root}}/{{Name}}`
    /// must stay relative (`./Order`, not `/Order`).
    static func folder(_ path: String) -> String {
        let normalized = RelativePath.normalize(path)
        return normalized.isEmpty ? "." : normalized
    }

    /// The folder that holds most existing features, or an app's `Sources` folder.
    static func detectFeatureRoot(in repository: URL, isExcluded: (String) -> Bool = { _ in false }) -> String? {
        var featuresByParent: [String: Int] = [:]
        walk(repository, relative: "", depth: 0, isExcluded: isExcluded) { relative, children in
            if children.filter(featureFolders.contains).count >= 3 {
                featuresByParent[RelativePath.directory(of: relative), default: 0] += 1
            }
        }
        let best = featuresByParent.max { lhs, rhs in
            (lhs.value, -lhs.key.count, rhs.key) < (rhs.value, -rhs.key.count, lhs.key)
        }
        if let best { return best.key.isEmpty ? "." : best.key }
        // An app target's folder: AppName/Sources, outside any package.
        let manager = FileManager.default
        let topLevel = (try? manager.contentsOfDirectory(atPath: repository.path))?.sorted() ?? []
        for folder in topLevel where !NeverScannedFolders.isHidden(folder) && !NeverScannedFolders.names.contains(folder) && !isExcluded(folder) {
            let sources = repository.appendingPathComponent(folder).appendingPathComponent("Sources")
            let isPackage = manager.fileExists(atPath: repository.appendingPathComponent(folder).appendingPathComponent("Package.swift").path)
            if !isPackage, isDirectory(sources) { return "\(folder)/Sources" }
        }
        return nil
    }

    private static func walk(_ url: URL, relative: String, depth: Int, isExcluded: (String) -> Bool, visit: (String, [String]) -> Void) {
        guard depth < 7, let children = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
        // Templates hold features in the making, not features.
        if children.contains(TemplateLibrary.manifestName) { return }
        let folders = children.filter { child in
            !NeverScannedFolders.isHidden(child) && !NeverScannedFolders.names.contains(child) && !isExcluded(relative.isEmpty ? child : relative + "/" + child)
                && isDirectory(url.appendingPathComponent(child))
        }
        if !relative.isEmpty { visit(relative, folders) }
        for folder in folders.sorted() {
            walk(url.appendingPathComponent(folder), relative: relative.isEmpty ? folder : relative + "/" + folder, depth: depth + 1,
                 isExcluded: isExcluded, visit: visit)
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
    }
}
