import ArchCore

/// `features`, `sublayer`, `sublayer-allow`, `feature-door`, `composition-root`, `dto-folder` and
/// `infrastructure`: how the features of one target are laid out and who assembles them.
extension StatementReader {
    static let featureKeywords = ["features", "sublayer", "sublayer-allow", "feature-door", "composition-root", "dto-folder", "infrastructure"]

    mutating func readFeatureStatement(_ line: RulesLine) {
        report("'\(line.tokens[0].text)' is not supported yet", line, line.tokens[0].column)
    }
}
