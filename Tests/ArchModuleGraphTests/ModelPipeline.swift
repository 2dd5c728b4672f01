import ArchRulesFile
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchModuleGraph
import ArchSyntax
import ArchTestSupport
import Foundation

/// The reading stages and the graph builder, wired as the command line wires them, for tests
/// that check what the model makes of real folders.
enum ModelPipeline {
    /// The graph of the repository at `root`. Manifests are read by `reader`: the static reader
    /// by default, which runs nothing.
    static func graph(of root: URL, reader: any ManifestReading = StaticManifestReader()) throws -> ModuleGraph {
        let root = root.resolvingSymlinksInPath()
        let discovered = try FileDiscovery(root: root).discover()
        let paths = discovered.manifests
        // In parallel, as the command line reads them: SwiftPM takes a second for each.
        let manifests = try concurrentMap(paths.indices) { index -> PackageManifest in
            let url = root.appendingPathComponent(paths[index])
            let input = ManifestInput(fileURL: url, relativePath: paths[index], contents: Array(try Data(contentsOf: url)))
            switch reader.read(input) {
            case .manifest(let manifest): return manifest
            case .failure(let problems): throw PipelineFailure(description: "\(paths[index]): \(problems.map(\.message))")
            }
        }
        let rootPath = root.path
        let builder = GraphBuilder(
            rules: .empty, rootPath: rootPath,
            directoryExists: { relative in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: rootPath + "/" + relative, isDirectory: &isDirectory) && isDirectory.boolValue
            },
            directoryHasManifest: { relative in
                FileManager.default.fileExists(atPath: rootPath + "/" + (relative.isEmpty ? "" : relative + "/") + "Package.swift")
            })
        return builder.build(manifests: manifests, sources: SourceReader.scan(root: root, paths: discovered.sources))
    }

    /// Writes `files` (root-relative path to contents) into a new scratch folder.
    static func repository(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: "archkit-model")
        for (path, contents) in files { try directory.write(path, contents) }
        return directory
    }

    /// The owner of every discovered source file, by root-relative path; "-" for none.
    static func owners(_ graph: ModuleGraph) -> [String: String] {
        Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.module ?? "-") })
    }
}

struct PipelineFailure: Error, CustomStringConvertible {
    var description: String
}

extension ModuleGraph {
    /// `from → to` for every import edge.
    var importEdges: [String] {
        edges.filter { $0.kind == .import }.map { "\($0.from) → \($0.to)" }
    }
}
