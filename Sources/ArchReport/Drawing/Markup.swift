/// Text and numbers as SVG and HTML need them.
enum Markup {
    /// Escapes text for XML and HTML, in content and in quoted attribute values alike. Control
    /// characters that XML 1.0 forbids become U+FFFD, so that the document always parses.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            // Numeric, because `&apos;` is not an HTML 4 entity and some HTML tools still reject it.
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || (0xFFFE...0xFFFF).contains(control.value):
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A coordinate with at most one decimal, without locale or exponent: `12`, `12.5`, `-0.5`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// `name="value"` pairs, escaped, each preceded by a space.
    static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}
