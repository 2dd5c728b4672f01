extension DOTRenderer {
    /// Quoting for the DOT language. Every id and every label is written as a double-quoted
    /// string, so no name can be mistaken for a keyword (`node`, `edge`, `subgraph`…), a
    /// number or an operator.
    enum Quoting {
        /// An id: the name itself, in quotes. Inside a quoted string DOT only unescapes `\"`,
        /// so doubling backslashes keeps a trailing backslash from swallowing the closing
        /// quote, and keeps distinct names distinct.
        static func id(_ name: String) -> String {
            var quoted = "\""
            for scalar in GraphTextStyle.normalizedLineBreaks(name).unicodeScalars {
                switch scalar {
                case "\\": quoted += "\\\\"
                case "\"": quoted += "\\\""
                case "\n": quoted += "\\n"
                case "\t": quoted += "\t"
                default:
                    if GraphTextStyle.isControl(scalar) {
                        quoted += "\\u" + hex(scalar.value)
                    } else {
                        quoted.unicodeScalars.append(scalar)
                    }
                }
            }
            return quoted + "\""
        }

        /// A label: an escString that Graphviz shows as the given lines, centred. A backslash
        /// is doubled so that `\N`, `\G` or `\l` in a name are shown, not substituted.
        static func label(_ lines: [String]) -> String {
            var quoted = "\""
            for (index, line) in lines.enumerated() {
                if index > 0 { quoted += "\\n" }
                for scalar in GraphTextStyle.normalizedLineBreaks(line).unicodeScalars {
                    switch scalar {
                    case "\\": quoted += "\\\\"
                    case "\"": quoted += "\\\""
                    case "\n": quoted += "\\n"
                    case "\t": quoted += " "
                    default:
                        // Other control characters have no glyph; leaving them out keeps the layout clean.
                        if !GraphTextStyle.isControl(scalar) { quoted.unicodeScalars.append(scalar) }
                    }
                }
            }
            return quoted + "\""
        }

        /// A plain attribute value such as a colour or a style list.
        static func value(_ text: String) -> String {
            id(text)
        }

        private static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
    }
}
