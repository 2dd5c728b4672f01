import ArchAnalysis
import ArchArguments
import ArchCore
import ArchViews
import ArchManifest
import ArchReport
import ArchRuleCatalogue
import Foundation

/// What every command may need from the process: the environment, the working folder and what
/// to do on an interruption, passed in rather than read from globals.
struct CommandContext: Sendable {
    var environment: [String: String]
    var workingDirectory: URL
    /// Stops the children the command starts, and runs its registered cleanups, when archkit
    /// is interrupted.
    var shutdown: SignalShutdown
    /// Where the executable keeps analyses until it exits; nil in-process, where they are freed.
    var keptUntilExit: KeptUntilExit? = nil
    /// Whether the standard streams are terminals.
    var terminal = Terminal()

    /// Whether standard output may be coloured: only on a terminal, and never when `NO_COLOR`
    /// is set to anything (no-color.org) or the command was given `--no-color`.
    func colorsStandardOutput(_ command: ParsedCommand) -> Bool {
        terminal.standardOutputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && !command[Options.noColor]
    }

    /// Runs the pipeline on the repository the command names, with the shared options.
    func analyze(_ command: ParsedCommand) throws(AnalysisFailure) -> Analysis {
        let positional = command[Arguments.path]
        let option = command[Options.path]
        if let positional, let option, positional != option {
            throw .usage("the path is given twice, as '\(positional)' and as --path '\(option)'")
        }
        let display = positional ?? option ?? (command[Options.config] == nil ? nearestRulesRoot() : nil) ?? "."
        let request = AnalysisRequest(
            root: resolve(display), rootDisplay: display,
            configFile: command[Options.config].map(resolve),
            includeTests: command[Options.includeTests])
        return try withProgress { progress throws(AnalysisFailure) in try analyzer(command, progress: progress).analyze(request) }
    }

    /// Runs `body` with counters of its progress when standard error is a terminal, where a
    /// run that lasts over a second then says how far it has got on a line that is erased
    /// before `body` returns; elsewhere (a pipe, a file, a CI log) with none.
    func withProgress<Result>(_ body: (ProgressCounters?) throws(AnalysisFailure) -> Result) throws(AnalysisFailure) -> Result {
        let progress = terminal.standardErrorIsTerminal ? ProgressCounters() : nil
        let line = progress.map { ProgressLine(counters: $0) }
        line?.start()
        defer { line?.stop() }
        return try body(progress)
    }

    /// The pipeline with the manifest reader the command's options ask for.
    func analyzer(_ command: ParsedCommand, progress: ProgressCounters? = nil) throws(AnalysisFailure) -> Analyzer {
        let factory = manifestReaderFactory(command, timeout: try manifestTimeout(command), progress: progress)
        return Analyzer(manifestReader: factory.makeReader(for: command[Options.manifests] ?? .automatic),
                        progress: progress)
    }

    /// The manifest readers the command's `--cache-dir` and `--no-cache` ask for, whose
    /// children an interruption stops, and whose SwiftPM evaluations `progress` counts.
    func manifestReaderFactory(_ command: ParsedCommand, timeout: Duration = ManifestReaderFactory.defaultTimeout,
                               progress: ProgressCounters? = nil) -> ManifestReaderFactory {
        let cache = command[Options.noCache] ? nil
            : (command[Options.cacheDirectory].map(resolve) ?? ManifestCacheLocation.default(environment: environment, resolve: resolve))
        let system = SystemProcessRunner(runningChildren: shutdown.runningChildren)
        let runner: any ProcessRunning = progress.map { CountingProcessRunner(base: system, progress: $0) } ?? system
        return ManifestReaderFactory(swiftExecutable: environment["ARCHKIT_SWIFT"] ?? "swift", cacheDirectory: cache,
                                     processRunner: runner, timeout: timeout)
    }

    /// The command's `--manifest-timeout`: how long SwiftPM may take over one manifest.
    func manifestTimeout(_ command: ParsedCommand) throws(AnalysisFailure) -> Duration {
        guard let text = command[Options.manifestTimeout] else { return ManifestReaderFactory.defaultTimeout }
        return try Self.manifestTimeout(parsing: text)
    }

    /// A positive number of seconds, such as `120` or `2.5`, up to about 30 years.
    static func manifestTimeout(parsing text: String) throws(AnalysisFailure) -> Duration {
        let shown = text.shortenedForMessage
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let seconds = Double(text), seconds > 0, seconds <= 1e9 else {
            throw .usage("--manifest-timeout takes a positive number of seconds, such as 120 or 2.5, not '\(shown)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// Without a path, the folder to check from a subfolder of a repository, as git and
    /// SwiftLint find their files: the nearest folder above the working one that holds an
    /// `.archrules`, no higher than the top of the git work tree, as a relative path (`../..`);
    /// nil when the working folder has one itself, or none is found (or there is no work tree).
    func nearestRulesRoot() -> String? {
        let manager = FileManager.default
        let start = workingDirectory.standardizedFileURL.path
        guard !manager.fileExists(atPath: start + "/.archrules"), let top = WorkTree.top(of: workingDirectory) else { return nil }
        var folder = start
        var levels = 0
        while folder != top, folder.hasPrefix(top + "/") {
            folder = RelativePath.directory(of: folder)
            levels += 1
            if manager.fileExists(atPath: folder + "/.archrules") {
                return Array(repeating: "..", count: levels).joined(separator: "/")
            }
        }
        return nil
    }

    func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// What every renderer may need about the analysis besides the document.
    /// - Parameter codeScanning: whether the output is SARIF, the one format that reads the
    ///   code-scanning settings; describing every rule for it took a few milliseconds of every run.
    func renderSettings(for analysis: Analysis, paths: PathStyle = .relative, view: GraphViewOptions = GraphViewOptions(),
                        remarks: [String] = [], codeScanning: Bool = true) -> RenderSettings {
        guard codeScanning else { return RenderSettings(paths: paths, view: view, remarks: remarks) }
        let root = analysis.request.root
        let columns = SourceColumns(root: root)
        let scanning = CodeScanningSettings(
            toolVersion: CommandTree.version, rules: Self.sarifRules, rootPath: root.path,
            workTreeTop: WorkTree.top(of: root), utf16Column: columns.utf16Column)
        return RenderSettings(paths: paths, view: view, remarks: remarks, scanning: scanning)
    }

    /// The exit code of a command that reports an analysis: 1 when it has errors, or warnings
    /// with `--strict`, as `archkit check` judges.
    static func exitCode(for summary: AnalysisSummary, strict: Bool) -> Int32 {
        summary.errors > 0 || (strict && summary.warnings > 0) ? ExitCode.violations : ExitCode.success
    }

    /// The exit-2 result for an analysis that could not start.
    static func failureResult(_ failure: AnalysisFailure) -> CommandResult {
        CommandResult(stderr: failure.description + "\n", exitCode: ExitCode.usage)
    }

    /// Every id a diagnostic can carry, described for code scanning.
    static var sarifRules: [SARIFRule] {
        RuleCatalogue.all.map(\.description).map {
            SARIFRule(id: $0.id.rawValue, name: $0.name, summary: $0.summary, help: RuleHelp.markdown($0), defaultSeverity: $0.defaultSeverity)
        } + InputProblem.all.map {
            SARIFRule(id: $0.id, name: $0.id, summary: $0.summary, help: RuleHelp.markdown($0), defaultSeverity: $0.defaultSeverity)
        }
    }
}
