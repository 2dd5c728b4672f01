import ArchCore

/// Reads `.archrules` statements one line at a time into an `ArchitectureRules`, collecting
/// problems instead of stopping at the first, so that one run shows everything to fix.
struct StatementReader {
    /// A statement of the language: its keyword and how a line that starts with it is read.
    /// Each keyword is declared once, in the list of the file that reads it.
    struct Statement: Sendable {
        let keyword: String
        let read: @Sendable (inout StatementReader, RulesLine) -> Void

        init(_ keyword: String, _ read: @escaping @Sendable (inout StatementReader, RulesLine) -> Void) {
            self.keyword = keyword
            self.read = read
        }
    }

    /// The language's own statements, in the order the language description lists them.
    /// Rules add theirs through `RulesVocabulary`.
    static let statements = layeringStatements + scaffoldStatements + featureStatements + exceptionStatements
    static let keywords = statements.map(\.keyword)
    private static let statementsByKeyword = Dictionary(uniqueKeysWithValues: statements.map { ($0.keyword, $0) })

    static let layeringStatements = [
        Statement("layer") { $0.readLayer($1) },
        Statement("module") { $0.readFolderModule($1) },
        Statement("allow") { $0.readAllowance($1) },
        Statement("forbid") { $0.readProhibition($1) },
        Statement("independent") { $0.readIndependent($1) },
        Statement("ban-names") { $0.readBanNames($1) },
        Statement("exclude") { $0.readExclude($1) },
        Statement("tests") { $0.readTests($1) },
        Statement("severity") { $0.readSeverity($1) },
    ]
    static let testsValues = ["check", "skip"]

    let file: String
    let knownRuleIDs: Set<String>
    /// The statements the rules declare, by keyword; the language's own take precedence.
    let ruleStatements: [String: RuleStatement]
    /// Every keyword, for suggestions.
    let allKeywords: [String]
    var rules = ArchitectureRules(bannedSuffixes: [])
    var problems: [ArchRulesProblem] = []

    /// Line of the first declaration of each name. Names of statements that are broken further
    /// along still count, so that one mistake does not also turn every reference into an error.
    var layerLines: [String: Int] = [:]
    var folderModuleLines: [String: Int] = [:]
    /// Layer names used by `allow` and `independent`, checked once the whole file is read,
    /// because statements may come in any order.
    var layerReferences: [ArchitectureRules.Reference] = []
    var firstBanNamesNoneLine: Int?
    /// The suffixes of `rules.bannedSuffixes`, for telling repeats in constant time: a file may
    /// list tens of thousands.
    var bannedSuffixSet: Set<String> = []
    var firstBanNamesSuffixLine: Int?

    init(file: String, vocabulary: RulesVocabulary) {
        self.file = file
        self.knownRuleIDs = vocabulary.ruleIDs
        let declared = vocabulary.statements.filter { Self.statementsByKeyword[$0.keyword] == nil }
        self.ruleStatements = Dictionary(declared.map { ($0.keyword, $0) }, uniquingKeysWith: { first, _ in first })
        self.allKeywords = Self.keywords + declared.map(\.keyword)
    }

    mutating func read(_ line: RulesLine) {
        let keyword = line.tokens[0]
        guard keyword.kind == .word, !keyword.isQuoted else {
            reportUnknownKeyword(line)
            return
        }
        checkQuotedWords(line)
        if let statement = Self.statementsByKeyword[keyword.text] {
            statement.read(&self, line)
        } else if let statement = ruleStatements[keyword.text] {
            // The settings move into the line and back, so that the rule's reading appends
            // in place instead of copying what earlier lines wrote.
            var reading = RuleStatementLine(line: line, file: file, settings: rules.ruleSettings)
            rules.ruleSettings = RuleSettings()
            statement.read(&reading)
            rules.ruleSettings = reading.settings
            problems += reading.problems
            layerReferences += reading.layerReferences
        } else {
            reportUnknownKeyword(line)
        }
    }

