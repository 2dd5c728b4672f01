import ArchManifest
import ArchRules
import ArchCommandLine
import Foundation

/// What every command may need from the process: the environment and the working folder,
/// passed in rather than read from globals.
struct CommandContext: Sendable {
    var environment: [String: String]
    var workingDirectory: URL

    /// Runs the pipeline on the repository the command names, with the shared options.
    func analyze(_ command: ParsedCommand) throws(AnalysisFailure) -> (AnalysisRequest, Analysis) {
        let (request, analyzer) = try analysisSetup(command)
        return (request, try analyzer.analyze(request))
    }

    /// Turns the path arguments and shared options into an analysis request and a pipeline.
    private func analysisSetup(_ command: ParsedCommand) throws(AnalysisFailure) -> (AnalysisRequest, Analyzer) {
        let positional = command.positional("path")
        let option = command.value("path")
        if let positional, let option, positional != option {
            throw .usage("the path is given twice, as '\(positional)' and as --path '\(option)'")
        }
        let display = positional ?? option ?? "."
        let root = resolve(display)
        let request = AnalysisRequest(
            root: root, rootDisplay: display,
            configFile: command.value("config").map(resolve),
            includeTests: command.flag("include-tests"))
        return (request, analyzer(command))
    }

    /// The pipeline with the manifest reader the command's options ask for.
    func analyzer(_ command: ParsedCommand) -> Analyzer {
        Analyzer(manifestReader: manifestReader(command), ruleEngine: RuleEngine())
    }

    func manifestReader(_ command: ParsedCommand) -> any ManifestReading {
        let mode = ManifestMode(rawValue: command.value("manifests") ?? "auto") ?? .automatic
        return manifestReaderFactory(command).makeReader(for: mode)
    }

    /// The manifest readers the command's `--cache-dir` and `--no-cache` ask for.
    func manifestReaderFactory(_ command: ParsedCommand) -> ManifestReaderFactory {
        let cache = command.flag("no-cache") ? nil : (command.value("cache-dir").map(resolve) ?? defaultCacheDirectory)
        return ManifestReaderFactory(swiftExecutable: environment["ARCHKIT_SWIFT"] ?? "swift", cacheDirectory: cache)
    }

    func resolve(_ path: String) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }

    /// `$ARCHKIT_CACHE_DIR`, else the platform's per-user cache folder.
    var defaultCacheDirectory: URL? {
        if let explicit = environment["ARCHKIT_CACHE_DIR"], !explicit.isEmpty { return resolve(explicit) }
        #if os(macOS)
        guard let home = environment["HOME"] else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent("Library/Caches/archkit")
        #else
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("archkit") }
        guard let home = environment["HOME"] else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/archkit")
        #endif
    }

    /// The exit-2 result for an analysis that could not start.
    static func failureResult(_ failure: AnalysisFailure) -> CommandResult {
        switch failure {
        case .usage(let message), .root(let message), .unreadableConfiguration(let message):
            return CommandResult(stderr: "error: \(message)\n", exitCode: ExitCode.usage)
        case .configuration(let error):
            return CommandResult(stderr: error.description + "\n", exitCode: ExitCode.usage)
        }
    }
}
