import ArchCore
import ArchRuleCatalogue
import ArchRulesFile

/// `.archrules` files written to hurt, the matching of their patterns, and the rules' look-ups.
enum RulesScenarios {
    static func parse(_ text: String) -> Result<ArchitectureRules, ArchRulesError> {
        ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: [])
    }

    static func problems(_ text: String) -> Int {
        if case .failure(let error) = parse(text) { return error.problems.count }
        return 0
    }

    static let all: [GrowthScenario] = [
        // Forty thousand suffixes took seven seconds: each was checked against all before it.
        GrowthScenario(".archrules", "many ban-names suffixes", startingAt: 2_000, make: { count in
            "ban-names " + (0..<count).map { "Suffix\($0)" }.joined(separator: " ") + "\n"
        }, work: { text in ((try? parse(text).get())?.bannedSuffixes.count ?? 0) > 0 }),
        // A megabyte-long misspelt layer name hung in the edit distance of the "did you mean";
        // names are refused beyond 4,096 bytes, and up to there the cost grows linearly.
        GrowthScenario(".archrules", "long misspelt layer names", startingAt: 200, maximumSize: 4_095, make: { length in
            let name = "L" + String(repeating: "a", count: length)
            return "layer \(name) = X\nallow \(name.dropLast())b -> \(name)\n"
        }, work: { problems($0) == 1 }),
        // Each unknown name is compared with every declared one, so only so many are.
        GrowthScenario(".archrules", "many unknown layer names", startingAt: 100, repeats: 2, make: { count in
            (0..<count).map { "layer Layer\($0) = X\($0)\n" }.joined() + (0..<count).map { "allow Layr\($0) -> Layer\($0)\n" }.joined()
        }, work: { problems($0) > 0 }),
        GrowthScenario("Globs", "a long pattern of stars", startingAt: 1_000, make: { String(repeating: "*a", count: $0) }, work: { pattern in
            Glob(pattern).matches(String(repeating: "a", count: pattern.utf8.count / 2))
        }),
        // `exclude **/x/**` is asked about every path; each folder used to be matched on its
        // own. The folders' names hold an `x`, so the literal search lets every path through.
        GrowthScenario("Globs", "a folder pattern against a deep path", startingAt: 200, make: { depth in
            Array(repeating: "xfolder", count: depth).joined(separator: "/") + "/File.swift"
        }, work: { !Glob("**/x/**").matchesPathOrAncestor($0) }),
        // Every declared type used to be compared with each banned suffix.
        GrowthScenario("Rules", "banned-name with many suffixes and names", startingAt: 1_000, make: { count in
            (suffixes: (0..<count).map { "Role\($0)" }, names: (0..<count).map { "Type\($0)Role\(count - 1 - $0)" })
        }, work: { input in
            let lookup = SuffixLookup(input.suffixes)
            return input.names.allSatisfy { lookup.firstSuffix(of: $0) != nil }
        }),
    ]
}
