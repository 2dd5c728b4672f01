import ArchCommandLine
import ArchReport
import Foundation

/// `archkit graph`: the module graph for people and tools to review.
struct GraphCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let request: AnalysisRequest
        let analysis: Analysis
        do {
            (request, analysis) = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }
        let rendered = GraphJSONReporter().render(analysis.graph, root: request.rootDisplay)
        guard let output = command.value("output") else { return CommandResult(stdout: rendered) }
        do {
            // Atomic: a reader never sees half a graph, and a failed run leaves the old file.
            try Data(rendered.utf8).write(to: context.resolve(output), options: .atomic)
        } catch {
            return CommandResult(stderr: "error: cannot write \(output): \(error.localizedDescription)\n", exitCode: ExitCode.usage)
        }
        return CommandResult()
    }
}
