/// Finds the first byte that breaks UTF-8, so that a bad file is reported precisely instead
/// of being silently mangled. Overlong forms, surrogates and values above U+10FFFF are
/// rejected, as the standard requires. Sources and `.archrules` are checked with it.
public enum UTF8Validation {
    /// The offset of the first invalid byte, or nil when `bytes` is valid UTF-8.
    public static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var p = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        while p < count {
            // Most source is ASCII: check 64 bytes, then eight, at a time while it is. Four
            // 16-byte vectors are joined into one before a single test: the test and its
            // branch, not the loads, bound the loop.
            while p + 64 <= count {
                let raw = UnsafeRawPointer(base + p)
                let joined = raw.loadUnaligned(as: SIMD16<UInt8>.self) | raw.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
                    | raw.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
                    | raw.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
                let halves = unsafeBitCast(joined, to: SIMD2<UInt64>.self)
                guard (halves[0] | halves[1]) & 0x8080_8080_8080_8080 == 0 else { break }
                p += 64
            }
            while p + 8 <= count, UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                p += 8
            }
            guard p < count else { break }
            let lead = bytes[p]
            if lead < 0x80 { p += 1; continue }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
            default: return p
            }
            guard p + length <= count else { return p }
            for i in 1..<length {
                let continuation = bytes[p + i]
                guard continuation & 0xC0 == 0x80 else { return p }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return p }
            p += length
        }
        return nil
    }

    /// 1-based line and byte column of `offset`, counting `\n`, `\r\n` and `\r` as line breaks
    /// and not counting a leading byte-order mark.
    public static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var line = 1
        var lineStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var p = lineStart
        while p < offset {
            if bytes[p] == 0x0A || (bytes[p] == 0x0D && !(p + 1 < bytes.count && bytes[p + 1] == 0x0A)) {
                line += 1
                lineStart = p + 1
            }
            p += 1
        }
        return TextPosition(line: line, column: offset - lineStart + 1)
    }
}

/// A line and byte column in a file, both 1-based.
public struct TextPosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
