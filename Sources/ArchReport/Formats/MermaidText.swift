extension MermaidRenderer {
    /// Ids for Mermaid: letters, digits and underscores only, one per distinct name.
    ///
    /// Every id starts with a fixed prefix, so that no name can become a keyword of the
    /// flowchart grammar (`end`, `subgraph`, `class`, `style`…), and names that sanitise
    /// alike (`Cart-Feature`, `Cart Feature`) are told apart by a numbered suffix, given in
    /// name order so that the same view always gets the same ids.
    struct Identifiers {
        private var assigned: [String: String] = [:]
        private var taken: Set<String> = []
        private let prefix: String

        init(prefix: String) {
            self.prefix = prefix
        }

        mutating func id(for name: String) -> String {
            if let id = assigned[name] { return id }
            let base = prefix + Self.sanitized(name)
            var candidate = base
            var suffix = 2
            while taken.contains(candidate) {
                candidate = "\(base)_\(suffix)"
                suffix += 1
            }
            taken.insert(candidate)
            assigned[name] = candidate
            return candidate
        }

        subscript(name: String) -> String? { assigned[name] }

        static func sanitized(_ name: String) -> String {
            var result = ""
            for scalar in name.unicodeScalars {
                let isSafe = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                result.unicodeScalars.append(isSafe ? scalar : "_")
            }
            return result
        }
    }

    /// Text inside a quoted Mermaid label (`["…"]`, `|"…"|`, a subgraph title).
    ///
    /// Mermaid has no backslash escapes; characters that would end the string or be read as
    /// markup (and backslashes, which some renderers treat as escapes) are written as its
    /// entity codes (`#quot;`), which it shows as the character.
    /// `#` itself is written as a code too, so that a name containing `#quot;` stays literal.
    enum Label {
        static func quoted(_ lines: [String]) -> String {
            "\"" + lines.map(escaped).joined(separator: "<br/>") + "\""
        }

        static func escaped(_ text: String) -> String {
            var result = ""
            for scalar in GraphTextStyle.normalizedLineBreaks(text).unicodeScalars {
                switch scalar {
                case "\"": result += "#quot;"
                case "#": result += "#35;"
                case "&": result += "#amp;"
                case "<": result += "#lt;"
                case ">": result += "#gt;"
                case "|": result += "#124;"
                case "`": result += "#96;"
                case "\\": result += "#92;"
                // Mermaid strips the last `;` of a line holding `style`, `:` and `#` before it
                // parses, which would break a code; with these two written as codes too, only
                // style lines (which hold no `;`) have either.
                case ":": result += "#58;"
                case ";": result += "#59;"
                case "\n": result += "<br/>"
                case "\t": result += " "
                default:
                    if !GraphTextStyle.isControl(scalar) { result.unicodeScalars.append(scalar) }
                }
            }
            return result
        }
    }
}
