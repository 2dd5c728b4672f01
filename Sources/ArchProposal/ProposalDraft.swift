/// A proposal before it is text: statements grouped in sections, each statement with the
/// comment that says why it is there. Rendering aligns the names of `layer` and `allow` lines
/// the way hand-written `.archrules` files do, and is byte-for-byte deterministic.
struct ProposalDraft: Sendable {
    struct Statement: Sendable {
        /// Comment lines, without `# `.
        var why: [String]
        var keyword: String
        /// The name the statement is about, aligned across a section (`layer NAME = …`).
        var subject: String
        /// What follows the subject, with its operator (`= *Domain`, `-> Abstraction`).
        var rest: String
    }

    struct Section: Sendable {
        /// A comment heading the section, without `# `; empty for none.
        var heading: [String]
        var statements: [Statement]
    }

    /// The keywords whose subjects line up.
    static let aligned: Set<String> = ["module", "layer", "allow", "sublayer", "sublayer-allow"]

    /// The header's lines, without `# `.
    var header: [String] = []
    var sections: [Section] = []

    mutating func add(_ heading: [String] = [], _ statements: [Statement]) {
        guard !statements.isEmpty else { return }
        sections.append(Section(heading: heading, statements: statements))
    }

    static func statement(_ keyword: String, _ subject: String, _ rest: String = "", why: [String] = []) -> Statement {
        Statement(why: why, keyword: keyword, subject: subject, rest: rest)
    }

    var text: String {
        var lines = header.map { $0.isEmpty ? "#" : "# " + $0 }
        for section in sections {
            lines.append("")
            lines += section.heading.map { "# " + $0 }
            // Names are aligned in lists of one name each (layers, allowances, sublayers), not
            // where a statement names several (`forbid Domain Abstraction -> …`).
            let width = section.statements.filter { Self.aligned.contains($0.keyword) }.map(\.subject.count).max() ?? 0
            for statement in section.statements {
                lines += statement.why.map { "# " + $0 }
                var line = statement.keyword + " " + statement.subject
                if !statement.rest.isEmpty {
                    let padding = Self.aligned.contains(statement.keyword) ? width - statement.subject.count : 0
                    line += String(repeating: " ", count: padding) + " " + statement.rest
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
