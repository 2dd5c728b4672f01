import ArchCore

/// How a name, path or glob is written in `.archrules`: the one place that knows when a word
/// needs quotes, for everything that writes or proposes a line (`archkit init`, `archkit new`,
/// the hints of findings). `ArchRulesLexer` reads back exactly what this writes.
public enum ArchRulesText {
    /// Words that open a clause or stand for a setting where a name may also stand (`except
    /// rule …`, `path`, `symbol`, `owner`, `expires`, `ban-names none`); quoted, they are names.
    static let clauseWords: Set<String> = ["rule", "path", "symbol", "owner", "expires", "none"]

    /// `text` as one `.archrules` word: as it is when the lexer reads it back whole and as a
    /// name, else in double quotes with `"` and `\` escaped. Quotes are needed for the empty
    /// word, whitespace, `"`, `#`, `=`, `->`, `\`, control characters, and the clause words.
    ///
    /// Quoting only groups: `*`, `?` and `[` keep their glob meaning inside quotes, so a name
    /// that holds them is written with `literal`. A line break cannot be written at all, inside
    /// quotes or out: each one becomes `?`, the glob that matches one character, so the pattern
    /// still matches the name.
    public static func token(_ text: String) -> String {
        guard needsQuotes(text) else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n", "\r": quoted += "?"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// A glob that matches exactly `name`, as one `.archrules` word: `*`, `?` and `[` in sets
    /// (`Beta [1]` → `"Beta [[]1]"`), then quoted as `token` quotes.
    public static func literal(_ name: String) -> String {
        token(escapingWildcards(name))
    }

    /// A name suggested in a message, as it would be written in `.archrules`: `'Core'` in single
    /// quotes as messages quote words, or `"Pocket Casts Watch App"` when the file needs the
    /// double quotes, so that what the message suggests can be pasted as it is.
    public static func suggestion(_ name: String) -> String {
        let word = literal(name)
        return word.hasPrefix("\"") ? word.shortenedForMessage : "'\(word.shortenedForMessage)'"
    }

    /// `name` with each glob wildcard in a set of its own, so that `Glob` matches it literally.
    public static func escapingWildcards(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else { return name }
        var escaped = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "*" || scalar == "?" || scalar == "[" {
                escaped.append("[")
                escaped.append(scalar)
                escaped.append("]")
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    /// Whether the lexer would split `text`, end it, read part of it as `=`, `->` or a comment,
    /// or take it for a clause word.
    static func needsQuotes(_ text: String) -> Bool {
        if text.isEmpty || clauseWords.contains(text) { return true }
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ", "\t", "\"", "#", "=", "\\": return true
            case ">" where previous == "-": return true
            default:
                // Other whitespace (a no-break space) does not split a word, but reads as if it did.
                if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control { return true }
            }
            previous = scalar
        }
        return false
    }
}
