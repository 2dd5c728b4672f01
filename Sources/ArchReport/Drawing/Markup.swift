/// Text and numbers as SVG and HTML need them.
enum Markup {
    /// Escapes text for XML and HTML, in content and in quoted attribute values alike: `&`, `<`,
    /// `>`, `"` and `'` (as `&#39;`, which HTML 4 tools accept where they reject `&apos;`) become
    /// references, and control characters that XML 1.0 forbids become U+FFFD, so that the
    /// document always parses. `MarkupBytes` holds the rules.
    static func escape(_ text: String) -> String {
        var markup = MarkupBytes(capacity: text.utf8.count)
        markup.escaped(text)
        return String(decoding: markup.bytes, as: UTF8.self)
    }

    /// A coordinate with at most one decimal, without locale or exponent: `12`, `12.5`, `-0.5`.
    static func number(_ value: Double) -> String {
        var markup = MarkupBytes(capacity: 8)
        markup.number(value)
        return String(decoding: markup.bytes, as: UTF8.self)
    }

    /// `name="value"` pairs, escaped, each preceded by a space.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}
