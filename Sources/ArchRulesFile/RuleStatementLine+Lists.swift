import ArchCore

/// The shapes several rule-declared statements share: a list of layer names, a list of globs.
extension RuleStatementLine {
    /// Reads the words as layer names and appends them to the list under `key`. `*` is
    /// refused, a name listed twice is reported, and so is a layer already in the list of a
    /// `conflicting` statement, for lists that say opposite things about a layer.
    public mutating func appendLayers(
        to key: RuleSettingKey<[ArchitectureRules.Reference]>,
        conflicting: (key: RuleSettingKey<[ArchitectureRules.Reference]>, keyword: String)? = nil
    ) {
        let keyword = self.keyword
        for word in words(missing: "missing layer name after '\(keyword)'") {
            guard word.text != "*" else {
                report("'\(keyword)' takes layer names, not '*'", at: word.column)
                continue
            }
            let layer = self.layer(word)
            if let first = settings[key].first(where: { $0.name == layer.name }) {
                report("duplicate layer '\(layer.name.shortenedForMessage)' for '\(keyword)'; first listed at line \(first.location.line)",
                       at: word.column)
                continue
            }
            if let conflicting, let other = settings[conflicting.key].first(where: { $0.name == layer.name }) {
                report("layer '\(layer.name.shortenedForMessage)' cannot be both '\(keyword)' and '\(conflicting.keyword)' (line \(other.location.line))",
                       at: word.column)
                continue
            }
            settings.modify(key) { $0.append(layer) }
        }
    }

    /// Reads the words as globs and appends them to the list under `key`, reporting a glob
    /// listed a second time.
    public mutating func appendPatterns(to key: RuleSettingKey<[ArchitectureRules.Pattern]>, missing: String) {
        for word in words(missing: missing) {
            if let first = settings[key].first(where: { $0.text == word.text }) {
                report("'\(word.text.shortenedForMessage)' is already listed by '\(keyword)' at line \(first.location.line)", at: word.column)
                continue
            }
            let pattern = self.pattern(word)
            settings.modify(key) { $0.append(pattern) }
        }
    }
}
