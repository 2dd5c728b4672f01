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
