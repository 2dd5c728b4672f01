import ArchAnalysis
import ArchBenchmark
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The benchmark's synthetic monorepos: the same seed gives the same bytes, the promised
/// counts, and exactly the planted findings when archkit checks them.
@Suite("Benchmark generator")
struct BenchmarkGeneratorTests {
    static let shape = RepositoryShape(name: "test", files: 60, targets: 24, dependenciesPerTarget: 3, targetsPerPackage: 8, layerViolations: 2)

    private func files(_ generator: RepositoryGenerator) -> [(String, String)] {
        var files: [(String, String)] = []
        generator.forEachFile { files.append(($0, $1)) }
        return files
    }

    @Test func sameSeedGivesByteIdenticalFiles() {
        let first = files(RepositoryGenerator(shape: Self.shape, seed: 7))
        let second = files(RepositoryGenerator(shape: Self.shape, seed: 7))
        #expect(first.map(\.0) == second.map(\.0))
        #expect(first.map(\.1) == second.map(\.1))
        #expect(files(RepositoryGenerator(shape: Self.shape, seed: 8)).map(\.1) != first.map(\.1))
    }

    @Test func producesThePromisedCounts() {
        let generator = RepositoryGenerator(shape: Self.shape)
        let all = files(generator)
        let sources = all.filter { $0.0.hasSuffix(".swift") && !$0.0.hasSuffix("/Package.swift") }
        let manifests = all.filter { $0.0.hasSuffix("/Package.swift") }
        #expect(sources.count == 60)
        #expect(manifests.count == 3)
        let targets = Set(sources.map { $0.0.split(separator: "/")[3] })
        #expect(targets.count == 24)
        let lines = sources.map { $0.1.split(separator: "\n", omittingEmptySubsequences: false).count }
        #expect(lines.allSatisfy { (140...175).contains($0) }, "lines per file: \(lines)")
    }

    @Test func checkFindsExactlyThePlantedFindings() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-benchmark-test")
        let root = directory.url.appendingPathComponent("repo")
        try RepositoryGenerator(shape: Self.shape).write(to: root)
        let analysis = try CLI.analyze(root, mode: .static)
        let found = Dictionary(grouping: analysis.diagnostics, by: \.ruleID).mapValues(\.count)
        #expect(FindingCount.mismatch(found: found, expected: Self.shape.expectedFindings) == nil,
                "\(FindingCount.mismatch(found: found, expected: Self.shape.expectedFindings) ?? "")")
    }

    @Test func helpIsAnAnswerNotAFailure() throws {
        #expect(try BenchmarkOptions(arguments: ["--help"]).showsHelp)
        #expect(try BenchmarkOptions(arguments: ["--sizes", "warm"]).shapes == [.warm])
        #expect(throws: BenchmarkFailure.self) { try BenchmarkOptions(arguments: ["--bogus"]) }
    }

    @Test func oneLexerMeasurementCanBeTimedAlone() throws {
        let options = try BenchmarkOptions(arguments: ["--lexer", "--only", "light"])
        #expect(options.lexerCorpus == "Fixtures")
        #expect(options.lexerMode == .light)
        #expect(throws: BenchmarkFailure.self) { try BenchmarkOptions(arguments: ["--lexer", "--only", "all"]) }
    }

    /// The warm case's manifests need SwiftPM, and SwiftPM reads from them exactly what the
    /// static reader reads from the literal ones: the warm and static runs see the same graph.
    @Test(.requires(.swift))
    func swiftPMStyleManifestsNeedSwiftPMAndDeclareTheSame() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-benchmark-style")
        let literal = directory.url.appendingPathComponent("literal")
        let swiftPM = directory.url.appendingPathComponent("swiftpm")
        try RepositoryGenerator(shape: Self.shape).write(to: literal)
        try RepositoryGenerator(shape: Self.shape, manifestStyle: .swiftPM).write(to: swiftPM)
        let refused = try CLI.analyze(swiftPM, mode: .static).manifestReadings
        #expect(!refused.isEmpty && refused.allSatisfy { $0.evaluation == nil }, "\(refused)")
        let statically = try CLI.analyze(literal, mode: .static)
        let bySwiftPM = try CLI.analyze(swiftPM, mode: .automatic)
        #expect(bySwiftPM.manifestReadings.allSatisfy { $0.evaluation == .swiftPM || $0.evaluation == .swiftPMCached })
        #expect(Dictionary(grouping: bySwiftPM.diagnostics, by: \.ruleID).mapValues(\.count)
                == Dictionary(grouping: statically.diagnostics, by: \.ruleID).mapValues(\.count))
        // Only the places differ: the static reader points at `.target(`, SwiftPM's answer at the name.
        #expect(bySwiftPM.graph.modules.map(\.name) == statically.graph.modules.map(\.name))
        #expect(bySwiftPM.graph.modules.map(\.path) == statically.graph.modules.map(\.path))
    }

    @Test func theBuiltInSizesKeepTheirPromises() {
        #expect(RepositoryShape.small.files == 2_000 && RepositoryShape.small.targets == 200)
        #expect(RepositoryShape.medium.files == 10_000 && RepositoryShape.medium.targets == 500)
        #expect(RepositoryShape.large.files == 20_000 && RepositoryShape.large.targets == 1_000)
        #expect(RepositoryShape.dense.targets == 5_000)
    }
}
