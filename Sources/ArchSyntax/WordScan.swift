/// Tests of eight source bytes at once in one 64-bit word (SWAR), for the runs the lexer
/// skips most: the bytes of names and of indentation. Each returns a word whose byte `i` has
/// its high bit set where byte `i` of the input ends the run, so that the offset of the first
/// such byte is `trailingZeroBitCount / 8`.
enum WordScan {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// `byte` in every byte of a word.
    @inline(__always)
    static func repeated(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// The eight bytes from `offset`, the first in the lowest byte whatever the platform's
    /// byte order. The caller checks that `offset + 8 <= bytes.count`.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self))
    }

    /// The bytes that cannot continue a name: all but `0-9`, `A-Z`, `a-z`, `_` and the bytes
    /// of non-ASCII characters (`ByteClass.identifierBody`). Every sum stays below 0x100 in
    /// its byte, as the high bits are cleared first, so no carry crosses into the next byte.
    @inline(__always)
    static func identifierStops(_ word: UInt64) -> UInt64 {
        let ascii = word & lowBits
        // `x | 0x20` folds upper case onto lower case and maps no other byte into `a-z`.
        let folded = ascii | repeated(0x20)
        let letter = (folded &+ repeated(0x80 - 0x61)) & ~(folded &+ repeated(0x7F - 0x7A))
        let digit = (ascii &+ repeated(0x80 - 0x30)) & ~(ascii &+ repeated(0x7F - 0x39))
        let notUnderscore = ascii ^ repeated(0x5F)
        let underscore = ~((notUnderscore &+ lowBits) | notUnderscore)
        return ~(letter | digit | underscore | word) & highBits
    }

    /// The bytes that are zero, exactly: the sum leaves a byte's high bit clear only when its
    /// low seven bits are zero, and no carry crosses bytes.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ lowBits) | word | lowBits)
    }

    /// The bytes that are `\n` or `\r`.
    @inline(__always)
    static func lineBreaks(_ word: UInt64) -> UInt64 {
        zeroBytes(word ^ repeated(.newline)) | zeroBytes(word ^ repeated(.carriageReturn))
    }
}
