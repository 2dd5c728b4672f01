import ArchCore

/// The values a template is rendered with.
public struct RenderValues: Sendable {
    /// Every placeholder's text: name forms, `year`, `root` and the template's variables.
    public var placeholders: [String: String]
    /// The names that `{{#if}}` may test: the template's variables.
    public var variables: Set<String>

    public init(placeholders: [String: String], variables: Set<String>) {
        self.placeholders = placeholders
        self.variables = variables
    }

    /// A variable is true unless it is empty or says no.
    func isTrue(_ variable: String) -> Bool {
        let value = (placeholders[variable] ?? "").lowercased()
        return !["", "false", "no", "off", "0"].contains(value)
    }
}

/// Renders the small placeholder language of templates: `{{Name}}` substitutions and
/// `{{#if variable}} … {{#else}} … {{/if}}` / `{{#unless variable}} … {{/unless}}` blocks.
/// A line that holds nothing but a block tag disappears with its line break.
public enum PlaceholderRenderer {
    /// - Parameters:
    ///   - file: how errors name the template file.
    ///   - allowBlocks: false for file paths and manifest lines, which take substitutions only.
    public static func render(_ text: String, file: String, values: RenderValues, allowBlocks: Bool = true) throws(TemplateError) -> String {
        var output = ""
        var blocks: [Block] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            let isLast = offset == lines.count - 1
            if allowBlocks, let tag = standaloneTag(line) {
                try apply(tag, at: number, file: file, values: values, blocks: &blocks)
                continue
            }
            let rendered = try renderLine(line, at: number, file: file, values: values, blocks: &blocks, allowBlocks: allowBlocks)
            // A line wholly inside a false block leaves nothing, not even its line break.
            if blocks.allSatisfy(\.isActive) || !rendered.isEmpty {
                output += rendered
                if !isLast { output += "\n" }
            }
        }
        if let open = blocks.last {
            throw TemplateError(file: file, line: open.line, message: "'{{#\(open.keyword) …}}' is never closed with '{{/\(open.keyword)}}'")
        }
        return output
    }

    // MARK: - Blocks

    private struct Block {
        var keyword: String
        var line: Int
        /// Whether the enclosing blocks let this one produce output.
        var parentActive: Bool
        var condition: Bool
        var inElse = false

        var isActive: Bool { parentActive && (inElse ? !condition : condition) }
    }

    private enum Tag {
        case open(keyword: String, condition: String)
        case otherwise
        case close(keyword: String)
    }

    /// A block tag that fills its line, apart from white space.
    private static func standaloneTag(_ line: Substring) -> String? {
        let trimmed = line.trimmingWhitespace
        guard trimmed.hasPrefix("{{#") || trimmed.hasPrefix("{{/"), trimmed.hasSuffix("}}"),
              trimmed.dropFirst(2).firstRange(of: "}}")?.upperBound == trimmed.endIndex else { return nil }
        return String(trimmed.dropFirst(2).dropLast(2))
    }

    private static func parseTag(_ body: String, at line: Int, file: String) throws(TemplateError) -> Tag? {
        let words = body.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "#if", "#unless":
            guard words.count == 2 else {
                throw TemplateError(file: file, line: line, message: "'{{\(body)}}' names no variable to test")
            }
            return .open(keyword: String(words[0].dropFirst()), condition: words[1])
        case "#else": return .otherwise
        case "/if", "/unless": return .close(keyword: String(words[0].dropFirst()))
        default:
            return nil
        }
    }

    private static func apply(_ body: String, at line: Int, file: String, values: RenderValues, blocks: inout [Block]) throws(TemplateError) {
        guard let tag = try parseTag(body, at: line, file: file) else {
            throw TemplateError(file: file, line: line, message: "unknown tag '{{\(body)}}' (expected #if, #unless, #else, /if or /unless)")
        }
        switch tag {
        case .open(let keyword, let condition):
            var truth = try evaluate(condition, at: line, file: file, values: values)
            if keyword == "unless" { truth.toggle() }
            blocks.append(Block(keyword: keyword, line: line, parentActive: blocks.allSatisfy(\.isActive), condition: truth))
        case .otherwise:
            guard let last = blocks.last, !last.inElse else {
                throw TemplateError(file: file, line: line, message: "'{{#else}}' outside an '{{#if}}' block")
            }
            blocks[blocks.count - 1].inElse = true
        case .close(let keyword):
            guard let last = blocks.last else {
                throw TemplateError(file: file, line: line, message: "'{{/\(keyword)}}' closes no block")
            }
            guard last.keyword == keyword else {
                throw TemplateError(file: file, line: line, message: "'{{/\(keyword)}}' closes the '{{#\(last.keyword)}}' of line \(last.line)")
            }
            blocks.removeLast()
        }
    }

    /// `variable`, `variable == value` or `variable != value`.
    private static func evaluate(_ condition: String, at line: Int, file: String, values: RenderValues) throws(TemplateError) -> Bool {
        let parts = condition.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let variable = parts.first, values.variables.contains(variable) else {
            let known = values.variables.sorted().joined(separator: ", ")
            throw TemplateError(file: file, line: line, message: "unknown variable '\(parts.first ?? "")' in '{{#if \(condition)}}' (variables: \(known.isEmpty ? "none" : known))")
        }
        switch parts.count {
        case 1: return values.isTrue(variable)
        case 3 where parts[1] == "==": return values.placeholders[variable] == parts[2]
        case 3 where parts[1] == "!=": return values.placeholders[variable] != parts[2]
        default:
            throw TemplateError(file: file, line: line, message: "cannot read the condition '\(condition)' (expected 'variable', 'variable == value' or 'variable != value')")
        }
    }

    // MARK: - Substitution

    private static func renderLine(_ line: Substring, at number: Int, file: String, values: RenderValues,
                                   blocks: inout [Block], allowBlocks: Bool) throws(TemplateError) -> String {
        var output = ""
        var rest = line
        while let open = rest.firstRange(of: "{{") {
            let escaped = open.lowerBound > rest.startIndex && rest[rest.index(before: open.lowerBound)] == "\\"
            if escaped {
                output += emitted(rest[..<rest.index(before: open.lowerBound)], blocks) + emitted("{{", blocks)
                rest = rest[open.upperBound...]
                continue
            }
            output += emitted(rest[..<open.lowerBound], blocks)
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                throw TemplateError(file: file, line: number, message: "'{{' is never closed with '}}' (write '\\{{' for a literal '{{')")
            }
            let body = String(rest[open.upperBound..<close.lowerBound]).trimmingWhitespace
            rest = rest[close.upperBound...]
            if body.hasPrefix("#") || body.hasPrefix("/") {
                guard allowBlocks else {
                    throw TemplateError(file: file, line: number, message: "'{{\(body)}}' is not allowed here; only substitutions are")
                }
                try apply(body, at: number, file: file, values: values, blocks: &blocks)
                continue
            }
            guard let value = values.placeholders[body] else {
                let hint = Suggestion.closest(to: body, in: values.placeholders.keys.sorted()).map { "; did you mean '{{\($0)}}'?" } ?? ""
                throw TemplateError(file: file, line: number, message: "unknown placeholder '{{\(body)}}'\(hint)")
            }
            output += emitted(Substring(value), blocks)
        }
        return output + emitted(rest, blocks)
    }

    private static func emitted(_ text: Substring, _ blocks: [Block]) -> String {
        blocks.allSatisfy(\.isActive) ? String(text) : ""
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" || first == "\r" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice = slice.dropLast() }
        return String(slice)
    }
}
