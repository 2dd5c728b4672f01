import ArchArguments
import ArchScaffold

/// `archkit templates`: every template with its kind, origin, description, variables and destination.
struct TemplatesCommand {
    let context: CommandContext

    func run(_ command: ParsedCommand) -> CommandResult {
        let workspace: ScaffoldWorkspace
        do {
            workspace = try ScaffoldWorkspace(command, context: context)
        } catch {
            return CommandContext.failureResult(error)
        }
        var lines: [String] = []
        for name in workspace.library.names {
            let template: Template?
            do {
                template = try workspace.library.template(named: name)
            } catch {
                lines += ["\(name)", "  error: \(error.description)", ""]
                continue
            }
            guard let template else { continue }
            let defaultFor = workspace.rules.scaffolding.defaultTemplates.first { $0.value.value == name }?.key
                ?? NewCommand.defaultTemplates.first { $0.value == name && workspace.rules.scaffolding.defaultTemplates[$0.key] == nil }?.key
            var header = "\(name) (\(template.kind.rawValue), \(template.origin))"
            if let defaultFor { header += ", the default for 'archkit new \(defaultFor.rawValue)'" }
            lines.append(header)
            lines.append("  \(template.description)")
            lines.append("  writes to: \(template.destination)" + (template.destination.contains("{{root}}") ? " (root: \(template.root) unless --into, .archrules 'root \(template.kind.rawValue)' or the layout says otherwise)" : ""))
            for variable in template.variables {
                lines.append("  --set \(variable.name)=\(variable.defaultValue)" + (variable.help.isEmpty ? "" : "  \(variable.help)"))
            }
            lines.append("")
        }
        return CommandResult(stdout: lines.joined(separator: "\n"))
    }
}
