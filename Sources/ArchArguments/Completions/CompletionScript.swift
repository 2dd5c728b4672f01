/// A shell's completion script for a command tree, generated from its specification so that
/// it cannot drift from what the parser accepts.
public enum CompletionScript {
    public enum Shell: String, Sendable, CaseIterable {
        case bash, zsh, fish
    }

    public static func script(for root: CommandSpec, shell: Shell) -> String {
        let commands = CompletedCommand.all(in: root)
        switch shell {
        case .bash: return BashCompletion(program: root.name, commands: commands).script
        case .zsh: return ZshCompletion(program: root.name, commands: commands).script
        case .fish: return FishCompletion(program: root.name, commands: commands).script
        }
    }
}

/// One command of the tree as completion sees it: where it is, and what it accepts.
struct CompletedCommand {
    /// The words that select it, the program name first: `["archkit", "check"]`.
    var path: [String]
    var abstract: String
    var subcommands: [CommandSpec]
    /// Its options, with `--help` (and at the root `--version`), which every command accepts.
    var options: [OptionSpec]
    var positionals: [PositionalSpec]

    /// Every command of the tree, parents before children.
    static func all(in root: CommandSpec) -> [CompletedCommand] {
        var found: [CompletedCommand] = []
        var pending: [(CommandSpec, [String])] = [(root, [root.name])]
        while !pending.isEmpty {
            let (spec, path) = pending.removeFirst()
            var options = spec.options
            options.append(.flag("help", short: "h", help: "Show help information."))
            if path.count == 1, spec.version != nil { options.append(.flag("version", help: "Show the version.")) }
            found.append(CompletedCommand(path: path, abstract: spec.abstract, subcommands: spec.subcommands,
                                          options: options, positionals: spec.positionals))
            pending += spec.subcommands.map { ($0, path + [$0.name]) }
        }
        return found
    }

    var pathText: String { path.joined(separator: " ") }

    /// Whether an option value or positional of it is listed by the program at completion time.
    var usesCallback: Bool {
        let completions = options.filter(\.takesValue).map(\.valueCompletion) + positionals.map(\.completion)
        return completions.contains { if case .callback = $0 { true } else { false } }
    }

    /// What the positional at `index` completes to; the last one repeats when it is variadic.
    func positionalCompletion(at index: Int) -> Completion? {
        if index < positionals.count { return positionals[index].completion }
        guard let last = positionals.last, last.arity.isVariadic else { return nil }
        return last.completion
    }
}

/// Help text as one short line for a completion menu: its first sentence, without the
/// characters the shells' quoting would trip over.
enum CompletionText {
    static func summary(_ help: String) -> String {
        var sentence = help
        if let end = help.range(of: ". ") { sentence = String(help[..<end.lowerBound]) }
        if sentence.hasSuffix(".") { sentence.removeLast() }
        let kept = sentence.unicodeScalars.filter { $0.value >= 0x20 && !"`'\"\\$[]".unicodeScalars.contains($0) }
        var result = String(String.UnicodeScalarView(kept))
        if result.count > 80 { result = String(result.prefix(77)) + "..." }
        return result
    }
}
