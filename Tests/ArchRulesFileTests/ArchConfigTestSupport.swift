import ArchRulesFile
import ArchCore

/// Rule ids the tests pretend the rule stage knows.
let knownRuleIDs: Set<String> = ["layer-dependency", "forbidden-dependency", "banned-name", "dependency-cycle"]

let rulesFile = ".archrules"

func parse(_ text: String, knownRuleIDs: Set<String> = knownRuleIDs) -> Result<ArchitectureRules, ArchRulesError> {
    ArchRulesParser.parse(bytes: Array(text.utf8), file: rulesFile, knownRuleIDs: knownRuleIDs)
}

/// The parsed rules; throws the parser's error when the text has problems.
func rules(_ text: String) throws -> ArchitectureRules {
    try parse(text).get()
}

/// Every problem as rendered for the user; empty when the text parses.
func problemLines(_ text: String) -> [String] {
    problemLines(bytes: Array(text.utf8))
}

func problemLines(bytes: [UInt8]) -> [String] {
    switch ArchRulesParser.parse(bytes: bytes, file: rulesFile, knownRuleIDs: knownRuleIDs) {
    case .success: return []
    case .failure(let error): return error.problems.map(\.description)
    }
}

func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: rulesFile, line: line, column: column)
}
