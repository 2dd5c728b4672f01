/// Interpolated strings, such as `"Sources/\(rawValue)"`, read byte by byte: only chains of
/// names may be interpolated, so nothing in them is evaluated but a name.
extension EnumExpressionParser {
    /// The parts of an interpolated single-line string literal; every interpolation must be a
    /// chain of names such as `rawValue` or `module.rawValue`.
    func interpolation(_ tokenIndex: Int) throws(StaticRefusal) -> [InterpolationPart] {
        let token = source[tokenIndex]
        let bytes = source.bytes
        var p = token.start
        var hashes = 0
        while bytes[p] == UInt8(ascii: "#") { hashes += 1; p += 1 }
        let quote = UInt8(ascii: "\"")
        guard p + 2 < token.end, bytes[p] == quote, !(bytes[p + 1] == quote && bytes[p + 2] == quote) else {
            throw refusal(tokenIndex, "a multi-line string literal")
        }
        let contentEnd = token.end - hashes - 1
        guard contentEnd > p, bytes[contentEnd] == quote else { throw refusal(tokenIndex, "a malformed string literal") }
        p += 1
        var parts: [InterpolationPart] = []
        var text: [UInt8] = []
        func flush() throws(StaticRefusal) {
            guard !text.isEmpty else { return }
            let pounds = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
            guard case .value(let value) = StringLiteralDecoder.decode(ArraySlice(pounds + [quote] + text + [quote] + pounds)) else {
                throw refusal(tokenIndex, "a string literal whose escapes the static reader cannot decode")
            }
            parts.append(.text(value))
            text = []
        }
        while p < contentEnd {
            guard bytes[p] == UInt8(ascii: "\\"), p + hashes + 1 < contentEnd,
                  (0..<hashes).allSatisfy({ bytes[p + 1 + $0] == UInt8(ascii: "#") }) else {
                text.append(bytes[p])
                p += 1
                continue
            }
            let after = p + 1 + hashes
            guard bytes[after] == UInt8(ascii: "(") else {
                text.append(contentsOf: bytes[p...after])
                p = after + 1
                continue
            }
            try flush()
            var close = after + 1
            while close < contentEnd, bytes[close] != UInt8(ascii: ")") { close += 1 }
            let inner = String(decoding: bytes[(after + 1)..<close], as: UTF8.self)
            let names = inner.split(separator: ".", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
            guard close < contentEnd, !names.isEmpty, names.allSatisfy(\.isPlainIdentifier) else {
                throw refusal(tokenIndex, "an interpolation other than a chain of names such as `\\(rawValue)`")
            }
            parts.append(.chain(names))
            p = close + 1
        }
        try flush()
        return parts
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension String {
    /// ASCII letters, digits and `_`, not starting with a digit; `self` and `$0` included.
    var isPlainIdentifier: Bool {
        guard let first = utf8.first else { return false }
        if self == "$0" { return true }
        let isStart = { (b: UInt8) in (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        return isStart(first) && utf8.allSatisfy { isStart($0) || ($0 >= 48 && $0 <= 57) }
    }
}
