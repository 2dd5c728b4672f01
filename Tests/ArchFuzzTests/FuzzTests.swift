import ArchCore
import ArchTestSupport
import Foundation
import Testing

/// A seeded, fixed-count fuzz run over the stages that read untrusted files: the Swift lexer
/// and scanner, the static manifest reader and editor, the `.archrules` parser and the glob
/// matcher. Each input must be handled without a crash, within a time bound, and every place a
/// stage reports must lie inside the input. A failure names its seed and iteration, and the
/// command that replays it alone.
@Suite struct FuzzTests {
    enum InputKind: String, CaseIterable {
        case swiftSource = "Swift source"
        case manifest = "Package.swift"
        case rules = ".archrules"
        case glob = "glob"
        case randomBytes = "random bytes"
        case projectFolder = "project folder"
        case lockFile = "lock file"
    }

    @Test func mutatedInputsNeitherCrashNorHangNorReportPlacesOutsideThemselves() throws {
        let settings = FuzzSettings.fromEnvironment()
        let corpus = FuzzCorpus.shared
        try #require(!corpus.swiftSources.isEmpty && !corpus.manifests.isEmpty && !corpus.rules.isEmpty, "the fixtures are missing")
        let mutator = Mutator(amplification: settings.amplification)
        let folder = try TemporaryDirectory(prefix: "archkit-fuzz")
        let saved = CrashReport.install()
        let watchdog = Watchdog(patience: max(30, settings.secondsPerInput * 4))
        let tree = try FileSystemInputs()
        defer {
            watchdog.stop()
            CrashReport.restore(saved)
        }

        var failures: [String] = []
        for iteration in settings.iterationsToRun {
            var random = SplitMix64(seed: settings.seed, iteration: iteration)
            let problems = try run(iteration, corpus: corpus, mutator: mutator, folder: folder.url, tree: tree, settings: settings,
                                   watchdog: watchdog, using: &random)
            failures += problems.map { "seed \(settings.seedText) iteration \(iteration): \($0)\n    replay: \(settings.replay(iteration))" }
        }
        for failure in failures.prefix(10) { Issue.record(Comment(rawValue: failure)) }
        #expect(failures.count <= 10, "and \(failures.count - 10) more failures")
    }

    /// Makes one input and runs it; returns what went wrong.
    private func run(_ iteration: Int, corpus: FuzzCorpus, mutator: Mutator, folder: URL, tree: FileSystemInputs, settings: FuzzSettings,
                     watchdog: Watchdog, using random: inout SplitMix64) throws -> [String] {
        let kind = random.pick(InputKind.allCases)
        let seeds: [[UInt8]]
        switch kind {
        case .swiftSource: seeds = corpus.swiftSources
        case .manifest: seeds = corpus.manifests
        case .rules, .glob: seeds = corpus.rules
        case .randomBytes, .projectFolder, .lockFile: seeds = [[]]
        }
        let donor = random.pick(corpus.swiftSources + corpus.manifests + corpus.rules)
        var made = mutator.mutate(random.pick(seeds), donor: donor, using: &random)
        if kind == .randomBytes {
            made.bytes = (0..<random.amplified(upTo: settings.amplification * 10)).map { _ in UInt8.random(in: 0...255, using: &random) }
            made.steps = ["\(made.bytes.count) random bytes"]
        }
        let input = made.bytes
        let description = "\(kind.rawValue) input of \(input.count) bytes, made by: \(made.steps.joined(separator: "; "))"
        let lines = LineTable(input)
        var problems: [String] = []
        let replay = "seed \(settings.seedText) iteration \(iteration), \(description)\nreplay: \(settings.replay(iteration))"
        CrashReport.set("\narchkit fuzz: crashed on \(replay)\n")
        watchdog.begin(replay)

        func stage(_ name: String, _ work: () throws -> [ReportedPlace]) rethrows {
            let start = DispatchTime.now().uptimeNanoseconds
            let places = try work()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if seconds > settings.secondsPerInput {
                problems.append("\(name) took \(String(format: "%.1f", seconds)) s (bound \(settings.secondsPerInput) s) on \(description)")
            }
            if let outside = places.first(where: { !lines.contains(line: $0.line, column: $0.column) }) {
                problems.append("\(name) reported \(outside.what) at \(outside.line):\(outside.column), outside the input's \(lines.lineCount) lines, on \(description)")
            }
        }

        switch kind {
        case .swiftSource:
            stage("the lexer and scanner") { FuzzTargets.swiftSource(input) }
            if random.oneIn(50) { try stage("SourceReader") { try FuzzTargets.swiftFile(input, in: folder) } }
        case .manifest:
            let edit = random.oneIn(5)
            stage("the static manifest reader") { FuzzTargets.manifest(input, edit: edit) }
        case .rules:
            let paths = (0..<4).map { _ in random.pick(corpus.paths) }
            stage("the .archrules parser") { FuzzTargets.rules(input, paths: paths) }
        case .glob:
            let pattern = GlobInputs.pattern(from: input, amplification: settings.amplification, using: &random)
            let subjects = GlobInputs.subjects(from: corpus.paths, amplification: settings.amplification, using: &random)
            let shown = "pattern \(pattern.prefix(80).debugDescription) (\(pattern.count) characters) against subjects of \(subjects.map(\.count)) characters"
            CrashReport.set("\narchkit fuzz: crashed on \(replay), \(shown)\n")
            watchdog.begin("\(replay), \(shown)")
            stage("the glob matcher, \(shown),") {
                problems += FuzzTargets.glob(pattern: pattern, subjects: subjects).map { "the glob matcher, \(shown): \($0)" }
                return []
            }
        case .randomBytes:
            stage("the lexer and scanner") { FuzzTargets.swiftSource(input) }
            stage("the static manifest reader") { FuzzTargets.manifest(input, edit: false) }
            stage("the .archrules parser") { FuzzTargets.rules(input, paths: []) }
        case .projectFolder:
            let folder = tree.projectFolder(using: &random, amplification: settings.amplification)
            let sourceTree = random.pick(["<group>", "SOURCE_ROOT", "<absolute>", "SDKROOT"])
            let shown = "project folder \(folder.prefix(120).debugDescription) (source tree \(sourceTree))"
            CrashReport.set("\narchkit fuzz: crashed on \(replay), \(shown)\n")
            watchdog.begin("\(replay), \(shown)")
            stage("the project folder listing, \(shown),") {
                problems += tree.listProjectFolder(folder) + tree.readProject(synchronizing: folder, sourceTree: sourceTree)
                return []
            }
        case .lockFile:
            let kind = random.pick(FileSystemInputs.LockKind.allCases)
            let shown = "a lock file that is \(kind)"
            CrashReport.set("\narchkit fuzz: crashed on \(replay), \(shown)\n")
            watchdog.begin("\(replay), \(shown)")
            try tree.placeLock(kind, using: &random)
            stage("archkit new, with \(shown),") {
                let refusal = tree.scaffold()
                if kind == .none || kind == .regular, let refusal { problems.append("archkit new refused \(shown): \(refusal)") }
                if kind != .none, kind != .regular, kind != .device, refusal == nil { problems.append("archkit new took \(shown)") }
                return []
            }
            if let change = tree.outsideChanged() { problems.append("archkit new, with \(shown): \(change)") }
            tree.resetRepository()
        }
        return problems
    }
}
