import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The static reader against SwiftPM on every `Package.swift` below the folder named by
/// `ARCHKIT_MANIFEST_CORPUS` (real repositories cloned there, as
/// docs/real-repositories.md describes): each must be read statically, and read exactly as
/// `dump-package` reads it. Skipped when the variable is not set. Prints one line per manifest
/// and a count per repository (a top-level folder of the corpus).
@Suite(.requires(.swift), .enabled(if: CorpusManifests.root != nil, "set \(CorpusManifests.variable) to a folder of repositories"))
struct CorpusManifestOracleTests {
    @Test func everyCorpusManifestReadsStaticallyAsSwiftPMReadsIt() throws {
        let root = try #require(CorpusManifests.root)
        let paths = CorpusManifests.manifests(below: root)
        #expect(!paths.isEmpty, "no Package.swift below \(root.path)")
        let results = try concurrentMap(paths.indices) { index -> [String] in
            let url = root.appendingPathComponent(paths[index])
            guard let data = try? Data(contentsOf: url) else { return ["unreadable"] }
            return EnumOracle.differences(ManifestInput(fileURL: url, relativePath: paths[index], contents: Array(data)))
        }
        var counts: [String: (manifests: Int, equal: Int)] = [:]
        for (path, differences) in zip(paths, results) {
            let repository = String(path.prefix { $0 != "/" })
            counts[repository, default: (0, 0)].manifests += 1
            if differences.isEmpty { counts[repository, default: (0, 0)].equal += 1 }
            print("\(differences.isEmpty ? "equal" : "DIFFERENT") \(path)\(differences.isEmpty ? "" : ": \(differences)")")
            #expect(differences.isEmpty, "\(path): \(differences)")
        }
        for (repository, count) in counts.sorted(by: { $0.key < $1.key }) {
            print("\(repository): \(count.equal) of \(count.manifests) manifests read statically as SwiftPM reads them")
        }
    }
}

enum CorpusManifests {
    static let variable = "ARCHKIT_MANIFEST_CORPUS"

    static var root: URL? {
        guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path)
    }

    /// The relative paths of every `Package.swift` below `root`, outside hidden and build folders.
    static func manifests(below root: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            if url.lastPathComponent == ".build" { walker.skipDescendants(); continue }
            guard url.lastPathComponent == "Package.swift" else { continue }
            paths.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
        }
        return paths.sorted()
    }
}
