import ArchViews

/// What the text formats (DOT, Mermaid) agree on, so that a graph reads the same in each:
/// the captions of nodes and edges, and the colours of kinds of module.
enum GraphTextStyle {
    static let externalStroke = "#80868b"
    static let externalText = "#5f6368"
    static let externalFill = "#f8f9fa"
    static let testStroke = "#b08800"
    static let testFill = "#fff8e1"
    static let focusStroke = "#202124"
    static let focusFill = "#fff3b0"
    static let plainStroke = "#5f6368"
    /// The outline of a package box (`--package-boxes`).
    static let packageStroke = "#57606a"
    /// What a dashed (DOT, SVG) or dotted (Mermaid) edge means, for legends.
    static let referenceLegend = "dashed edges: type references between folder modules"

    /// The lines a node shows: its name and, above module level, how many modules it stands for.
    static func nodeCaption(_ node: GraphView.Node, level: GraphView.Level) -> [String] {
        guard level != .module else { return [node.label] }
        return [node.label, node.size == 1 ? "1 module" : "\(node.size) modules"]
    }

    /// The lines an edge shows: the rules it breaks and, above module level, how many
    /// module dependencies it stands for. Empty for a plain module-level edge.
    static func edgeCaption(_ edge: GraphView.Edge, level: GraphView.Level) -> [String] {
        var lines = edge.violations
        if level != .module { lines.append(String(edge.weight)) }
        return lines
    }

    /// A pale version of a `#rrggbb` colour, for filling a band behind its nodes.
    static func tint(_ color: String) -> String {
        let hex = Array(color.utf8.dropFirst())
        guard color.hasPrefix("#"), hex.count == 6 else { return "#ffffff" }
        var result = "#"
        for index in stride(from: 0, to: 6, by: 2) {
            guard let channel = Int(String(decoding: hex[index..<index + 2], as: UTF8.self), radix: 16) else { return "#ffffff" }
            let pale = channel + (255 - channel) * 85 / 100
            result += hexByte(pale)
        }
        return result
    }

    /// `\r\n` and a lone `\r` as `\n`, so that each format has one line break to escape.
    static func normalizedLineBreaks(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var result = String.UnicodeScalarView()
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            result.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(result)
    }

    /// Text for a one-line comment: every control character, line breaks included, as a space.
    static func singleLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? " " : $0 }))
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)
    }

    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[(value >> 4) & 0xf], digits[value & 0xf]])
    }
}
