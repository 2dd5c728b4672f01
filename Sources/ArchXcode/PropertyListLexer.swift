import ArchCore

/// One token of an OpenStep property list, with the position of its first byte.
struct PropertyListToken {
    enum Kind: Equatable {
        case openBrace, closeBrace, openParenthesis, closeParenthesis, equals, semicolon, comma
        case string(String)
        case data([UInt8])
        case end
    }

    var kind: Kind
    var position: TextPosition
}

/// Splits the bytes of a `project.pbxproj` into tokens in one pass, skipping whitespace and
/// `/* … */` and `//` comments (the `// !$*UTF8*$!` header is one). The bytes must already be
/// valid UTF-8, so that strings can be decoded without loss.
struct PropertyListLexer {
    private let bytes: [UInt8]
    private var offset: Int
    private var line = 1
    private var lineStart: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark is not content, and columns do not count it.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        offset = start
        lineStart = start
    }

    /// The position of `offset`, valid while `offset` is on the current line.
    private func position(at offset: Int) -> TextPosition {
        TextPosition(line: line, column: offset - lineStart + 1)
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Consumes a line break (`\n`, `\r\n` or `\r`) at `offset`, if there is one.
    private mutating func consumeLineBreak() -> Bool {
        switch bytes[offset] {
        case UInt8(ascii: "\n"):
            offset += 1
        case UInt8(ascii: "\r"):
            offset += byte(at: offset + 1) == UInt8(ascii: "\n") ? 2 : 1
        default:
            return false
        }
        line += 1
        lineStart = offset
        return true
    }

    /// Consumes a line break inside a string, keeping its bytes in the string's text.
    private mutating func consumeLineBreak(into text: inout [UInt8]) -> Bool {
        let first = offset
        guard consumeLineBreak() else { return false }
        text.append(contentsOf: bytes[first..<offset])
        return true
    }

    mutating func next() throws(PropertyListError) -> PropertyListToken {
        try skipWhitespaceAndComments()
        let start = position(at: offset)
        guard offset < bytes.count else { return PropertyListToken(kind: .end, position: start) }
        let lead = bytes[offset]
        let punctuation: PropertyListToken.Kind? = switch lead {
        case UInt8(ascii: "{"): .openBrace
        case UInt8(ascii: "}"): .closeBrace
        case UInt8(ascii: "("): .openParenthesis
        case UInt8(ascii: ")"): .closeParenthesis
        case UInt8(ascii: "="): .equals
        case UInt8(ascii: ";"): .semicolon
        case UInt8(ascii: ","): .comma
        default: nil
        }
        if let punctuation {
            offset += 1
            return PropertyListToken(kind: punctuation, position: start)
        }
        if lead == UInt8(ascii: "\"") { return PropertyListToken(kind: .string(try quotedString()), position: start) }
        if lead == UInt8(ascii: "<") { return PropertyListToken(kind: .data(try data()), position: start) }
        if Self.isUnquoted(lead) {
            let first = offset
            while offset < bytes.count, Self.isUnquoted(bytes[offset]) { offset += 1 }
            return PropertyListToken(kind: .string(String(decoding: bytes[first..<offset], as: UTF8.self)), position: start)
        }
        throw PropertyListError(.unexpectedCharacter, at: start, "unexpected character \(Self.describe(lead, in: bytes, at: offset))")
    }

    private mutating func skipWhitespaceAndComments() throws(PropertyListError) {
        while offset < bytes.count {
            let current = bytes[offset]
            if consumeLineBreak() { continue }
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == 0x0C || current == 0x0B {
                offset += 1
            } else if current == UInt8(ascii: "/"), byte(at: offset + 1) == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n"), bytes[offset] != UInt8(ascii: "\r") { offset += 1 }
            } else if current == UInt8(ascii: "/"), byte(at: offset + 1) == UInt8(ascii: "*") {
                let opening = position(at: offset)
                offset += 2
                while true {
                    guard offset < bytes.count else {
                        throw PropertyListError(.unterminatedComment, at: opening, "unterminated comment: `/*` has no `*/`")
                    }
                    if bytes[offset] == UInt8(ascii: "*"), byte(at: offset + 1) == UInt8(ascii: "/") {
                        offset += 2
                        break
                    }
                    if !consumeLineBreak() { offset += 1 }
                }
            } else {
                return
            }
        }
    }

    /// Letters, digits and `_ $ + / : . -`, as Xcode writes identifiers, paths and numbers unquoted.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func describe(_ lead: UInt8, in bytes: [UInt8], at offset: Int) -> String {
        guard lead >= 0x80 else { return lead >= 0x20 && lead < 0x7F ? "`\(Character(Unicode.Scalar(lead)))`" : "0x\(String(lead, radix: 16))" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "`\(String(decoding: bytes[offset..<end], as: UTF8.self))`"
    }

    // MARK: - Quoted strings

    private mutating func quotedString() throws(PropertyListError) -> String {
        let opening = position(at: offset)
        offset += 1
        var text: [UInt8] = []
        while true {
            guard offset < bytes.count else {
                throw PropertyListError(.unterminatedString, at: opening, "unterminated string: the quote opened here is never closed")
            }
            let current = bytes[offset]
            if current == UInt8(ascii: "\"") {
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            if current == UInt8(ascii: "\\") {
                try escape(into: &text, opening: opening)
            } else if !consumeLineBreak(into: &text) {
                text.append(current)
                offset += 1
            }
        }
    }

    /// Decodes the escape at `offset` (a backslash): `\"`, `\\`, `\n`, `\t`, `\r` and the other
    /// C letters, `\Uxxxx` (a UTF-16 unit; surrogates must pair) and up to three octal digits.
    /// Any other character after the backslash stands for itself, as in Apple's reader.
    private mutating func escape(into text: inout [UInt8], opening: TextPosition) throws(PropertyListError) {
        let backslash = position(at: offset)
        offset += 1
        guard offset < bytes.count else {
            throw PropertyListError(.unterminatedString, at: opening, "unterminated string: the quote opened here is never closed")
        }
        let letter = bytes[offset]
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
        if let simple {
            text.append(simple)
            offset += 1
        } else if letter == UInt8(ascii: "U") {
            offset += 1
            let unit = try utf16Unit(escapeAt: backslash)
            var scalar = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard byte(at: offset) == UInt8(ascii: "\\"), byte(at: offset + 1) == UInt8(ascii: "U") else {
                    throw PropertyListError(.invalidEscape, at: backslash, "invalid escape: a high surrogate `\\U` must be followed by a low one")
                }
                let second = position(at: offset)
                offset += 2
                let low = try utf16Unit(escapeAt: second)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw PropertyListError(.invalidEscape, at: second, "invalid escape: expected a low surrogate after a high one")
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            guard let decoded = Unicode.Scalar(scalar) else {
                throw PropertyListError(.invalidEscape, at: backslash, "invalid escape: a lone low surrogate")
            }
            text.append(contentsOf: Array(String(Character(decoded)).utf8))
        } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(letter) {
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, let digit = byte(at: offset), (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) {
                value = value * 8 + UInt32(digit - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            // Three octal digits reach 0o777, below the surrogates: always a scalar.
            text.append(contentsOf: Array(String(Character(Unicode.Scalar(value)!)).utf8))
        } else if !consumeLineBreak(into: &text) {
            text.append(letter)
            offset += 1
        }
    }

    /// Four hexadecimal digits after `\U`.
    private mutating func utf16Unit(escapeAt backslash: TextPosition) throws(PropertyListError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = byte(at: offset).flatMap(Self.hexValue) else {
                throw PropertyListError(.invalidEscape, at: backslash, "invalid escape: `\\U` needs four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            offset += 1
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Data

    /// `<0fbd 7a>`: pairs of hexadecimal digits, with whitespace anywhere between them.
    private mutating func data() throws(PropertyListError) -> [UInt8] {
        let opening = position(at: offset)
        offset += 1
        var result: [UInt8] = []
        var high: UInt8?
        while true {
            guard offset < bytes.count else {
                throw PropertyListError(.unterminatedData, at: opening, "unterminated data: `<` has no `>`")
            }
            let current = bytes[offset]
            if current == UInt8(ascii: ">") {
                guard high == nil else {
                    throw PropertyListError(.invalidData, at: position(at: offset), "invalid data: an odd number of hexadecimal digits")
                }
                offset += 1
                return result
            }
            if consumeLineBreak() { continue }
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") {
                offset += 1
                continue
            }
            guard let value = Self.hexValue(current) else {
                throw PropertyListError(.invalidData, at: position(at: offset),
                                        "invalid data: \(Self.describe(current, in: bytes, at: offset)) is not a hexadecimal digit")
            }
            if let first = high {
                result.append(first << 4 | value)
                high = nil
            } else {
                high = value
            }
            offset += 1
        }
    }
}
