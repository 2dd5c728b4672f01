/// Byte-level keyword recognition, so that consumers can test tokens without making Strings.
enum Keywords {
    /// Whether the identifier token spells `word`.
    @inline(__always)
    static func spells(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard token.length == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for i in 0..<token.length where bytes[token.start + i] != pointer[i] { return false }
        return true
    }

    /// Keywords after which an expression begins, so a `/` that follows starts a regex.
    static func precedesExpression(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        switch token.length {
        case 2: return spells(token, in: bytes, "in") || spells(token, in: bytes, "if")
        case 3: return spells(token, in: bytes, "try")
        case 4: return spells(token, in: bytes, "case") || spells(token, in: bytes, "else")
        case 5: return spells(token, in: bytes, "where") || spells(token, in: bytes, "throw")
            || spells(token, in: bytes, "guard") || spells(token, in: bytes, "while") || spells(token, in: bytes, "await")
        case 6: return spells(token, in: bytes, "return") || spells(token, in: bytes, "repeat")
        default: return false
        }
    }

    /// False for most type names without making a String: every reserved word starts with a
    /// lowercase letter, except `Any` and `Self`.
    @inline(__always)
    static func mayBeReserved(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let first = bytes[token.start]
        guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return true }
        return spells(token, in: bytes, "Any") || spells(token, in: bytes, "Self")
    }

    /// Words that can never be the name of a declared type, so `class func` or `class var`
    /// are not mistaken for class declarations.
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "override", "final", "mutating", "nonmutating", "convenience",
        "required", "dynamic", "lazy", "optional", "weak", "unowned", "indirect", "nonisolated", "package",
    ]
}

/// The words the scanner acts on, told apart with one switch on length and first byte, since
/// every identifier of every file goes through here.
enum Words {
    enum Class: Equatable {
        case none
        case `import`
        /// A word rather than a String, so that classifying a name retains and releases nothing.
        case accessLevel(AccessLevelWord)
        case declaration(TypeDeclarationKind)
        /// `func`, `init`, `subscript`, `var`, `let`, `case`, `switch`: words that start a
        /// member or a statement some fact reads.
        case member(MemberKeyword)
    }

    enum AccessLevelWord: String {
        case open, `public`, package, `private`, `internal`, `fileprivate`
    }

    enum MemberKeyword: String {
        case `func`, `init`, `subscript`, `var`, `let`, `case`, `switch`
    }

    /// One multiplication picks the only word a name can be, from its first eight bytes, and
    /// one comparison tells whether it is that word: the skim asks this of every name that
    /// may be an anchor, and the scan asks again, and a switch over lengths and words cost
    /// mostly mispredicted jumps. Exact: a slot holds one word, and a name is that word only
    /// if its length, its first eight bytes and the bytes after them all equal the word's.
    static func classify(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Class {
        let length = token.length
        guard length >= 3, length <= 11 else { return .none }
        let head = Self.head(token, in: bytes)
        let entry = table[slot(head)]
        guard entry.head == head, entry.length == length else { return .none }
        if length > 8 {
            var tail: UInt32 = 0
            for i in 8..<length { tail |= UInt32(bytes[token.start &+ i]) &<< UInt32(8 &* (i &- 8)) }
            guard tail == entry.tail else { return .none }
        }
        return entry.wordClass
    }

    /// A word of `table`: its length, its first eight bytes as `head(_:in:)` reads them, and
    /// the bytes after those in the same order.
    struct Entry {
        var head: UInt64 = 0
        var tail: UInt32 = 0
        var length = 0
        var wordClass = Class.none
    }

    /// Found by search so that the words' heads land in 32 different slots; `table` checks it.
    private static let multiplier: UInt64 = 0xA845_063A_03D6_1CBF

    @inline(__always)
    static func slot(_ head: UInt64) -> Int {
        Int(truncatingIfNeeded: (head &* multiplier) &>> 59)
    }

    static let words: [(String, Class)] = [
        ("var", .member(.var)), ("let", .member(.let)), ("func", .member(.func)), ("init", .member(.`init`)),
        ("case", .member(.case)), ("enum", .declaration(.enum)), ("open", .accessLevel(.open)),
        ("class", .declaration(.class)), ("actor", .declaration(.actor)), ("import", .import),
        ("struct", .declaration(.struct)), ("switch", .member(.switch)), ("public", .accessLevel(.`public`)),
        ("package", .accessLevel(.package)), ("private", .accessLevel(.`private`)),
        ("protocol", .declaration(.protocol)), ("internal", .accessLevel(.`internal`)),
        ("typealias", .declaration(.typealias)), ("subscript", .member(.subscript)),
        ("fileprivate", .accessLevel(.`fileprivate`)),
    ]

    /// Each word in the slot of its head; the other slots hold a length no name has here.
    static let table: [Entry] = {
        var table = [Entry](repeating: Entry(), count: 32)
        for (word, wordClass) in words {
            let bytes = Array(word.utf8)
            var entry = Entry(length: bytes.count, wordClass: wordClass)
            for (i, byte) in bytes.enumerated() {
                if i < 8 { entry.head |= UInt64(byte) << UInt64(8 * i) } else { entry.tail |= UInt32(byte) << UInt32(8 * (i - 8)) }
            }
            precondition(table[slot(entry.head)].length == 0, "two words share a slot: choose another multiplier")
            table[slot(entry.head)] = entry
        }
        return table
    }()

    /// The token's first `min(8, length)` bytes as one little-endian integer, the first byte
    /// lowest and the bytes past the token zero, whatever the platform's byte order.
    @inline(__always)
    static func head(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let start = token.start
        let length = min(8, token.length)
        if start &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + start).loadUnaligned(as: UInt64.self))
            return length == 8 ? word : word & ((1 &<< UInt64(8 &* length)) &- 1)
        }
        // Within eight bytes of the end of the file: byte by byte.
        var word: UInt64 = 0
        for i in 0..<length { word |= UInt64(bytes[start &+ i]) &<< UInt64(8 &* i) }
        return word
    }
}

/// Byte-level tests of a name's shape, so that names which cannot matter never become Strings.
enum NameShape {
    /// Whether the name starts with an ASCII uppercase letter, or `_` and one: the names that
    /// Swift style gives to types. Backticks are looked through.
    @inline(__always)
    static func isCapitalised(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var p = token.start
        var end = token.end
        if token.isBackticked {
            p += 1
            end -= 1
        }
        guard p < end else { return false }
        if bytes[p] == UInt8(ascii: "_") {
            p += 1
            guard p < end else { return false }
        }
        return bytes[p] >= UInt8(ascii: "A") && bytes[p] <= UInt8(ascii: "Z")
    }
}
