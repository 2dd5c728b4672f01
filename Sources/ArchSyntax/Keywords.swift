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

    /// Compares the name's first eight bytes with each word of its length as one integer,
    /// since the skim asks this of every name that may be an anchor and the scan asks again.
    static func classify(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Class {
        let length = token.length
        guard length >= 3, length <= 11 else { return .none }
        let head = Self.head(token, in: bytes)
        switch length {
        case 3:
            if head == 0x72_6176 { return .member(.var) }
            if head == 0x74_656C { return .member(.let) }
        case 4:
            switch head {
            case 0x636E_7566: return .member(.func)
            case 0x7469_6E69: return .member(.`init`)
            case 0x6573_6163: return .member(.case)
            case 0x6D75_6E65: return .declaration(.enum)
            case 0x6E65_706F: return .accessLevel(.open)
            default: break
            }
        case 5:
            if head == 0x73_7361_6C63 { return .declaration(.class) }
            if head == 0x72_6F74_6361 { return .declaration(.actor) }
        case 6:
            switch head {
            case 0x7472_6F70_6D69: return .import
            case 0x7463_7572_7473: return .declaration(.struct)
            case 0x6863_7469_7773: return .member(.switch)
            case 0x6369_6C62_7570: return .accessLevel(.`public`)
            default: break
            }
        case 7:
            if head == 0x65_6761_6B63_6170 { return .accessLevel(.package) }
            if head == 0x65_7461_7669_7270 { return .accessLevel(.`private`) }
        case 8:
            if head == 0x6C6F_636F_746F_7270 { return .declaration(.protocol) }
            if head == 0x6C61_6E72_6574_6E69 { return .accessLevel(.`internal`) }
        case 9:
            let last = bytes[token.start &+ 8]
            if head == 0x6169_6C61_6570_7974, last == UInt8(ascii: "s") { return .declaration(.typealias) }
            if head == 0x7069_7263_7362_7573, last == UInt8(ascii: "t") { return .member(.subscript) }
        case 11:
            if head == 0x7669_7270_656C_6966, Keywords.spells(token, in: bytes, "fileprivate") {
                return .accessLevel(.`fileprivate`)
            }
        default:
            break
        }
        return .none
    }

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
