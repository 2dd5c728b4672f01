/// Renders the help page and the usage line of one command, given the path of specs from the
/// root command down to it.
struct HelpRenderer: Sendable {
    let chain: [CommandSpec]
    var width = 80

    /// Labels longer than this get their help text on the next line, so that one long option
    /// does not push every description to the right.
    private static let maximumLabelWidth = 24

    init(chain: [CommandSpec], width: Int = 80) {
        precondition(!chain.isEmpty, "a help page needs at least the root command")
        self.chain = chain
        self.width = width
    }

    private var command: CommandSpec { chain[chain.count - 1] }
    private var isRoot: Bool { chain.count == 1 }
    private var commandLine: String { chain.map(\.name).joined(separator: " ") }

    // MARK: Usage

    /// `Usage: archkit check [<path>] [--format <format>]`, wrapped under its first element.
    func usage(prefix: String = "Usage: ") -> String {
        TextWrapping.wrap(synopsis(), width: width, firstLinePrefix: prefix, indent: prefix.count)
            .joined(separator: "\n")
    }

    /// The elements of the usage line; each is kept whole when wrapping.
    private func synopsis() -> [String] {
        var elements = [commandLine]
        if command.subcommands.isEmpty {
            elements += command.positionals.map(Self.synopsis(of:))
            elements += command.options.map(Self.synopsis(of:))
        } else {
            elements += command.options.map(Self.synopsis(of:))
            elements.append(command.defaultSubcommand == nil ? "<subcommand>" : "[<subcommand>]")
        }
        return elements
    }

    private static func synopsis(of positional: PositionalSpec) -> String {
        switch positional.arity {
        case .required: return "<\(positional.name)>"
        case .optional: return "[<\(positional.name)>]"
        case .zeroOrMore: return "[<\(positional.name)> ...]"
        case .oneOrMore: return "<\(positional.name)> ..."
        }
    }

    private static func synopsis(of option: OptionSpec) -> String {
        switch option.kind {
        case .flag: return "[--\(option.longName)]"
        case .value: return "[--\(option.longName) <\(option.valueName)>]"
        case .repeatable: return "[--\(option.longName) <\(option.valueName)> ...]"
        }
    }

    // MARK: Help page

    private struct Row {
        var label: String
        var text: String
    }

    /// The whole help page, without a trailing newline.
    func help() -> String {
        var sections: [[String]] = []
        if !command.abstract.isEmpty {
            sections.append(
                TextWrapping.wrap(TextWrapping.words(command.abstract), width: width, firstLinePrefix: "OVERVIEW: ", indent: 2)
            )
        }
        if let discussion = command.discussion {
            let lines = TextWrapping.wrapParagraphs(discussion, width: width)
            if !lines.isEmpty { sections.append(lines) }
        }
        sections.append([usage(prefix: "USAGE: ")])

        let argumentRows = command.positionals.map(Self.row(for:))
        let optionRows = command.options.map(Self.row(for:)) + builtInOptionRows()
        let subcommandRows = command.subcommands.map { subcommand in
            Row(
                label: subcommand.name + (subcommand.name == command.defaultSubcommand ? " (default)" : ""),
                text: subcommand.abstract
            )
        }
        let allLabels = (argumentRows + optionRows + subcommandRows).map(\.label.count)
        let labelWidth = min(allLabels.max() ?? 0, Self.maximumLabelWidth)

        if !argumentRows.isEmpty {
            sections.append(["ARGUMENTS:"] + argumentRows.flatMap { render($0, labelWidth: labelWidth) })
        }
        sections.append(["OPTIONS:"] + optionRows.flatMap { render($0, labelWidth: labelWidth) })
        if !subcommandRows.isEmpty {
            let helpCommand = ([chain[0].name, "help"] + chain.dropFirst().map(\.name)).joined(separator: " ")
            sections.append(
                ["SUBCOMMANDS:"] + subcommandRows.flatMap { render($0, labelWidth: labelWidth) }
                    + [""]
                    + TextWrapping.wrap(
                        TextWrapping.words("See '\(helpCommand) <subcommand>' for detailed help."),
                        width: width, firstLinePrefix: "  ", indent: 2
                    )
            )
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    private func builtInOptionRows() -> [Row] {
        var rows: [Row] = []
        if isRoot, command.version != nil {
            rows.append(Row(label: "--version", text: "Show the version."))
        }
        rows.append(Row(label: "-h, --help", text: "Show help information."))
        return rows
    }

    private static func row(for positional: PositionalSpec) -> Row {
        let notes = positional.defaultValue.map { ["default: \($0)"] } ?? []
        return Row(label: "<\(positional.name)>", text: annotated(positional.help, notes))
    }

    private static func row(for option: OptionSpec) -> Row {
        var label = "--\(option.longName)"
        if let short = option.shortName { label = "-\(short), " + label }
        if option.takesValue { label += " <\(option.valueName)>" }

        var notes: [String] = []
        if option.kind == .repeatable { notes.append("repeatable") }
        if !option.allowedValues.isEmpty { notes.append("values: " + option.allowedValues.joined(separator: ", ")) }
        if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
        return Row(label: label, text: annotated(option.help, notes))
    }

    /// `Output format. (values: xcode, json; default: xcode)`
    private static func annotated(_ help: String, _ notes: [String]) -> String {
        guard !notes.isEmpty else { return help }
        let parenthesis = "(" + notes.joined(separator: "; ") + ")"
        return help.isEmpty ? parenthesis : help + " " + parenthesis
    }

    private func render(_ row: Row, labelWidth: Int) -> [String] {
        let helpColumn = 2 + labelWidth + 2
        let words = TextWrapping.words(row.text)
        let label = "  " + row.label
        if row.label.count <= labelWidth {
            let padding = String(repeating: " ", count: helpColumn - label.count)
            return TextWrapping.wrap(words, width: width, firstLinePrefix: label + padding, indent: helpColumn)
        }
        if words.isEmpty { return [label] }
        let indentation = String(repeating: " ", count: helpColumn)
        return [label] + TextWrapping.wrap(words, width: width, firstLinePrefix: indentation, indent: helpColumn)
    }
}
