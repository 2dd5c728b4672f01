import ArchArguments
import ArchCore
import ArchViews
import ArchReport
import Foundation

/// What `archkit check` writes: `--format` on standard output, and each `--report FORMAT[:FILE]`
/// to its file (or to standard output when it names none, or `-`), all from the one analysis.
struct ReportRequests {
    struct Report: Equatable {
        var format: CheckFormat
        /// nil for standard output.
        var file: String?
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Every report, the one for standard output (if any) first.
    let reports: [Report]

    init(_ command: ParsedCommand) throws(Problem) {
        var files: [Report] = []
        var standardOutput: [Report] = []
        for word in command.isGiven(Options.report) ? command[Options.report] : [] {
            let report = try Self.report(parsing: word)
            if report.file == nil {
                standardOutput.append(report)
            } else if files.contains(where: { $0.file == report.file }) {
                throw Problem(description: "error: --report names '\(report.file ?? "")' twice; give each report its own file")
            } else {
                files.append(report)
            }
        }
        let format = command[Options.checkFormat] ?? .xcode
        if command.isGiven(Options.checkFormat) || standardOutput.isEmpty {
            standardOutput.insert(Report(format: format, file: nil), at: 0)
        }
        guard standardOutput.count == 1 else {
            let names = standardOutput.map(\.format.rawValue).joined(separator: ", ")
            throw Problem(description: "error: \(names): only one report can go to standard output; "
                          + "give the others a file, as in --report sarif:archkit.sarif")
        }
        reports = standardOutput + files
    }

    /// `github`, `junit:archkit.xml`, `sarif:-`.
    static func report(parsing word: String) throws(Problem) -> Report {
        let name = word.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard let format = CheckFormat(rawValue: name) else {
            let choices = CheckFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw Problem(description: "error: --report '\(word.shortenedForMessage)': unknown format '\(name.shortenedForMessage)'; "
                          + "choose from \(choices), optionally followed by ':FILE'")
        }
        guard word.count > name.count else { return Report(format: format, file: nil) }
        let file = String(word.dropFirst(name.count + 1))
        guard !file.isEmpty else {
            throw Problem(description: "error: --report '\(word.shortenedForMessage)' names no file after ':'; "
                          + "leave out the ':' to print it")
        }
        return Report(format: format, file: file == "-" ? nil : file)
    }

    var needsCodeScanningSettings: Bool { reports.contains { $0.format.needsCodeScanningSettings } }
    var writesGitHubAnnotations: Bool { reports.contains { $0.format == .github } }
}

extension CommandContext {
    /// Renders every report and writes the files, each replaced in one step. Any failure is
    /// a usage error (exit 2): a CI step that asked for a report must not pass without it.
    func deliver(_ requests: ReportRequests, of document: GraphDocument, settings: RenderSettings) -> CommandResult {
        var printed = ""
        // Colour is for a terminal, never for a file.
        var fileSettings = settings
        fileSettings.colors = false
        do {
            for report in requests.reports {
                let text = try report.format.renderer(report.file == nil ? settings : fileSettings).render(document)
                guard let file = report.file else {
                    printed = text
                    continue
                }
                let written = deliver(text, to: file)
                guard written.exitCode == ExitCode.success else { return written }
                printed += written.stdout
            }
        } catch {
            return CommandResult(stderr: "error: \(error.description)\n", exitCode: ExitCode.usage)
        }
        return CommandResult(stdout: printed)
    }

    /// With GitHub annotations requested inside GitHub Actions, appends the Markdown report to
    /// the job summary (`GITHUB_STEP_SUMMARY`), which shows every finding where annotations
    /// stop. Returns an error message when the file cannot be written.
    func appendStepSummary(_ requests: ReportRequests, of document: GraphDocument, settings: RenderSettings) -> String? {
        guard requests.writesGitHubAnnotations, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        let markdown: String
        do {
            markdown = try GraphFormat.markdown.renderer(settings).render(document)
        } catch {
            return "error: the job summary could not be rendered: \(error.description)"
        }
        let url = resolve(path)
        guard let handle = FileHandle(forWritingAtPath: url.path) ?? {
            FileManager.default.createFile(atPath: url.path, contents: nil) ? FileHandle(forWritingAtPath: url.path) : nil
        }() else {
            return "error: GITHUB_STEP_SUMMARY names \(path), which cannot be opened for writing"
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data((markdown + "\n").utf8))
        } catch {
            return "error: could not append the job summary to \(path): \(error.localizedDescription)"
        }
        return nil
    }
}
