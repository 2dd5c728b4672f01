import ArchAnalysis
import ArchCore
import ArchCommands
import ArchManifest
import ArchModuleGraph
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing

/// The e-commerce fixture's enum manifests read statically give the analysis SwiftPM gives:
/// the same diagnostics and the same edges, with every manifest edge on a real line; and a
/// cold automatic check runs no program at all.
@Suite("Enum manifests in a check")
struct EnumManifestCheckTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp")

    /// SwiftPM's analysis, made once for every test that compares with it.
    static let bySwiftPM: Analysis? = try? CLI.analyze(fixture, mode: .swiftpm)

    /// Fails every run, so that a result proves that nothing was run.
    struct NoProcesses: ProcessRunning {
        struct Refused: Error {}
        func run(_ request: ProcessRequest) throws -> ProcessResult { throw Refused() }
    }

    @Test(.requires(.swift))
    func staticReadingGivesSwiftPMsDiagnosticsAndEdges() throws {
        let statically = try CLI.analyze(Self.fixture, mode: .static)
        let swiftPM = try #require(Self.bySwiftPM)
        #expect(statically.manifestReadings.allSatisfy { $0.evaluation == .static })
        #expect(statically.diagnostics == swiftPM.diagnostics)
        #expect(statically.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(statically.diagnostics.count == 13)
        func edges(_ analysis: Analysis) -> [String] {
            analysis.graph.edges.map { "\($0.from) -> \($0.to) \($0.kind)" }.sorted()
        }
        #expect(edges(statically) == edges(swiftPM))
        #expect(statically.graph.modules.map(\.name).sorted() == swiftPM.graph.modules.map(\.name).sorted())
        for edge in statically.graph.edges where edge.kind == .manifest {
            #expect(edge.locations.allSatisfy { $0.location.line > 1 }, "\(edge.from) -> \(edge.to)")
        }
    }

    @Test func aColdAutomaticCheckRunsNoProgram() throws {
        let factory = ManifestReaderFactory(cacheDirectory: nil, processRunner: NoProcesses())
        let analyzer = Analyzer(manifestReader: factory.makeReader(for: .automatic), ruleEngine: RuleEngine())
        let analysis = try analyzer.analyze(AnalysisRequest(root: Self.fixture.standardizedFileURL, rootDisplay: Self.fixture.path,
                                                            configFile: nil, includeTests: false))
        #expect(analysis.manifestReadings.count == 11)
        #expect(analysis.manifestReadings.allSatisfy { $0.evaluation == .static })
        #expect(analysis.diagnostics.count == 13)
        #expect(analysis.diagnostics.allSatisfy { $0.ruleID == "service-locator" })
    }

    @Test func staticModeChecksTheFixtureClean() {
        let result = CLI.run(["check", Self.fixture.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("archkit: 0 errors, 13 warnings in "), "\(result.stdout)")
        #expect(result.stdout.contains(", 47 modules, 302 edges"), "\(result.stdout)")
    }
}
