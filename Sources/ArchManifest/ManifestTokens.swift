import ArchSyntax

/// The tokens of a manifest with their text, and every bracket paired with its partner, so
/// that parsers can step over a bracketed region in one move.
struct ManifestTokens {
    let bytes: [UInt8]
    let tokens: [Token]
    /// For each opening or closing bracket, the index of its partner; -1 for other tokens.
    private(set) var partner: [Int]
    /// How many brackets enclose each token; a bracket itself counts as outside its pair.
    private(set) var depth: [Int]

    /// A bracket without a partner, which makes the file unreadable Swift.
    struct BracketMismatch: Error {
        var tokenIndex: Int
        var reason: String
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.tokens = SwiftLexer.tokenize(bytes)
        self.partner = Array(repeating: -1, count: tokens.count)
        self.depth = Array(repeating: 0, count: tokens.count)
    }

    /// Pairs the brackets; reports the first one that has no partner.
    mutating func pairBrackets() -> BracketMismatch? {
        var open: [Int] = []
        for index in tokens.indices {
            depth[index] = open.count
            guard tokens[index].kind == .punctuation, tokens[index].length == 1 else { continue }
            let byte = bytes[tokens[index].start]
            if Self.closer(of: byte) != nil {
                open.append(index)
            } else if let opener = Self.opener(of: byte) {
                guard let last = open.last else {
                    return BracketMismatch(tokenIndex: index, reason: "`\(Character(Unicode.Scalar(byte)))` closes nothing")
                }
                guard bytes[tokens[last].start] == opener else {
                    return BracketMismatch(tokenIndex: last, reason: "`\(Character(Unicode.Scalar(bytes[tokens[last].start])))` is closed by `\(Character(Unicode.Scalar(byte)))` on line \(tokens[index].line)")
                }
                open.removeLast()
                depth[index] = open.count
                partner[last] = index
                partner[index] = last
            }
        }
        if let unclosed = open.last {
            return BracketMismatch(tokenIndex: unclosed, reason: "`\(Character(Unicode.Scalar(bytes[tokens[unclosed].start])))` is never closed")
        }
        return nil
    }

    private static func closer(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): return UInt8(ascii: ")")
        case UInt8(ascii: "["): return UInt8(ascii: "]")
        case UInt8(ascii: "{"): return UInt8(ascii: "}")
        default: return nil
        }
    }

    private static func opener(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: ")"): return UInt8(ascii: "(")
        case UInt8(ascii: "]"): return UInt8(ascii: "[")
        case UInt8(ascii: "}"): return UInt8(ascii: "{")
        default: return nil
        }
    }

    // MARK: - Token tests

    subscript(index: Int) -> Token { tokens[index] }

    var endIndex: Int { tokens.count - 1 }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// The text of a token for a message, shortened as every message quotes input. Only the
    /// start of a megabyte-long token is decoded: four bytes a character at the most.
    func quoted(_ index: Int) -> String {
        let token = tokens[index]
        let end = min(token.end, token.start + 4 * (String.messageQuoteLimit + 1))
        return String(decoding: bytes[token.start..<end], as: UTF8.self).shortenedForMessage
    }

    /// The name an identifier token stands for, without backticks.
    func name(_ index: Int) -> String {
        let token = tokens[index]
        guard token.isBackticked else { return text(index) }
        return String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
    }

    /// Takes a scalar rather than a `Character`: a `Character`'s `asciiValue` costs a
    /// grapheme check on every call, and manifests are parsed by asking this of most tokens.
    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .punctuation && token.length == 1 && character.isASCII && UInt32(bytes[token.start]) == character.value
    }

    func isOpener(_ index: Int) -> Bool {
        isPunctuation(index, "(") || isPunctuation(index, "[") || isPunctuation(index, "{")
    }

    /// Whether the token is the unquoted identifier `word` (so a keyword when it is one).
    func isWord(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind == .identifier && !token.isBackticked && token.length == word.utf8.count
            && bytes[token.start..<token.end].elementsEqual(word.utf8)
    }

    /// Whether the token is an identifier naming `name`, backticked or not.
    func isName(_ index: Int, _ name: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        let token = tokens[index]
        let start = token.isBackticked ? token.start + 1 : token.start
        let end = token.isBackticked ? token.end - 1 : token.end
        return spells(start..<end, name) ?? (self.name(index) == name)
    }

    func isOperator(_ index: Int, _ symbol: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .operatorSymbol else { return false }
        return spells(tokens[index].start..<tokens[index].end, symbol) ?? (text(index) == symbol)
    }

    /// Whether the bytes in `range` spell `text`, answered from the bytes when both are ASCII,
    /// where bytes and characters agree; nil otherwise, for the caller to compare Strings,
    /// which treat canonically equivalent text (a Kelvin sign and `K`) as equal. Most tokens
    /// are tested against a word they are not, and this makes no String for them.
    private func spells(_ range: Range<Int>, _ text: String) -> Bool? {
        // Two ASCII first letters that differ start characters that differ, whatever follows.
        if let expected = text.utf8.first, !range.isEmpty, expected < 0x80, bytes[range.lowerBound] < 0x80,
           bytes[range.lowerBound] != expected { return false }
        guard text.utf8.allSatisfy({ $0 < 0x80 }), bytes[range].allSatisfy({ $0 < 0x80 }) else { return nil }
        return bytes[range].elementsEqual(text.utf8)
    }

    /// The index after the bracketed region opened at `index`, or `index + 1` for other tokens.
    func skip(_ index: Int) -> Int {
        partner[index] > index ? partner[index] + 1 : index + 1
    }

    // MARK: - String literals

    /// The value of a string literal token, or why it has none that can be read statically.
    func stringValue(_ index: Int) -> StringLiteral {
        let token = tokens[index]
        if token.hasInterpolation { return .interpolated }
        return StringLiteralDecoder.decode(bytes[token.start..<token.end])
    }
}

