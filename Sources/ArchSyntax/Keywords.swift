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

    enum AccessLevelWord: String, CaseIterable {
        case open, `public`, package, `private`, `internal`, `fileprivate`
    }

    enum MemberKeyword: String {
        case `func`, `init`, `subscript`, `var`, `let`, `case`, `switch`
    }

    static func classify(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Class {
        @inline(__always) func spells(_ word: StaticString) -> Bool { Keywords.spells(token, in: bytes, word) }
        switch (token.length, bytes[token.start]) {
        case (3, UInt8(ascii: "v")): return spells("var") ? .member(.var) : .none
        case (3, UInt8(ascii: "l")): return spells("let") ? .member(.let) : .none
        case (4, UInt8(ascii: "f")): return spells("func") ? .member(.func) : .none
        case (4, UInt8(ascii: "i")): return spells("init") ? .member(.`init`) : .none
        case (4, UInt8(ascii: "c")): return spells("case") ? .member(.case) : .none
        case (4, UInt8(ascii: "e")): return spells("enum") ? .declaration(.enum) : .none
        case (4, UInt8(ascii: "o")): return spells("open") ? .accessLevel(.open) : .none
        case (5, UInt8(ascii: "c")): return spells("class") ? .declaration(.class) : .none
        case (5, UInt8(ascii: "a")): return spells("actor") ? .declaration(.actor) : .none
        case (6, UInt8(ascii: "i")): return spells("import") ? .import : .none
        case (6, UInt8(ascii: "s")):
            if spells("struct") { return .declaration(.struct) }
            return spells("switch") ? .member(.switch) : .none
        case (6, UInt8(ascii: "p")): return spells("public") ? .accessLevel(.`public`) : .none
        case (7, UInt8(ascii: "p")):
            if spells("package") { return .accessLevel(.package) }
            return spells("private") ? .accessLevel(.`private`) : .none
        case (8, UInt8(ascii: "p")): return spells("protocol") ? .declaration(.protocol) : .none
        case (8, UInt8(ascii: "i")): return spells("internal") ? .accessLevel(.`internal`) : .none
        case (9, UInt8(ascii: "t")): return spells("typealias") ? .declaration(.typealias) : .none
        case (9, UInt8(ascii: "s")): return spells("subscript") ? .member(.subscript) : .none
        case (11, UInt8(ascii: "f")): return spells("fileprivate") ? .accessLevel(.`fileprivate`) : .none
        default: return .none
        }
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
