/// Greedy word wrapping for help pages and usage lines.
enum TextWrapping {
    /// Lays `words` out after `firstLinePrefix`, starting each further line with `indent`
    /// spaces, so that no line is longer than `width` unless a single word is.
    /// Words are never split; trailing spaces are removed.
    static func wrap(_ words: [String], width: Int, firstLinePrefix: String = "", indent: Int = 0) -> [String] {
        var lines: [String] = []
        var line = firstLinePrefix
        var lineHasWord = false
        for word in words {
            if !lineHasWord {
                line += word
                lineHasWord = true
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            }
        }
        lines.append(line)
        return lines.map(trimmingTrailingSpaces)
    }

    /// The words of `text`, split at any run of whitespace.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Wraps free text: paragraphs are separated by blank lines and wrapped independently;
    /// a paragraph with an indented line is kept as written, so examples stay intact.
    static func wrapParagraphs(_ text: String, width: Int) -> [String] {
        var paragraphs: [[Substring]] = [[]]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !paragraphs[paragraphs.count - 1].isEmpty { paragraphs.append([]) }
            } else {
                paragraphs[paragraphs.count - 1].append(line)
            }
        }
        var output: [String] = []
        for paragraph in paragraphs where !paragraph.isEmpty {
            if !output.isEmpty { output.append("") }
            if paragraph.contains(where: { $0.first?.isWhitespace == true }) {
                output += paragraph.map { trimmingTrailingSpaces(String($0)) }
            } else {
                output += wrap(words(paragraph.joined(separator: " ")), width: width)
            }
        }
        return output
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
