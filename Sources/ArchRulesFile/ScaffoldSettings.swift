import ArchCore

/// What `.archrules` says about scaffolding with `archkit new`: which template each kind of
/// thing uses by default, where the repository keeps its own templates, and where new
/// features and modules go.
public struct ScaffoldSettings: Sendable, Equatable {
    /// A setting's value and where it was written.
    public struct Setting: Sendable, Equatable {
        public var value: String
        public var location: SourceLocation

        public init(value: String, location: SourceLocation) {
            self.value = value
            self.location = location
        }
    }

    /// `template [KIND] NAME`: the default template per kind (`feature` when no kind is given).
    public var defaultTemplates: [TemplateKind: Setting]
    /// `template [KIND] NAME KEY=VALUE…`: the template's variables as this repository sets
    /// them, used whenever that template is; `--set` overrides them.
    public var templateVariables: [String: [String: Setting]] = [:]
    /// `templates PATH`: the repository's own templates folder (default `Templates`).
    public var templatesFolder: Setting?
    /// `root KIND PATH`: where templates of a kind write, relative to the repository.
    public var roots: [TemplateKind: Setting]

    public init(defaultTemplates: [TemplateKind: Setting] = [:], templatesFolder: Setting? = nil, roots: [TemplateKind: Setting] = [:]) {
        self.defaultTemplates = defaultTemplates
        self.templatesFolder = templatesFolder
        self.roots = roots
    }
}

extension StatementReader {
    static let scaffoldStatements = [
        Statement("template") { $0.readTemplate($1) },
        Statement("templates") { $0.readTemplatesFolder($1) },
        Statement("root") { $0.readRoot($1) },
    ]

    /// `template NAME` or `template KIND NAME`, then any `KEY = VALUE` settings.
    mutating func readTemplate(_ line: RulesLine) {
        let tokens = Array(line.tokens.dropFirst())
        // The name and kind are the words before the first `KEY =`.
        let firstSetting = tokens.indices.first { $0 + 1 < tokens.count && tokens[$0 + 1].kind == .equals } ?? tokens.count
        guard firstSetting > 0 else {
            report(tokens.isEmpty ? "missing template name after 'template'" : "missing template name before '\(tokens[0].text.shortenedForMessage)'",
                   line, tokens.first?.column ?? line.tokens[0].endColumn)
            return
        }
        let words = Array(tokens[..<firstSetting])
        if let stray = words.first(where: { $0.kind != .word }) {
            report("unexpected '\(stray.text.shortenedForMessage)'", line, stray.column)
            return
        }
        guard words.count <= 2 else {
            report("unexpected '\(words[2].text.shortenedForMessage)' after '\(words[1].text.shortenedForMessage)'", line, words[2].column)
            return
        }
        var kind = TemplateKind.feature
        if words.count == 2 {
            guard let named = readKind(words[0], line) else { return }
            kind = named
        }
        let name = words[words.count - 1]
        if let first = rules.scaffolding.defaultTemplates[kind] {
            report("duplicate 'template' for \(kind.rawValue); already set at line \(first.location.line)", line, line.tokens[0].column)
            return
        }
        var variables: [String: ScaffoldSettings.Setting] = [:]
        var index = firstSetting
        while index < tokens.count {
            guard index + 2 < tokens.count, tokens[index].kind == .word, tokens[index + 1].kind == .equals, tokens[index + 2].kind == .word else {
                report("expected KEY = VALUE after the template name, as in 'template feature clean-feature data-layer = Repository'",
                       line, tokens[index].column)
                return
            }
            let key = tokens[index].text
            if variables[key] != nil {
                report("'\(key.shortenedForMessage)' is set twice", line, tokens[index].column)
                return
            }
            variables[key] = .init(value: tokens[index + 2].text, location: location(line, tokens[index + 2].column))
            index += 3
        }
        rules.scaffolding.defaultTemplates[kind] = .init(value: name.text, location: location(line, name.column))
        if !variables.isEmpty { rules.scaffolding.templateVariables[name.text] = variables }
    }

    /// `templates PATH`.
    mutating func readTemplatesFolder(_ line: RulesLine) {
        let words = readWords(line, from: 1, missing: "missing folder after 'templates'")
        guard let folder = words.first else { return }
        reportExtraTokens(line, from: 2)
        if let first = rules.scaffolding.templatesFolder {
            report("duplicate 'templates' statement; already set at line \(first.location.line)", line, line.tokens[0].column)
            return
        }
        rules.scaffolding.templatesFolder = .init(value: folder.text, location: location(line, folder.column))
    }

    /// `root KIND PATH`.
    mutating func readRoot(_ line: RulesLine) {
        let words = readWords(line, from: 1, missing: "missing kind after 'root' (as in 'root feature Sources/App')")
        guard !words.isEmpty else { return }
        guard words.count >= 2 else {
            report("missing folder after 'root \(words[0].text.shortenedForMessage)'", line, words[0].endColumn)
            return
        }
        reportExtraTokens(line, from: 3)
        guard let kind = readKind(words[0], line) else { return }
        if let first = rules.scaffolding.roots[kind] {
            report("duplicate 'root' for \(kind.rawValue); already set at line \(first.location.line)", line, line.tokens[0].column)
            return
        }
        rules.scaffolding.roots[kind] = .init(value: words[1].text, location: location(line, words[1].column))
    }

    /// A template kind, or nil after reporting a word that names none.
    private mutating func readKind(_ word: RulesToken, _ line: RulesLine) -> TemplateKind? {
        if let kind = TemplateKind(rawValue: word.text) { return kind }
        report("unknown kind '\(word.text.shortenedForMessage)' (expected \(TemplateKind.names.map { "'\($0)'" }.joined(separator: " or ")))",
               line, word.column, suggestion: Suggestion.closest(to: word.text, in: TemplateKind.names))
        return nil
    }
}
