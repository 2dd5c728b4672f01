import ArchTestSupport
import Foundation

/// The seeds that mutations start from: the fixtures' Swift files, manifests and `.archrules`
/// files, and the repository's own `.archrules`, read once and sorted so that a seed names the
/// same inputs on every machine.
struct FuzzCorpus: Sendable {
    var swiftSources: [[UInt8]]
    var manifests: [[UInt8]]
    var rules: [[UInt8]]
    /// Root-relative paths of the fixtures, as subjects for globs.
    var paths: [String]

    static let shared: FuzzCorpus = load()

    private static func load() -> FuzzCorpus {
        let root = RepositoryPaths.root.resolvingSymlinksInPath().path
        var corpus = FuzzCorpus(swiftSources: [], manifests: [], rules: [], paths: [])
        for url in RepositoryPaths.swiftFiles(under: RepositoryPaths.fixtures) {
            guard let data = try? Data(contentsOf: url) else { continue }
            if url.lastPathComponent == "Package.swift" {
                corpus.manifests.append(Array(data))
            } else {
                corpus.swiftSources.append(Array(data))
            }
            corpus.paths.append(String(url.resolvingSymlinksInPath().path.dropFirst(root.count + 1)))
        }
        corpus.manifests.append(Array((try? Data(contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"))) ?? Data()))
        for path in rulesFiles() {
            if let data = try? Data(contentsOf: URL(fileURLWithPath: path)) { corpus.rules.append(Array(data)) }
        }
        return corpus
    }

    /// Every `.archrules` below Fixtures, and the repository's own.
    private static func rulesFiles() -> [String] {
        var files = [RepositoryPaths.root.appendingPathComponent(".archrules").path]
        let fixtures = RepositoryPaths.fixtures.resolvingSymlinksInPath()
        if let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.lastPathComponent == ".archrules" {
                files.append(url.path)
            }
        }
        return files.sorted()
    }
}