    private mutating func reportUnknownKeyword(_ line: RulesLine) {
        let keyword = line.tokens[0]
        if keyword.isQuoted, allKeywords.contains(keyword.text) {
            report("a keyword is written without quotes: \(keyword.text), not \(keyword.quotedForMessage)", line, keyword.column)
            return
        }
        report(
            "unknown keyword '\(keyword.text.shortenedForMessage)'", line, keyword.column,
            suggestion: Suggestion.closest(to: keyword.text, in: allKeywords)
        )
    }

    /// Quoted names and paths: a backslash that escapes nothing, and empty quotes. The reason
    /// that ends an `except` line is free text, where a backslash stays as written.
    private mutating func checkQuotedWords(_ line: RulesLine) {
        let reason = line.tokens[0].text == "except" ? line.tokens.lastIndex(where: \.isQuoted) : nil
        for (index, token) in line.tokens.enumerated() where token.isQuoted && index != reason {
            if let column = token.strayBackslashColumn {
                report("inside quotes a backslash escapes only '\"' and '\\' (write '\\\\' for a backslash); spaces and other characters need no escape",
                       line, column)
            } else if token.text.isEmpty {
                report("empty quotes name nothing: write the name or path between them", line, token.column)
            }
        }
    }

    // MARK: - Statements

    private mutating func readLayer(_ line: RulesLine) {
        let (name, patterns) = readDefinition(line, noun: "layer", patternNoun: "module patterns")
        guard let name else { return }
        if let first = layerLines[name.text] {
            report("duplicate layer '\(name.text.shortenedForMessage)'; first declared at line \(first)", line, name.column)
            return
        }
        layerLines[name.text] = line.number
        rules.layers.append(.init(name: name.text, patterns: patterns.map { pattern($0, line) }, location: statementLocation(line)))
    }

    private mutating func readFolderModule(_ line: RulesLine) {
        let (name, paths) = readDefinition(line, noun: "module", patternNoun: "path patterns")
        guard let name else { return }
        if let first = folderModuleLines[name.text] {
            report("duplicate module '\(name.text.shortenedForMessage)'; first declared at line \(first)", line, name.column)
            return
        }
        folderModuleLines[name.text] = line.number
        rules.folderModules.append(.init(name: name.text, paths: paths.map { pattern($0, line) }, location: statementLocation(line)))
    }

    private mutating func readAllowance(_ line: RulesLine) {
        guard let (sources, targets) = readArrowStatement(line, sourceNoun: "layer name") else { return }
        let targetReferences = targets.map { reference($0, line) }
        layerReferences.append(contentsOf: targetReferences.filter { !$0.isWildcard })
        for source in sources {
            let layer = reference(source, line)
            layerReferences.append(layer)
            rules.allowances.append(.init(layer: layer, targets: targetReferences, location: statementLocation(line)))
        }
    }

    private mutating func readProhibition(_ line: RulesLine) {
        guard let (sources, targets) = readArrowStatement(line, sourceNoun: "source") else { return }
        for source in sources {
            rules.prohibitions.append(.init(
                source: reference(source, line),
                targets: targets.map { reference($0, line) },
                location: statementLocation(line)
            ))
        }
    }

    private mutating func readIndependent(_ line: RulesLine) {
        let names = readWords(line, from: 1, missing: "missing layer name after 'independent'")
        let references = names.map { reference($0, line) }
        layerReferences.append(contentsOf: references)
        rules.independentLayers.append(contentsOf: references)
    }

