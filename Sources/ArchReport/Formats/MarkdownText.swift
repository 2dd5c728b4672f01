extension MarkdownReport {
    /// Escaping and number formatting for GitHub-flavoured Markdown.
    enum Text {
        /// Characters that Markdown or GitHub would read as markup: emphasis, code, links,
        /// HTML, table cell ends, headings, mentions. CommonMark lets a backslash escape any
        /// ASCII punctuation, and GitHub's tables take `\|` as a literal bar.
        private static let markup: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "@", "#", "!"]

        /// Text for a table cell or a line: markup escaped, line breaks as spaces.
        static func inline(_ text: String) -> String {
            var result = ""
            for scalar in GraphTextStyle.normalizedLineBreaks(text).unicodeScalars {
                if markup.contains(scalar) {
                    result += "\\"
                    result.unicodeScalars.append(scalar)
                } else if scalar == "\n" || scalar == "\t" {
                    result += " "
                } else if !GraphTextStyle.isControl(scalar) {
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }

        /// `12345` as `12,345`, the same on every machine.
        static func count(_ value: Int) -> String {
            let digits = String(value.magnitude)
            var grouped = ""
            for (index, digit) in digits.enumerated() {
                if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
                grouped.append(digit)
            }
            return (value < 0 ? "-" : "") + grouped
        }

        /// `1 error`, `2 errors`.
        static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
            "\(count(value)) \(value == 1 ? noun : plural ?? noun + "s")"
        }

        /// The size GitHub's limit is checked against. UTF-8 bytes are never fewer than the
        /// characters GitHub counts, so a comment within this size is within the limit.
        static func size(_ text: String) -> Int {
            text.utf8.count
        }
    }
}
