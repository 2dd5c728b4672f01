import ArchCore

/// The entries of a manifest's lists, as token ranges.
extension DependencyListEdit {
    /// An element of an array literal: the array's `[`, the element's first and last tokens.
    struct ArrayElement {
        var opener: Int
        var start: Int
        var last: Int
    }

    /// The token at a place the reader reported.
    func token(at location: SourceLocation) -> Int? {
        var low = 0, high = source.endIndex
        while low < high {
            let middle = (low + high) / 2
            let token = source[middle]
            if (token.line, token.column) < (location.line, location.column) { low = middle + 1 } else { high = middle }
        }
        guard low < source.endIndex, source[low].line == location.line, source[low].column == location.column else { return nil }
        return low
    }

    /// The element of an array literal that holds the token the reader reported: the token
    /// itself, or the call or case it is an argument of (`.abstraction(.di)` for `.di`).
    func element(containing token: Int) -> ArrayElement? {
        var inner = token
        for _ in 0..<4 {
            if source.isPunctuation(inner - 1, ",") || source.isPunctuation(inner - 1, "["), let element = element(startingAt: inner) {
                return element
            }
            guard let opener = enclosingOpener(of: inner) else { return nil }
            if source.isPunctuation(opener, "[") {
                var start = opener + 1
                var index = opener + 1
                while index < inner {
                    if source.isPunctuation(index, ","), source.depth[index] == source.depth[opener] + 1 { start = index + 1 }
                    index = source.skip(index)
                }
                return element(startingAt: start)
            }
            inner = opener
        }
        return nil
    }

    /// The innermost bracket that holds the token.
    func enclosingOpener(of token: Int) -> Int? {
        enclosing[token] >= 0 ? enclosing[token] : nil
    }

    /// The element of an array literal that starts at `start`, if it is one.
    func element(startingAt start: Int) -> ArrayElement? {
        guard start > 0, source.isPunctuation(start - 1, ",") || source.isPunctuation(start - 1, "[") else { return nil }
        let depth = source.depth[start]
        var opener = start - 1
        while opener >= 0, !(source.isOpener(opener) && source.depth[opener] == depth - 1 && source.partner[opener] > start) { opener -= 1 }
        guard opener >= 0, source.isPunctuation(opener, "[") else { return nil }
        let closer = source.partner[opener]
        var index = start
        var last = start
        while index < closer, !(source.isPunctuation(index, ",") && source.depth[index] == depth) {
            if source.isPunctuation(index, ":"), source.depth[index] == depth { return nil }
            last = source.partner[index] > index ? source.partner[index] : index
            index = source.skip(index)
        }
        return ArrayElement(opener: opener, start: start, last: last)
    }
}

extension ManifestText {
    /// The offset after the line break that ends the line a token is on.
    func endOfLineWithBreak(with index: Int) -> Int {
        let bytes = source.bytes
        var end = endOfLine(with: index)
        if end < bytes.count, bytes[end] == UInt8(ascii: "\r") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n") { end += 1 }
        return end
    }

    /// The contents without the byte ranges, given in order and apart.
    func removing(_ ranges: [Range<Int>]) -> [UInt8] {
        var result: [UInt8] = []
        var position = 0
        for range in ranges {
            result += source.bytes[position..<range.lowerBound]
            position = range.upperBound
        }
        return result + source.bytes[position...]
    }
}
