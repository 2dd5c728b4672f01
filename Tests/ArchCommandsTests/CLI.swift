import ArchManifest
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import ArchAnalysis
import ArchCommands

/// Runs archkit in-process the way the executable does, with a manifest cache shared by the
/// whole test run so that SwiftPM evaluates each distinct manifest once.
enum CLI {
    static let cacheDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-test-manifest-cache")

    static func run(_ arguments: [String], in directory: URL = RepositoryPaths.root, environment extra: [String: String] = [:]) -> CommandResult {
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["ARCHKIT_CACHE_DIR"] = cacheDirectory.path
        return ArchKit(environment: environment, workingDirectory: directory).run(arguments)
    }

    static func analyze(_ root: URL, mode: ManifestMode = .automatic) throws -> Analysis {
        let analyzer = Analyzer(
            manifestReader: ManifestReaderFactory(cacheDirectory: cacheDirectory).makeReader(for: mode),
            ruleEngine: RuleEngine())
        return try analyzer.analyze(AnalysisRequest(root: root.standardizedFileURL, rootDisplay: root.path, configFile: nil, includeTests: false))
    }
}
