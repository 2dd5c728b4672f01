import ArchBenchmark
import ArchTestSupport
import Foundation
import Testing

/// Two runs of archkit on the same files print the same bytes, whatever the order in which the
/// parallel scan finishes its files. Each run is a process of its own, so that Swift's
/// per-process hash seed differs between them: an order taken from a `Set` or a `Dictionary`
/// would show here, where two runs inside one test process would hide it.
@Suite("Determinism", .serialized)
struct DeterminismTests {
    /// Every output that is compared: `check` in each of its formats and `graph` in the text
    /// formats people keep in repositories and diff.
    static let commands: [[String]] = [
        ["check"],
        ["check", "--format", "json"],
        ["check", "--format", "sarif"],
        ["graph", "--format", "json"],
        ["graph", "--format", "dot"],
        ["graph", "--format", "mermaid"],
        ["graph", "--format", "html"],
    ]

    /// A generated monorepo with many files, far more than the scan has threads, and planted
    /// findings and a cycle, so that every part of the output has something to order; a
    /// quarter of the files in the quick run.
    static let shape = RepositoryShape(name: "determinism", files: SlowSuites.choose(quick: 120, full: 480), targets: 24,
                                       dependenciesPerTarget: 4, targetsPerPackage: 8, layerViolations: 2)

    /// The environment of each run: the test run's shared manifest cache, and no fixed hash
    /// seed, so that each process hashes differently.
    private static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["ARCHKIT_CACHE_DIR"] = CLI.cacheDirectory.path
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        return environment
    }

    private static func expectIdenticalRuns(on root: URL, extra: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let archkit = try BuiltArchkit.url().path
        for command in commands {
            let arguments = [archkit] + command + [root.path] + extra
            let first = try Shell.run(arguments, in: root, environment: environment)
            let second = try Shell.run(arguments, in: root, environment: environment)
            #expect([0, 1].contains(first.status), "\(command): \(first.stderr)", sourceLocation: sourceLocation)
            #expect(!first.stdout.isEmpty, "\(command)", sourceLocation: sourceLocation)
            #expect(first.status == second.status, "\(command)", sourceLocation: sourceLocation)
            #expect(first.stdout == second.stdout, "\(command) printed different output on \(root.lastPathComponent)",
                    sourceLocation: sourceLocation)
            #expect(first.stderr == second.stderr, "\(command)", sourceLocation: sourceLocation)
        }
    }

    /// Every fixture in the slow suites, the first in the quick run.
    @Test(arguments: SlowSuites.choose(quick: Array(GraphCommandTests.fixtures.prefix(1)), full: GraphCommandTests.fixtures))
    func twoRunsOnAFixturePrintTheSameBytes(fixture: String) throws {
        try Self.expectIdenticalRuns(on: RepositoryPaths.fixtures.appendingPathComponent(fixture))
    }

    @Test func twoRunsOnAGeneratedRepositoryWithManyFilesPrintTheSameBytes() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-determinism")
        let root = scratch.url.appendingPathComponent("repo")
        try RepositoryGenerator(shape: Self.shape).write(to: root)
        try Self.expectIdenticalRuns(on: root, extra: ["--manifests", "static"])
    }
}
