/// A strict reader of the Mermaid flowchart subset archkit writes. Every line must be one of
/// the statement forms below, or reading fails with the line and the reason; what it reads is
/// checked the way Mermaid would need it to be.
///
///     flowchart TB
///     subgraph ID ["title"]         end
///     ID["label"]                   (a node)
///     ID --> ID    ID ==> ID        optionally with |"label"| after the arrow, and an
///     ID -.-> ID                    endpoint may declare its node inline: ID["label"]
///     linkStyle N,N… STYLE          classDef NAME STYLE
///     class ID,ID… NAME             style ID STYLE
///
/// `%% ` comment lines may come before `flowchart TB`, as the captions archkit writes do.
struct MermaidChart {
    struct Subgraph { var id: String; var title: String; var members: [String] }
    struct Edge { var from: String; var to: String; var arrow: String; var label: String? }

    /// Node id → its label, decoded.
    var labels: [String: String] = [:]
    var nodeOrder: [String] = []
    var subgraphs: [Subgraph] = []
    var edges: [Edge] = []
    /// Link index → the style given to it.
    var linkStyles: [Int: String] = [:]
    var classDefs: [String: String] = [:]
    /// Node id → classes.
    var classes: [String: [String]] = [:]
    var styledSubgraphs: [String: String] = [:]
    /// The leading `%%` comments, without their marker.
    var comments: [String] = []

    struct Problem: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static let keywords: Set<String> = ["end", "subgraph", "graph", "flowchart", "class", "classDef", "style", "linkStyle",
                                        "click", "call", "href", "default", "direction"]

    init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { throw Problem(line: lines.count, message: "no final line break") }
        comments = lines.prefix { $0.hasPrefix("%% ") }.map { String($0.dropFirst(3)) }
        guard lines.dropFirst(comments.count).first == "flowchart TB" else {
            throw Problem(line: comments.count + 1, message: "not a top-to-bottom flowchart")
        }
        var open: [Subgraph] = []
        for (offset, line) in lines.enumerated().dropFirst(comments.count + 1).dropLast() {
            let number = offset + 1
            do {
                try read(line, open: &open)
            } catch let message as Message {
                throw Problem(line: number, message: "\(message.text): \(line)")
            }
        }
        guard open.isEmpty else { throw Problem(line: lines.count, message: "subgraph \(open[0].id) is never closed") }
        try checkReferences()
    }

    private mutating func read(_ line: String, open: inout [Subgraph]) throws {
        var cursor = Cursor(line.drop { $0 == " " })
        guard !cursor.atEnd else { throw Message(text: "blank line") }
        if cursor.take("subgraph ") {
            let id = try cursor.identifier()
            guard cursor.take(" ") else { throw Message(text: "expected a space before the title") }
            let title = try cursor.bracketedLabel()
            try cursor.end()
            try declareSubgraph(id)
            open.append(Subgraph(id: id, title: title, members: []))
        } else if cursor.takeWhole("end") {
            guard let closed = open.popLast() else { throw Message(text: "end without subgraph") }
            subgraphs.append(closed)
        } else if cursor.take("linkStyle ") {
            let indices = try cursor.list { try $0.number() }
            let style = try cursor.style()
            for index in indices {
                guard linkStyles.updateValue(style, forKey: index) == nil else { throw Message(text: "link \(index) styled twice") }
            }
        } else if cursor.take("classDef ") {
            let name = try cursor.identifier()
            classDefs[name] = try cursor.style()
        } else if cursor.take("class ") {
            let ids = try cursor.list { try $0.identifier() }
            guard cursor.take(" ") else { throw Message(text: "class without a name") }
            let name = try cursor.identifier()
            try cursor.end()
            for id in ids { classes[id, default: []].append(name) }
        } else if cursor.take("style ") {
            let id = try cursor.identifier()
            styledSubgraphs[id] = try cursor.style()
        } else {
            try readNodeOrEdge(&cursor, open: &open)
        }
    }

    private mutating func readNodeOrEdge(_ cursor: inout Cursor, open: inout [Subgraph]) throws {
        let from = try endpoint(&cursor, open: &open)
        if cursor.atEnd {
            guard labels[from] != nil else { throw Message(text: "a bare id declares nothing") }
            return
        }
        guard cursor.take(" ") else { throw Message(text: "expected an arrow") }
        let arrow: String
        if cursor.take("-->") {
            arrow = "-->"
        } else if cursor.take("==>") {
            arrow = "==>"
        } else if cursor.take("-.->") {
            arrow = "-.->"
        } else {
            throw Message(text: "unknown arrow")
        }
        var label: String?
        if cursor.take("|") {
            label = try cursor.quotedLabel()
            guard cursor.take("|") else { throw Message(text: "unclosed edge label") }
        }
        guard cursor.take(" ") else { throw Message(text: "expected a target") }
        let to = try endpoint(&cursor, open: &open)
        try cursor.end()
        guard labels[from] != nil, labels[to] != nil else { throw Message(text: "edge between undeclared nodes") }
        edges.append(Edge(from: from, to: to, arrow: arrow, label: label))
    }

    /// An id, declaring the node when a label follows.
    private mutating func endpoint(_ cursor: inout Cursor, open: inout [Subgraph]) throws -> String {
        let id = try cursor.identifier()
        guard cursor.peek == "[" else { return id }
        let label = try cursor.bracketedLabel()
        guard labels[id] == nil else { throw Message(text: "node \(id) declared twice") }
        guard !subgraphs.contains(where: { $0.id == id }) && !open.contains(where: { $0.id == id }) else {
            throw Message(text: "node \(id) has a subgraph's id")
        }
        labels[id] = label
        nodeOrder.append(id)
        if !open.isEmpty { open[open.count - 1].members.append(id) }
        return id
    }

    private func declareSubgraph(_ id: String) throws {
        guard labels[id] == nil, !subgraphs.contains(where: { $0.id == id }) else { throw Message(text: "subgraph id \(id) reused") }
    }

    private func checkReferences() throws {
        for index in linkStyles.keys where !edges.indices.contains(index) {
            throw Problem(line: 0, message: "linkStyle \(index) names no link; there are \(edges.count)")
        }
        for (id, names) in classes {
            guard labels[id] != nil else { throw Problem(line: 0, message: "class given to undeclared node \(id)") }
            for name in names where classDefs[name] == nil { throw Problem(line: 0, message: "class \(name) is not defined") }
        }
        for id in styledSubgraphs.keys where !subgraphs.contains(where: { $0.id == id }) {
            throw Problem(line: 0, message: "style for unknown subgraph \(id)")
        }
    }

    /// The node ids whose labels are these names.
    func id(labelled name: String) -> String? {
        labels.first { $0.value == name }?.key
    }
}