    private mutating func readBanNames(_ line: RulesLine) {
        let suffixes = readWords(line, from: 1, missing: "missing suffix after 'ban-names'")
        guard !suffixes.isEmpty else { return }
        rules.banNamesLocations.append(statementLocation(line))

        if suffixes.contains(where: { $0.isBare("none") }) {
            if suffixes.count > 1 {
                let none = suffixes.first { $0.isBare("none") }!
                report("'none' must stand alone on a 'ban-names' line", line, none.column)
                return
            }
            if let other = firstBanNamesSuffixLine {
                report("'ban-names none' conflicts with the 'ban-names' line at line \(other)", line, suffixes[0].column)
            }
            firstBanNamesNoneLine = firstBanNamesNoneLine ?? line.number
            return
        }

        if let none = firstBanNamesNoneLine {
            report("'ban-names' conflicts with 'ban-names none' at line \(none)", line, line.tokens[0].column)
        }
        firstBanNamesSuffixLine = firstBanNamesSuffixLine ?? line.number
        for suffix in suffixes {
            guard Self.isIdentifier(suffix.text) else {
                report("'\(suffix.text.shortenedForMessage)' is not a valid suffix \(Self.identifierRule)", line, suffix.column)
                continue
            }
            if bannedSuffixSet.insert(suffix.text).inserted {
                rules.bannedSuffixes.append(suffix.text)
            }
        }
    }

    private mutating func readExclude(_ line: RulesLine) {
        let patterns = readWords(line, from: 1, missing: "missing path pattern after 'exclude'")
        guard !patterns.isEmpty else { return }
        rules.excludes.append(contentsOf: patterns.map { pattern($0, line) })
        rules.excludeLocations.append(statementLocation(line))
    }

    private mutating func readTests(_ line: RulesLine) {
        let keyword = line.tokens[0]
        guard line.tokens.count > 1 else {
            report("missing value after 'tests' (expected 'check' or 'skip')", line, keyword.endColumn)
            return
        }
        let value = line.tokens[1]
        let isKnown = Self.testsValues.contains(value.text) && value.kind == .word
        if !isKnown {
            report(
                "unknown value '\(value.text.shortenedForMessage)' for 'tests' (expected 'check' or 'skip')", line, value.column,
                suggestion: Suggestion.closest(to: value.text, in: Self.testsValues)
            )
        }
        reportExtraTokens(line, from: 2)
        if let first = rules.testsLocation {
            report("duplicate 'tests' statement; already set at line \(first.line)", line, keyword.column)
            return
        }
        guard isKnown else { return }
        rules.checkTests = value.text == "check"
        rules.testsLocation = statementLocation(line)
    }

    private mutating func readSeverity(_ line: RulesLine) {
        let tokens = line.tokens
        guard tokens.count > 1 else {
            report("missing rule id after 'severity'", line, tokens[0].endColumn)
            return
        }
        let rule = tokens[1]
        let isKnownRule = knownRuleIDs.contains(rule.text) && rule.kind == .word
        if !isKnownRule {
            report(
                "unknown rule id '\(rule.text.shortenedForMessage)'", line, rule.column,
                suggestion: Suggestion.closest(to: rule.text, in: knownRuleIDs.sorted())
            )
        }
        let levels = ArchitectureRules.SeverityOverride.Level.allCases.map(\.rawValue)
        let expected = "(expected 'error', 'warning' or 'off')"
        guard tokens.count > 2 else {
            report("missing level after '\(rule.text.shortenedForMessage)' \(expected)", line, rule.endColumn)
            return
        }
        let levelToken = tokens[2]
        let level = levelToken.kind == .word ? ArchitectureRules.SeverityOverride.Level(rawValue: levelToken.text) : nil
        if level == nil {
            report(
                "unknown severity level '\(levelToken.text.shortenedForMessage)' \(expected)", line, levelToken.column,
                suggestion: Suggestion.closest(to: levelToken.text, in: levels)
            )
        }
        reportExtraTokens(line, from: 3)
        guard isKnownRule else { return }
        if let first = rules.severityOverrides[rule.text] {
            report("duplicate severity for rule '\(rule.text.shortenedForMessage)'; already set at line \(first.location.line)", line, rule.column)
            return
        }
        guard let level else { return }
        rules.severityOverrides[rule.text] = .init(ruleID: rule.text, level: level, location: statementLocation(line))
    }
}
