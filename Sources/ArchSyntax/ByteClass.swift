/// Byte classes for the lexer, looked up in a table so that the hot loops do one load per
/// byte instead of a chain of comparisons.
enum ByteClass {
    static let identifierStart: UInt8 = 1
    static let identifierBody: UInt8 = 2
    static let digit: UInt8 = 4
    static let operatorChar: UInt8 = 8
    static let horizontalSpace: UInt8 = 16
    /// `( ) [ ] { } , ; :`: always a token of one byte, whatever surrounds it.
    static let punctuation: UInt8 = 32
    /// A byte that may start trivia: white space, a line break, or the `/` of a comment.
    static let triviaStart: UInt8 = 64
    /// `.`, a token of one byte unless another dot follows.
    static let dot: UInt8 = 128

    /// The table as a pointer that lives as long as the process, so that the lexer can keep it
    /// in a stored property instead of reaching for a lazily initialised global in its loops.
    /// Written once while the global is initialised and only read afterwards, so sharing it
    /// across threads is safe.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        storage.initialize(from: table, count: 256)
        return UnsafePointer(storage)
    }()

    static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(b)] = identifierStart | identifierBody }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(b)] = identifierStart | identifierBody }
        table[Int(UInt8(ascii: "_"))] = identifierStart | identifierBody
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(b)] = identifierBody | digit }
        // Swift identifiers may contain most non-ASCII scalars; treating every byte of a
        // multi-byte sequence as an identifier byte keeps names like `Größe` whole.
        for b in 0x80...0xFF { table[b] = identifierStart | identifierBody }
        for scalar in "=-+!*%<>&|^~?/" { table[Int(scalar.asciiValue!)] = operatorChar }
        for b in [0x20, 0x09, 0x0B, 0x0C, 0x00] { table[b] = horizontalSpace | triviaStart }
        for scalar in "()[]{},;:" { table[Int(scalar.asciiValue!)] = punctuation }
        for b in [0x0A, 0x0D] { table[b] = triviaStart }
        table[Int(UInt8(ascii: "/"))] |= triviaStart
        table[Int(UInt8(ascii: "."))] = dot
        return table
    }()
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let pound = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let dot = UInt8(ascii: ".")
}