/// Reads one line of Mermaid, character by character.
private struct Cursor {
    private var rest: Substring

    init(_ text: Substring) { rest = text }

    var atEnd: Bool { rest.isEmpty }
    var peek: Character? { rest.first }

    /// Takes the literal only when it is all that is left.
    mutating func takeWhole(_ literal: String) -> Bool {
        guard rest == literal else { return false }
        rest = ""
        return true
    }

    mutating func take(_ literal: String) -> Bool {
        guard rest.hasPrefix(literal) else { return false }
        rest = rest.dropFirst(literal.count)
        return true
    }

    func end() throws {
        guard rest.isEmpty else { throw Message(text: "unexpected \"\(rest)\"") }
    }

    /// `^[A-Za-z0-9_]+$`, and not a word the grammar reserves.
    mutating func identifier() throws -> String {
        let id = String(rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        guard !id.isEmpty else { throw Message(text: "expected an id") }
        guard !MermaidChart.keywords.contains(id) else { throw Message(text: "the id \(id) is a keyword") }
        rest = rest.dropFirst(id.count)
        return id
    }

    mutating func number() throws -> Int {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard let value = Int(digits) else { throw Message(text: "expected a number") }
        rest = rest.dropFirst(digits.count)
        return value
    }

    mutating func list<T>(_ item: (inout Cursor) throws -> T) throws -> [T] {
        var items = [try item(&self)]
        while take(",") { items.append(try item(&self)) }
        return items
    }

    /// The rest of the line after a space: `key:value` pairs separated by commas.
    mutating func style() throws -> String {
        guard take(" "), !rest.isEmpty else { throw Message(text: "expected a style") }
        let style = String(rest)
        for pair in style.split(separator: ",") where !pair.contains(":") { throw Message(text: "style \(pair) has no value") }
        rest = ""
        return style
    }

    mutating func bracketedLabel() throws -> String {
        guard take("[") else { throw Message(text: "expected [") }
        let label = try quotedLabel()
        guard take("]") else { throw Message(text: "expected ]") }
        return label
    }

    /// A double-quoted label, decoded: Mermaid's entity codes and `<br/>` line breaks are the
    /// only markup it may hold, and nothing that would end it or be read as HTML or Markdown.
    mutating func quotedLabel() throws -> String {
        guard take("\"") else { throw Message(text: "label not quoted") }
        guard let close = rest.firstIndex(of: "\"") else { throw Message(text: "label not closed") }
        let raw = rest[..<close]
        rest = rest[rest.index(after: close)...]
        return try Self.decode(raw)
    }

    static let entities = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">"]

    static func decode(_ raw: Substring) throws -> String {
        var decoded = ""
        var text = raw
        while let character = text.first {
            if text.hasPrefix("<br/>") {
                decoded += "\n"
                text = text.dropFirst(5)
            } else if character == "#" {
                guard let semicolon = text.firstIndex(of: ";") else { throw Message(text: "bare # in a label") }
                let code = text[text.index(after: text.startIndex)..<semicolon]
                if let named = entities[String(code)] {
                    decoded += named
                } else if let number = UInt32(code), let scalar = Unicode.Scalar(number) {
                    decoded.unicodeScalars.append(scalar)
                } else {
                    throw Message(text: "unknown entity #\(code);")
                }
                text = text[text.index(after: semicolon)...]
            } else {
                guard !"<>|`\"\\:;".contains(character), !character.isNewline else { throw Message(text: "raw \(character) in a label") }
                decoded.append(character)
                text = text.dropFirst()
            }
        }
        return decoded
    }
}

private struct Message: Error { var text: String }
