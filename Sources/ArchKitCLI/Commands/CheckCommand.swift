import ArchAnalysis
import ArchCommandLine
import ArchCore
import ArchReport

/// `archkit check`: the analysis, rendered for people, editors, scripts or code scanning.
struct CheckCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let analysis: Analysis
        do {
            analysis = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }
        var remarks: [String] = []
        if analysis.configPath == nil {
            remarks.append("no .archrules in \(analysis.request.rootDisplay): no layers are defined, so layer rules are not checked")
        }
        if command.flag("verbose") {
            remarks += analysis.manifestReadings.map { "\($0.path): " + ($0.evaluation.map { "read \($0.rawValue)" } ?? "could not be read") }
            remarks += analysis.graph.unownedFiles.map { "\($0): owned by no module" }
            remarks += analysis.discovered.skippedLinks.map { "\($0.path): \($0.explanation); not followed" }
        }
        let paths: PathStyle = command.flag("absolute-paths") ? .absolute(root: analysis.request.root.path) : .relative
        let format = command.choice("format", as: CheckFormat.self) ?? .xcode
        let renderer = format.renderer(context.renderSettings(for: analysis, paths: paths, remarks: remarks))
        let output: String
        do {
            output = try renderer.render(analysis.document)
        } catch {
            return CommandResult(stderr: "error: \(error.description)\n", exitCode: ExitCode.usage)
        }
        return CommandResult(stdout: output, exitCode: CommandContext.exitCode(for: analysis.summary, strict: command.flag("strict")))
    }
}
