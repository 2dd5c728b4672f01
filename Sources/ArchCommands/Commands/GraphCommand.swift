import ArchAnalysis
import ArchArguments
import ArchCore
import ArchViews
import ArchReport
import Foundation

/// `archkit graph`: the analysis drawn for people and tools to review. It writes the report,
/// then exits as `archkit check` would on the same analysis.
struct GraphCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let options: GraphViewOptions
        do {
            options = try Self.viewOptions(command)
        } catch {
            return CommandResult(stderr: "error: \(error.message)\n", exitCode: ExitCode.usage)
        }
        let analysis: Analysis
        do {
            analysis = try context.analyze(command)
        } catch {
            return CommandContext.failureResult(error)
        }
        context.keptUntilExit?.keep(analysis)
        let format = command[Options.graphFormat] ?? .json
        var result: CommandResult
        if format == .json, let output = command[Options.output], output != "-", OutputFile.descriptor(named: output) == nil {
            // Graph JSON of a large repository is tens of megabytes: written to a file in
            // chunks as it is produced, never held whole.
            result = context.deliverJSON(of: analysis.document, to: output)
        } else if format == .html {
            // Written as bytes: a String of a page of tens of megabytes costs as much again.
            let page: [UInt8]
            do {
                page = try HTMLReport(options: options).renderBytes(analysis.document)
            } catch {
                return CommandResult(stderr: "error: \(error.description)\n", exitCode: ExitCode.usage)
            }
            result = context.deliver(bytes: page, to: command[Options.output])
        } else {
            let rendered: String
            do {
                rendered = try format.renderer(context.renderSettings(for: analysis, view: options, codeScanning: false)).render(analysis.document)
            } catch {
                return CommandResult(stderr: "error: \(error.description)\n", exitCode: ExitCode.usage)
            }
            result = context.deliver(rendered, to: command[Options.output])
        }
        if result.exitCode == ExitCode.success {
            // A report written to a file says so, so that a CI log shows where it went.
            if let output = command[Options.output], output != "-", OutputFile.descriptor(named: output) == nil, !command[Options.quiet] {
                result.stdout += "archkit: wrote \(format.rawValue) to \(output): \(analysis.summary.sentence)\n"
            }
            if analysis.document.isIncomplete {
                result.stderr += "warning: the graph is incomplete: "
                    + analysis.document.unread.map { "\($0.file) could not be read" }.joined(separator: "; ") + "\n"
            }
            result.exitCode = CommandContext.exitCode(for: analysis.summary, strict: command[Options.strict])
        }
        return result
    }

    struct OptionProblem: Error {
        var message: String
    }

    static func viewOptions(_ command: ParsedCommand) throws(OptionProblem) -> GraphViewOptions {
        var options = GraphViewOptions(
            level: command[Options.level] ?? .module,
            includeTests: command[Options.includeTests],
            includeExternal: command[Options.includeExternal],
            focus: command[Options.focus],
            direction: command[Options.direction] ?? .both,
            packageBoxes: command[Options.packageBoxes],
            allEdges: command[Options.allEdges])
        if let depth = command[Options.depth] {
            guard let value = Int(depth), value >= 0 else {
                throw OptionProblem(message: "--depth takes a whole number of steps, such as 2, not '\(depth)'")
            }
            guard options.focus != nil else { throw OptionProblem(message: "--depth goes with --focus") }
            options.depth = value
        }
        if command[Options.direction] != nil, options.focus == nil {
            throw OptionProblem(message: "--direction goes with --focus")
        }
        return options
    }
}

extension CommandContext {
    /// Prints, or writes `-o FILE` through `OutputFile`: a regular file is replaced in one
    /// step (a reader never sees half a report, a failed run leaves the previous file), while
    /// devices, FIFOs and standard streams are written in place. `-` is standard output.
    func deliver(_ text: String, to output: String?) -> CommandResult {
        guard let output else { return CommandResult(stdout: text) }
        // The standard streams go through the result, so that they keep their order with
        // everything else the command prints.
        switch output == "-" ? STDOUT_FILENO : OutputFile.descriptor(named: output) {
        case STDOUT_FILENO: return CommandResult(stdout: text)
        case STDERR_FILENO: return CommandResult(stderr: text)
        default: break
        }
        do {
            try OutputFile(path: resolve(output).path, displayPath: output).write(Array(text.utf8))
        } catch {
            return CommandResult(stderr: "error: \(error)\n", exitCode: ExitCode.usage)
        }
        return CommandResult()
    }

    /// `deliver` for text already in UTF-8 bytes: a file is written from them as they are.
    func deliver(bytes: [UInt8], to output: String?) -> CommandResult {
        guard let output, output != "-", OutputFile.descriptor(named: output) == nil else {
            return deliver(String(decoding: bytes, as: UTF8.self), to: output)
        }
        do {
            try OutputFile(path: resolve(output).path, displayPath: output).write(bytes)
        } catch {
            return CommandResult(stderr: "error: \(error)\n", exitCode: ExitCode.usage)
        }
        return CommandResult()
    }

    /// Writes graph JSON to the file `output` names (not a standard stream), chunk by chunk.
    func deliverJSON(of document: GraphDocument, to output: String) -> CommandResult {
        do {
            try OutputFile(path: resolve(output).path, displayPath: output).write { (emit: ([UInt8]) throws(FileProblem) -> Void) throws(FileProblem) in
                try document.writeJSON(to: emit)
            }
        } catch {
            return CommandResult(stderr: "error: \(error)\n", exitCode: ExitCode.usage)
        }
        return CommandResult()
    }
}
