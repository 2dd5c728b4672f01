import ArchCore

/// Trivia: whitespace, line breaks and comments, which separate tokens. Line breaks are counted
/// here, so every token's line and column come from these loops.
extension SwiftLexer {
    @inline(__always)
    mutating func skipTrivia() {
        // A local offset, stored back once: `position` is a property, and writing it on every
        // byte of indentation and comments cost a store per byte.
        var p = position
        let count = bytes.count
        defer { position = p }
        while p < count {
            let byte = bytes[p]
            if byte == UInt8(ascii: " ") {
                // Indentation comes in runs.
                p = spaceRunEnd(from: p &+ 1)
            } else if byte == .newline {
                p &+= 1
                line &+= 1
                lineStart = p
                sawNewline = true
            } else if classes[Int(byte)] & ByteClass.horizontalSpace != 0 {
                p &+= 1
            } else if byte == .carriageReturn {
                p = consumeNewline(at: p)
                sawNewline = true
            } else if byte == .slash, p + 1 < count, bytes[p + 1] == .slash || bytes[p + 1] == .star {
                position = p
                skipComment()
                p = position
            } else {
                return
            }
        }
    }

    /// Passes over the trivia before the next token, as `next()` would, and returns that
    /// token's first byte (nil at the end of the source) and whether a line break precedes it.
    mutating func skipToNextToken() -> (first: UInt8?, startsLine: Bool) {
        skipTrivia()
        return (position < bytes.count ? bytes[position] : nil, sawNewline)
    }

    /// Skips the comment that starts at `position`, recording `// archkit:` comments.
    @inline(never)
    mutating func skipComment() {
        let start = position
        guard bytes[start + 1] == .slash else {
            skipBlockComment()
            return
        }
        position = endOfLine(from: start + 2)
        if isDirectiveComment(start: start) {
            directiveComments.append(DirectiveComment(start: start, end: position, line: line,
                                                      column: start - lineStart + 1))
        }
    }

    /// The offset of the line break that ends the line containing `p` (or the end of the source).
    @inline(__always)
    func endOfLine(from p: Int) -> Int {
        var p = p
        let count = bytes.count
        // Comments are the long lines; sixteen bytes at a time, then eight. Two vector
        // comparisons here, since only two bytes end a line.
        if p &+ 16 <= count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let newline = SIMD16<UInt8>(repeating: .newline)
            let carriageReturn = SIMD16<UInt8>(repeating: .carriageReturn)
            while p &+ 16 <= count {
                let block = raw.loadUnaligned(fromByteOffset: p, as: SIMD16<UInt8>.self)
                let marked = SIMD16<UInt8>(repeating: 0).replacing(with: 0xFF, where: (block .== newline) .| (block .== carriageReturn))
                let halves = unsafeBitCast(marked, to: SIMD2<UInt64>.self)
                if halves[0] != 0 { return p &+ halves[0].trailingZeroBitCount >> 3 }
                if halves[1] != 0 { return p &+ 8 &+ halves[1].trailingZeroBitCount >> 3 }
                p &+= 16
            }
        }
        while p &+ 8 <= count {
            let breaks = WordScan.lineBreaks(WordScan.load(bytes, at: p))
            if breaks != 0 { return p &+ breaks.trailingZeroBitCount >> 3 }
            p &+= 8
        }
        while p < count, bytes[p] != .newline, bytes[p] != .carriageReturn { p += 1 }
        return p
    }

    /// Whether the line comment at `start` is `//`, optional spaces, then `archkit:`. A doc
    /// comment (`///`) is not. Inlined: called out of line from the mutating `skipComment()`,
    /// it was handed a copy of the whole lexer for every comment.
    @inline(__always)
    func isDirectiveComment(start: Int) -> Bool {
        var p = start + 2
        while p < position, bytes[p] == UInt8(ascii: " ") || bytes[p] == UInt8(ascii: "\t") { p += 1 }
        guard position - p >= 8 else { return false }
        return WordScan.load(bytes, at: p) == DirectiveComment.markerWord
    }

    /// Moves to the line break that ends the current line (or the end of the source).
    mutating func skipToEndOfLine() {
        position = endOfLine(from: position)
    }

    /// Skips a `/* … */` comment; these nest in Swift.
    mutating func skipBlockComment() {
        var depth = 0
        var p = position
        let count = bytes.count
        while p < count {
            // Sixteen bytes at a time up to the next `*`, `/` or line break.
            p = firstOfFour(from: p, .star, .slash, .newline, .carriageReturn)
            guard p < count else { break }
            let byte = bytes[p]
            if byte == .slash, p + 1 < bytes.count, bytes[p + 1] == .star {
                depth += 1
                p += 2
            } else if byte == .star, p + 1 < bytes.count, bytes[p + 1] == .slash {
                depth -= 1
                p += 2
                if depth == 0 { break }
            } else if byte == .newline || byte == .carriageReturn {
                p = consumeNewline(at: p)
                sawNewline = true
            } else {
                p += 1
            }
        }
        position = p
    }

    /// The first offset from `p` whose byte is one of the four, or where fewer than sixteen
    /// bytes are left: comments and strings pass over the bytes they do not act on this way.
    @inline(__always)
    func firstOfFour(from p: Int, _ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        var p = p
        let count = bytes.count
        guard let base = bytes.baseAddress else { return p }
        let raw = UnsafeRawPointer(base)
        // Written as lane-wise arithmetic: four `.==` here compiled to a loop over the lanes.
        @inline(__always) func zeroLanes(_ v: SIMD16<UInt8>) -> SIMD16<UInt8> { (v &- 1) & ~v }
        while p &+ 16 <= count {
            let block = raw.loadUnaligned(fromByteOffset: p, as: SIMD16<UInt8>.self)
            let stops = zeroLanes(block ^ SIMD16(repeating: a)) | zeroLanes(block ^ SIMD16(repeating: b))
                | zeroLanes(block ^ SIMD16(repeating: c)) | zeroLanes(block ^ SIMD16(repeating: d))
            // The high bit of each lane is set exactly where its byte is one of the four.
            let halves = unsafeBitCast(stops & SIMD16(repeating: 0x80), to: SIMD2<UInt64>.self)
            if halves[0] != 0 { return p &+ halves[0].trailingZeroBitCount >> 3 }
            if halves[1] != 0 { return p &+ 8 &+ halves[1].trailingZeroBitCount >> 3 }
            p &+= 16
        }
        return p
    }

    /// Counts a line break (`\n`, `\r\n` or a lone `\r`) at `p` and returns the offset after it.
    mutating func consumeNewline(at p: Int) -> Int {
        var next = p + 1
        if bytes[p] == .carriageReturn, next < bytes.count, bytes[next] == .newline { next += 1 }
        line += 1
        lineStart = next
        return next
    }
}
