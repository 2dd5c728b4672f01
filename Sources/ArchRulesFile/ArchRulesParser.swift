import ArchCore

/// Reads the `.archrules` language (version 1) into `ArchitectureRules`.
public enum ArchRulesParser {
    /// The language's own statement keywords, in the order the language description lists
    /// them; rules declare more (`RuleStatement`).
    public static var keywords: [String] { StatementReader.keywords }

    /// Parses a whole file.
    ///
    /// - Parameters:
    ///   - bytes: the file's contents, UTF-8, with or without a byte-order mark.
    ///   - file: the path used in locations, normally relative to the analysis root.
    ///   - vocabulary: the rule ids that `severity` lines may name and the statements the
    ///     rules declare.
    /// - Returns: the rules, or every problem in the file, sorted by location.
    public static func parse(
        bytes: [UInt8], file: String, vocabulary: RulesVocabulary
    ) -> Result<ArchitectureRules, ArchRulesError> {
        let lexed = ArchRulesLexer.lines(of: bytes, file: file)
        var reader = StatementReader(file: file, vocabulary: vocabulary)
        for line in lexed.lines {
            reader.read(line)
        }
        reader.checkLayerReferences()
        reader.checkFeatureReferences()

        let problems = (lexed.problems + reader.problems).enumerated().sorted { lhs, rhs in
            // Keeps the reading order of problems at the same place, so output is deterministic.
            lhs.element.location != rhs.element.location
                ? lhs.element.location < rhs.element.location
                : lhs.offset < rhs.offset
        }.map(\.element)
        guard problems.isEmpty else {
            return .failure(ArchRulesError(problems: problems))
        }

        var rules = reader.rules
        if rules.banNamesLocations.isEmpty {
            rules.bannedSuffixes = ArchitectureRules.defaultBannedSuffixes
        }
        return .success(rules)
    }

    /// Parses a whole file in the language's own statements only, with `knownRuleIDs` the ids
    /// `severity` lines may name.
    public static func parse(
        bytes: [UInt8], file: String, knownRuleIDs: Set<String>
    ) -> Result<ArchitectureRules, ArchRulesError> {
        parse(bytes: bytes, file: file, vocabulary: RulesVocabulary(ruleIDs: knownRuleIDs))
    }
}

extension StatementReader {
    /// How many different unknown names get a "did you mean": each is compared with every
    /// declared name, so a file of thousands of unknown names would cost their product. A file
    /// that far off is not a few typos away from right.
    static let maximumSuggestedNames = 100

    /// Reports each `allow`/`independent` name that no `layer` or `module` line declares,
    /// suggesting the nearest declared one.
    mutating func checkLayerReferences() {
        let declared = Suggestion.Candidates(Set(layerLines.keys).union(folderModuleLines.keys).sorted())
        var suggestions: [String: String?] = [:]
        for reference in layerReferences where layerLines[reference.name] == nil && folderModuleLines[reference.name] == nil {
            if suggestions[reference.name] == nil, suggestions.count < Self.maximumSuggestedNames {
                suggestions[reference.name] = .some(declared.closest(to: reference.name))
            }
            problems.append(ArchRulesProblem(
                location: reference.location,
                message: "unknown layer '\(reference.name.shortenedForMessage)'",
                suggestion: suggestions[reference.name] ?? nil
            ))
        }
    }
}
