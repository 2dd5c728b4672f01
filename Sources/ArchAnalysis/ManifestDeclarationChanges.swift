import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchXcode
import Foundation

/// Which targets each changed `Package.swift` or `project.pbxproj` touches: the file is read at
/// the merge base (`git show`) and in the head's folder, and compared target by target
/// (`ManifestDeclarationDiff`, `ProjectDeclarationDiff`).
public enum ManifestDeclarationChanges {
    /// - Parameter declared: the targets each manifest or project declares on the head's
    ///   graph, by the file's path.
    /// - Returns: for each changed file whose touched targets could be told, those targets by
    ///   the names Swift imports them by (a file left out changes every target it declares);
    ///   and the package dependencies whose `.package(…)` entry changed, by identity.
    ///   - readToolsVersions: the tools version of the manifest read for each package, by its
    ///     `Package.swift` path (`ManifestReadingRecord.toolsVersion`).
    public static func changedTargets(by change: GitChange, git: Git, headFolder: URL, declared: [String: [String]],
                                      readToolsVersions: [String: ToolsVersion] = [:]) throws(AnalysisFailure) -> (targets: [String: Set<String>], packages: Set<String>) {
        var changed: [String: Set<String>] = [:]
        var packages: Set<String> = []
        for path in change.files {
            let name = RelativePath.lastComponent(of: path)
            // A version-specific manifest declares the targets the graph places in `Package.swift`.
            let sibling = RelativePath.manifest(readInsteadOf: path)
            guard name == "Package.swift" || name == "project.pbxproj" || sibling != nil,
                  let targets = declared[sibling ?? path] else { continue }
            let sides = try git.bothSides(of: path, in: change, headFolder: headFolder)
            guard let base = sides.base, let head = sides.head else { continue }
            if name != "project.pbxproj" {
                // Beside version-specific manifests, a file that declares another tools version
                // than the manifest SwiftPM read is not the one it read: its change changes nothing.
                let packageManifest = sibling ?? path
                if let read = readToolsVersions[packageManifest], let written = ToolsVersion.declared(in: head), written != read,
                   sibling != nil || !VersionSpecificManifests.names(in: headFolder.appendingPathComponent(RelativePath.directory(of: path)).path).isEmpty {
                    changed[path] = []
                    continue
                }
                // A manifest names its targets without the package a shared name is qualified with.
                let names = targets.map { String(Module.importName(ofKey: $0)) }
                let changes = ManifestDeclarationDiff.changes(from: Array(base), to: head, targets: names)
                if let touched = changes.targets { changed[path] = touched }
                packages.formUnion(changes.packages)
            } else if let touched = ProjectDeclarationDiff.changedTargets(from: Array(base), to: head),
                      let modules = moduleNames(ofProjectAt: headFolder.appendingPathComponent(path), in: headFolder) {
                // Targets by their names; the graph knows them by their modules' names.
                changed[path] = Set(touched.compactMap { modules[$0] })
            }
        }
        return (changed, packages)
    }

    /// The module name of each target of the head's project, by the target's name.
    private static func moduleNames(ofProjectAt file: URL, in folder: URL) -> [String: String]? {
        guard let project = try? XcodeProjectReader.read(projectAt: file.deletingLastPathComponent(), confinedTo: folder) else { return nil }
        return Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
    }
}
