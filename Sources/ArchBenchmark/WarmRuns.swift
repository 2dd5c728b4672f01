import ArchCore
import Foundation

/// The warm `--manifests auto` case: the same repository with manifests only SwiftPM can read,
/// checked with an empty manifest cache (cold) and then again (warm). Every run sees a `swift`
/// on `PATH` that logs each start to a file before handing over to the real one, and a cache
/// folder inside the benchmark's scratch folder, so neither the user's cache nor the user's
/// toolchain settings (`ARCHKIT_SWIFT`) play a part.
///
/// The cold run must start `swift` (else the manifests did not need it) and find exactly the
/// planted findings; a warm run must print byte for byte what the cold run printed and start
/// no `swift` at all. A failure of either fails the benchmark.
struct WarmRuns {
    /// The repository with manifests that need SwiftPM, beside the literal one at `root`.
    let root: String
    let cache: String
    let wrapperFolder: String
    let log: String

    init(literalRoot: String, scratch: String) {
        root = literalRoot + "-swiftpm"
        cache = scratch + "/manifest-cache"
        wrapperFolder = scratch + "/swift-wrapper"
        log = scratch + "/swift-runs.log"
    }

    /// Cold and warm figures of one size.
    struct Figures: Sendable {
        var manifests: Int
        var coldSeconds: Double
        var coldSwiftRuns: Int
        var warmSwiftRuns: Int
    }

    /// Writes the `swift` wrapper and empties the cache and the log.
    func prepare() throws {
        guard let swift = ExecutableLookup.find("swift") else { throw BenchmarkFailure("the warm case needs swift on PATH") }
        let manager = FileManager.default
        for path in [cache, wrapperFolder, log] where manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
        try manager.createDirectory(atPath: wrapperFolder, withIntermediateDirectories: true)
        let script = "#!/bin/sh\necho \"$*\" >> '\(log)'\nexec '\(swift)' \"$@\"\n"
        try Data(script.utf8).write(to: URL(fileURLWithPath: wrapperFolder + "/swift"))
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapperFolder + "/swift")
    }

    /// The benchmark's environment with the wrapper first on `PATH` and the cache in scratch.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = wrapperFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["ARCHKIT_SWIFT"] = nil
        environment["ARCHKIT_CACHE_DIR"] = cache
        return environment
    }

    func checkArguments(archkit: String) -> [String] {
        [archkit, "check", root, "--manifests", "auto", "--cache-dir", cache, "--format", "json"]
    }

    /// How many times `swift` started since the last call; forgets them.
    func takeSwiftRuns() -> Int {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(atPath: log)
        return text.split(separator: "\n").count
    }

    /// Runs the cold check and one warm check, and holds both to their promises.
    func measureCold(archkit: String, scratch: String, shape: RepositoryShape, timeout: Double) throws -> Figures {
        try prepare()
        let coldOutput = scratch + "/check-cold.json"
        let cold = try ChildRun.run(checkArguments(archkit: archkit), in: root, outputPath: coldOutput, environment: environment, timeout: timeout)
        guard !cold.timedOut else { throw BenchmarkFailure("the cold --manifests auto check timed out on \(shape.name)") }
        let coldReport = try Data(contentsOf: URL(fileURLWithPath: coldOutput))
        let found = try FindingCount.byRule(checkJSON: coldReport)
        if let mismatch = FindingCount.mismatch(found: found, expected: shape.expectedFindings) {
            throw BenchmarkFailure("the cold --manifests auto check on \(shape.name) did not find the planted findings: \(mismatch) (report in \(coldOutput))")
        }
        let coldSwiftRuns = takeSwiftRuns()
        guard coldSwiftRuns > 0 else { throw BenchmarkFailure("the cold check on \(shape.name) started no swift: its manifests did not need SwiftPM") }

        let warmOutput = scratch + "/check-warm.json"
        let warm = try ChildRun.run(checkArguments(archkit: archkit), in: root, outputPath: warmOutput, environment: environment, timeout: timeout)
        guard !warm.timedOut else { throw BenchmarkFailure("the warm --manifests auto check timed out on \(shape.name)") }
        guard try Data(contentsOf: URL(fileURLWithPath: warmOutput)) == coldReport else {
            throw BenchmarkFailure("the warm check on \(shape.name) printed other than the cold one: compare \(coldOutput) and \(warmOutput)")
        }
        let warmSwiftRuns = takeSwiftRuns()
        guard warmSwiftRuns == 0 else { throw BenchmarkFailure("the warm check on \(shape.name) started swift \(warmSwiftRuns) times") }
        return Figures(manifests: shape.packages, coldSeconds: cold.seconds, coldSwiftRuns: coldSwiftRuns, warmSwiftRuns: 0)
    }
}