enum StringLiteral: Equatable {
    case value(String)
    case interpolated
    case multiline
    /// An escape the reader does not know, or a literal cut short by a line break.
    case malformed
}

/// Decodes the text of a single-line string literal token, quotes and pound signs included.
enum StringLiteralDecoder {
    static func decode(_ literal: ArraySlice<UInt8>) -> StringLiteral {
        var start = literal.startIndex
        var hashes = 0
        while start < literal.endIndex, literal[start] == UInt8(ascii: "#") {
            hashes += 1
            start += 1
        }
        let quote = UInt8(ascii: "\"")
        if literal.count >= start - literal.startIndex + 3,
           literal[start] == quote, literal[start + 1] == quote, literal[start + 2] == quote {
            return .multiline
        }
        let end = literal.endIndex - hashes - 1
        guard start < literal.endIndex, literal[start] == quote, end > start, literal[end] == quote else {
            return .malformed
        }
        // Without a backslash the value is the bytes between the quotes, taken in one go.
        if !literal[(start + 1)..<end].contains(UInt8(ascii: "\\")) {
            return .value(String(decoding: literal[(start + 1)..<end], as: UTF8.self))
        }
        var result: [UInt8] = []
        var p = start + 1
        while p < end {
            let byte = literal[p]
            guard byte == UInt8(ascii: "\\"), hasPounds(literal, from: p + 1, count: hashes, before: end) else {
                result.append(byte)
                p += 1
                continue
            }
            p += 1 + hashes
            guard p < end, let decoded = escape(literal, at: &p, before: end) else { return .malformed }
            result.append(contentsOf: decoded)
        }
        return .value(String(decoding: result, as: UTF8.self))
    }

    private static func hasPounds(_ literal: ArraySlice<UInt8>, from p: Int, count: Int, before end: Int) -> Bool {
        guard p + count <= end else { return false }
        return literal[p..<(p + count)].allSatisfy { $0 == UInt8(ascii: "#") }
    }

    /// Decodes the escape whose letter is at `p`, and moves `p` past it.
    private static func escape(_ literal: ArraySlice<UInt8>, at p: inout Int, before end: Int) -> [UInt8]? {
        let letter = literal[p]
        p += 1
        switch letter {
        case UInt8(ascii: "0"): return [0]
        case UInt8(ascii: "\\"): return [UInt8(ascii: "\\")]
        case UInt8(ascii: "t"): return [UInt8(ascii: "\t")]
        case UInt8(ascii: "n"): return [UInt8(ascii: "\n")]
        case UInt8(ascii: "r"): return [UInt8(ascii: "\r")]
        case UInt8(ascii: "\""): return [UInt8(ascii: "\"")]
        case UInt8(ascii: "'"): return [UInt8(ascii: "'")]
        case UInt8(ascii: "u"):
            guard p < end, literal[p] == UInt8(ascii: "{"), let close = literal[p..<end].firstIndex(of: UInt8(ascii: "}")) else { return nil }
            let digits = String(decoding: literal[(p + 1)..<close], as: UTF8.self)
            p = close + 1
            guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: 16),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return Array(String(Character(scalar)).utf8)
        default:
            return nil
        }
    }
}
