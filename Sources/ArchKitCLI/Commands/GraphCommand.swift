import ArchCommandLine
import ArchCore
import ArchGraph
import ArchReport
import Foundation

/// `archkit graph`: the module graph for people and tools to review.
struct GraphCommand {
    let context: CommandContext

    static let formats = ["dot", "mermaid", "json", "html", "svg", "markdown"]

    func run(_ command: ParsedCommand) -> CommandResult {
        let options: GraphViewOptions
        do {
            options = try Self.viewOptions(command)
        } catch {
            return CommandResult(stderr: "error: \(error.message)\n", exitCode: ExitCode.usage)
        }
        let request: AnalysisRequest
        let analysis: Analysis
        do {
            (request, analysis) = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }
        let document = GraphDocumentBuilder.build(graph: analysis.graph, rules: analysis.rules,
                                                  diagnostics: analysis.diagnostics, root: request.rootDisplay)
        let rendered: String
        do {
            rendered = try Self.render(document, format: command.value("format") ?? "json", options: options)
        } catch {
            return CommandResult(stderr: "error: \(error.description)\n", exitCode: ExitCode.usage)
        }
        return context.deliver(rendered, to: command.value("output"))
    }

    /// JSON is always the complete document; the drawings show what the options select.
    static func render(_ document: GraphDocument, format: String, options: GraphViewOptions) throws(GraphViewError) -> String {
        switch format {
        case "dot": return DOTRenderer().render(try GraphViewBuilder.build(document, options: options))
        case "mermaid": return MermaidRenderer().render(try GraphViewBuilder.build(document, options: options))
        case "svg": return SVGRenderer().render(try GraphViewBuilder.build(document, options: options))
        case "html": return try HTMLReport().render(document: document, options: options)
        case "markdown": return try MarkdownReport().render(document: document, options: options)
        default: return GraphJSONReporter().render(document)
        }
    }

    struct OptionProblem: Error {
        var message: String
    }

    static func viewOptions(_ command: ParsedCommand) throws(OptionProblem) -> GraphViewOptions {
        var options = GraphViewOptions(
            level: GraphView.Level(rawValue: command.value("level") ?? "module") ?? .module,
            includeTests: command.flag("include-tests"),
            includeExternal: command.flag("include-external"),
            focus: command.value("focus"),
            direction: GraphViewOptions.Direction(rawValue: command.value("direction") ?? "both") ?? .both)
        if let depth = command.value("depth") {
            guard let value = Int(depth), value >= 0 else {
                throw OptionProblem(message: "--depth takes a whole number of steps, such as 2, not '\(depth)'")
            }
            guard options.focus != nil else { throw OptionProblem(message: "--depth goes with --focus") }
            options.depth = value
        }
        if command.value("direction") != nil, options.focus == nil {
            throw OptionProblem(message: "--direction goes with --focus")
        }
        return options
    }
}

extension CommandContext {
    /// Prints, or writes the file atomically: a reader never sees half a report, and a failed
    /// run leaves the previous file.
    func deliver(_ text: String, to output: String?) -> CommandResult {
        guard let output else { return CommandResult(stdout: text) }
        do {
            try Data(text.utf8).write(to: resolve(output), options: .atomic)
        } catch {
            return CommandResult(stderr: "error: cannot write \(output): \(error.localizedDescription)\n", exitCode: ExitCode.usage)
        }
        return CommandResult()
    }
}
