import ArchCore

/// A rule explained in full, from its own description: for `archkit rules <id>` and for the
/// help code scanning shows beside a result.
public enum RuleHelp {
    public static func text(_ rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.name) (default: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        if !rule.statements.isEmpty {
            text += "\nSettings in .archrules:\n"
            for statement in rule.statements {
                text += "  \(statement.syntax)\n      \(statement.meaning)\n"
            }
        }
        for (title, index, path, lines) in exampleFiles(rule) {
            if path == nil { text += "\n\(title) (example \(index)):\n"; continue }
            text += "  --- \(path!)\n" + lines.map { "  \($0)\n" }.joined()
        }
        return text
    }

    public static func markdown(_ rule: RuleDescription) -> String {
        var text = "**\(rule.name)** (`\(rule.id)`, default \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n\(rule.rationale)\n"
        for (title, index, path, lines) in exampleFiles(rule) {
            if path == nil { text += "\n\(title) (example \(index)):\n"; continue }
            text += "\n`\(path!)`\n\n```\n" + lines.map { $0 + "\n" }.joined() + "```\n"
        }
        return text + "\nChange its severity in .archrules with `severity \(rule.id) error|warning|off`.\n"
    }

    /// An input problem explained: what it is, why archkit reports it, and what it looks like.
    public static func text(_ problem: InputProblem) -> String {
        var text = "\(problem.id) (default: \(problem.defaultSeverity.rawValue))\n\n\(problem.summary)\n\n\(problem.rationale)\n"
        if let example = problem.example {
            text += "\nExample:\n" + example.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)\n" }.joined()
        }
        return text + "\nChange its severity in .archrules with `severity \(problem.id) error|warning|off`.\n"
    }

    public static func markdown(_ problem: InputProblem) -> String {
        var text = "`\(problem.id)` (default \(problem.defaultSeverity.rawValue))\n\n\(problem.summary)\n\n\(problem.rationale)\n"
        if let example = problem.example { text += "\nExample:\n\n```\n\(example)\n```\n" }
        return text + "\nChange its severity in .archrules with `severity \(problem.id) error|warning|off`.\n"
    }

    /// Each example as a heading (path nil) followed by its files, `↓` marking where a finding is.
    private static func exampleFiles(_ rule: RuleDescription) -> [(title: String, index: Int, path: String?, lines: [String])] {
        var entries: [(String, Int, String?, [String])] = []
        for (title, examples) in [("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)] {
            for (index, example) in examples.enumerated() {
                entries.append((title, index + 1, nil, []))
                for path in example.files.keys.sorted() {
                    let contents = example.files[path]!
                    var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    if contents.hasSuffix("\n") { lines.removeLast() }
                    entries.append((title, index + 1, path, lines))
                }
            }
        }
        return entries
    }
}
