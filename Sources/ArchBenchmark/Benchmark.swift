import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Generates each repository, checks that archkit finds exactly what was planted, then times
/// the commands in interleaved rounds so that a slow moment on a shared machine hits all of
/// them alike. Medians of the rounds are reported.
public struct Benchmark: Sendable {
    public let options: BenchmarkOptions

    public init(options: BenchmarkOptions) { self.options = options }

    struct Command {
        var label: String
        var arguments: (_ root: String, _ scratch: String) -> [String]
        var acceptedExits: Set<Int32>
        /// The environment to run in; nil for the benchmark's own.
        var environment: [String: String]? = nil
    }

    public struct Row: Sendable {
        var shape: RepositoryShape
        var files: Int
        var bytes: Int
        var edges: Int
        var medians: [String: Double]
        var peakRSS: [String: Int]
        /// The cold and warm `--manifests auto` figures, for the sizes that measure them.
        var warm: WarmRuns.Figures?
    }

    public func run(log: (String) -> Void) throws -> [Row] {
        let archkit = URL(fileURLWithPath: options.archkit).standardizedFileURL.path
        guard FileManager.default.isExecutableFile(atPath: archkit) else {
            throw BenchmarkFailure("no archkit binary at \(archkit); run `swift build -c release --product archkit` first")
        }
        var rows: [Row] = []
        for shape in options.shapes {
            let base = try baseFolder()
            defer { if options.keep == nil { try? FileManager.default.removeItem(atPath: base) } }
            let root = base + "/" + shape.name
            let scratch = base + "/" + shape.name + "-out"
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            let generator = RepositoryGenerator(shape: shape, seed: options.seed)
            if FileManager.default.fileExists(atPath: root) { try FileManager.default.removeItem(atPath: root) }
            let written = try generator.write(to: URL(fileURLWithPath: root))
            log("\(shape.name): generated \(written.swiftFiles) files, \(shape.targets) targets, \(generator.plan.edgeCount) edges in \(root)")
            // The new files reach the disk before anything is timed: writeback running beside
            // the first rounds slowed rg by up to 2× and made every ratio to it drift.
            sync()
            try gate(archkit: archkit, root: root, scratch: scratch, shape: shape)
            log("\(shape.name): archkit check found exactly the planted findings")
            var commands = self.commands(archkit: archkit)
            var warm: WarmRuns.Figures?
            let warmRuns = shape.measuresWarmRuns ? WarmRuns(literalRoot: root, scratch: scratch) : nil
            if let runs = warmRuns {
                if FileManager.default.fileExists(atPath: runs.root) { try FileManager.default.removeItem(atPath: runs.root) }
                try RepositoryGenerator(shape: shape, seed: options.seed, manifestStyle: .swiftPM).write(to: URL(fileURLWithPath: runs.root))
                let figures = try runs.measureCold(archkit: archkit, scratch: scratch, shape: shape, timeout: options.timeout)
                log("\(shape.name): cold --manifests auto check started swift \(figures.coldSwiftRuns) times; a warm one printed the same and started none")
                commands.append(Command(label: "check warm", arguments: { _, _ in runs.checkArguments(archkit: archkit) }, acceptedExits: [1],
                                        environment: runs.environment))
                warm = figures
            }
            var seconds: [String: [Double]] = [:]
            var peaks: [String: Int] = [:]
            for round in 0..<options.runs {
                for command in commands {
                    let result = try ChildRun.run(command.arguments(root, scratch), in: root, environment: command.environment, timeout: options.timeout)
                    guard !result.timedOut else { throw BenchmarkFailure("\(command.label) timed out after \(options.timeout)s on \(shape.name)") }
                    guard command.acceptedExits.contains(result.exitStatus) else {
                        throw BenchmarkFailure("\(command.label) exited with \(result.exitStatus) on \(shape.name)")
                    }
                    seconds[command.label, default: []].append(result.seconds)
                    peaks[command.label] = max(peaks[command.label] ?? 0, result.peakRSSBytes)
                }
                log("\(shape.name): round \(round + 1) of \(options.runs) done")
            }
            let medians = seconds.mapValues { $0.sorted()[$0.count / 2] }
            if let started = warmRuns?.takeSwiftRuns(), started > 0 {
                throw BenchmarkFailure("the warm checks on \(shape.name) started swift \(started) times")
            }
            rows.append(Row(shape: shape, files: written.swiftFiles, bytes: written.bytes, edges: generator.plan.edgeCount, medians: medians,
                            peakRSS: peaks, warm: warm))
        }
        return rows
    }

    func commands(archkit: String) -> [Command] {
        var commands = [
            Command(label: "check", arguments: { root, _ in [archkit, "check", root, "--manifests", "static", "--format", "json"] }, acceptedExits: [1]),
            Command(label: "graph json", arguments: { [archkit, "graph", $0, "--manifests", "static", "--format", "json", "--output", $1 + "/graph.json"] }, acceptedExits: [0, 1]),
            Command(label: "graph html", arguments: { [archkit, "graph", $0, "--manifests", "static", "--format", "html", "--output", $1 + "/graph.html"] }, acceptedExits: [0, 1]),
        ]
        if let rg = ExecutableLookup.find("rg") {
            // The floor: find the import lines with no parsing at all.
            commands.append(Command(label: "rg", arguments: { root, _ in [rg, "-c", "^\\s*import", root] }, acceptedExits: [0]))
        }
        return commands
    }

    func gate(archkit: String, root: String, scratch: String, shape: RepositoryShape) throws {
        let output = scratch + "/check.json"
        let result = try ChildRun.run([archkit, "check", root, "--manifests", "static", "--format", "json"], in: root, outputPath: output, timeout: options.timeout)
        guard !result.timedOut else { throw BenchmarkFailure("archkit check timed out on \(shape.name)") }
        let found = try FindingCount.byRule(checkJSON: Data(contentsOf: URL(fileURLWithPath: output)))
        if let mismatch = FindingCount.mismatch(found: found, expected: shape.expectedFindings) {
            throw BenchmarkFailure("archkit check on \(shape.name) did not find the planted findings: \(mismatch) (report in \(output))")
        }
    }

    func baseFolder() throws -> String {
        if let keep = options.keep {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            return URL(fileURLWithPath: keep).standardizedFileURL.path
        }
        var template = Array(URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("archkit-benchmark-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchmarkFailure("cannot create a temporary folder") }
        return String(cString: made)
    }
}
