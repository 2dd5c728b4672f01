import ArchCore
import ArchManifest
import ArchModuleGraph
import ArchXcode
import Foundation

/// Which targets each changed `Package.swift` or `project.pbxproj` touches: the file is read at
/// the merge base (`git show`) and in the head's folder, and compared target by target
/// (`ManifestDeclarationDiff`, `ProjectDeclarationDiff`). A package that SwiftPM read is
/// compared as SwiftPM declares it at both revisions (`ManifestDeclarations`), which no
/// rewriting of the file's text can fool.
public enum ManifestDeclarationChanges {
    /// How to ask SwiftPM: its reader, and the `Package.swift` paths of the packages the head's
    /// analysis read with it.
    public struct SwiftPMComparison {
        public var reader: SwiftPMManifestReader
        public var packages: Set<String>

        public init(reader: SwiftPMManifestReader, packages: Set<String>) {
            self.reader = reader
            self.packages = packages
        }
    }

    /// - Parameter declared: the targets each manifest or project declares on the head's
    ///   graph, by the file's path.
    /// - Returns: for each changed file whose touched targets could be told, those targets by
    ///   the names Swift imports them by (a file left out changes every target it declares);
    ///   and the package dependencies whose `.package(…)` entry changed, by identity.
    ///   - readToolsVersions: the tools version of the manifest read for each package, by its
    ///     `Package.swift` path (`ManifestReadingRecord.toolsVersion`).
    ///   - swiftPM: where given, the packages SwiftPM read are compared as it declares them.
    public static func changedTargets(by change: GitChange, git: Git, headFolder: URL, declared: [String: [String]],
                                      readToolsVersions: [String: ToolsVersion] = [:],
                                      swiftPM: SwiftPMComparison? = nil) throws(AnalysisFailure) -> (targets: [String: Set<String>], packages: Set<String>) {
        var changed: [String: Set<String>] = [:]
        var packages: Set<String> = []
        var comparedBySwiftPM: [String: (targets: Set<String>?, packages: Set<String>)?] = [:]
        for path in change.files {
            let name = RelativePath.lastComponent(of: path)
            // A version-specific manifest declares the targets the graph places in `Package.swift`.
            let sibling = RelativePath.manifest(readInsteadOf: path)
            guard name == "Package.swift" || name == "project.pbxproj" || sibling != nil,
                  let targets = declared[sibling ?? path] else { continue }
            if name != "project.pbxproj", let swiftPM, swiftPM.packages.contains(sibling ?? path) {
                let packageManifest = sibling ?? path
                if comparedBySwiftPM[packageManifest] == nil {
                    comparedBySwiftPM[packageManifest] = .some(try compare(packageManifest, change: change, git: git, headFolder: headFolder,
                                                                           reader: swiftPM.reader))
                }
                if let compared = comparedBySwiftPM[packageManifest] ?? nil {
                    if let touched = compared.targets { changed[path] = touched }
                    packages.formUnion(compared.packages)
                    continue
                }
            }
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

    /// What SwiftPM declares for the package of `packageManifest` at the merge base (its
    /// manifests written to a temporary folder, removed afterwards) against the head's folder;
    /// nil when SwiftPM cannot read either side.
    private static func compare(_ packageManifest: String, change: GitChange, git: Git, headFolder: URL,
                                reader: SwiftPMManifestReader) throws(AnalysisFailure) -> (targets: Set<String>?, packages: Set<String>)? {
        let directory = RelativePath.directory(of: packageManifest)
        let headFile = headFolder.appendingPathComponent(packageManifest)
        guard let headBytes = try? FileBytes.readRegularFile(headFile.path),
              let head = reader.declarations(of: ManifestInput(fileURL: headFile, relativePath: packageManifest, contents: headBytes)),
              let baseManifest = try git.contents(of: packageManifest, at: change.mergeBase) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-base-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The base's version-specific manifests: those the head has, and those the change touched.
        var names = Set(VersionSpecificManifests.names(in: headFile.deletingLastPathComponent().path))
        for path in change.files where RelativePath.directory(of: path) == directory && RelativePath.manifest(readInsteadOf: path) != nil {
            names.insert(RelativePath.lastComponent(of: path))
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try baseManifest.write(to: folder.appendingPathComponent("Package.swift"))
            for name in names.sorted() {
                if let data = try git.contents(of: RelativePath.join(directory, name), at: change.mergeBase) {
                    try data.write(to: folder.appendingPathComponent(name))
                }
            }
        } catch let failure as AnalysisFailure {
            throw failure
        } catch {
            return nil
        }
        let baseFile = folder.appendingPathComponent("Package.swift")
        guard let base = reader.declarations(of: ManifestInput(fileURL: baseFile, relativePath: packageManifest, contents: Array(baseManifest)))
        else { return nil }
        return ManifestDeclarations.changes(from: base, to: head)
    }

    /// The module name of each target of the head's project, by the target's name.
    private static func moduleNames(ofProjectAt file: URL, in folder: URL) -> [String: String]? {
        guard let project = try? XcodeProjectReader.read(projectAt: file.deletingLastPathComponent(), confinedTo: folder) else { return nil }
        return Dictionary(project.targets.map { ($0.name, $0.moduleName) }, uniquingKeysWith: { first, _ in first })
    }
}
