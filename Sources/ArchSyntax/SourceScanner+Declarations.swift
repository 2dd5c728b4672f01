/// Type declarations: `class`, `struct`, `enum`, `protocol`, `actor` and `typealias` names.
extension ScanPass {
    /// Records `kind Name` when what follows the name can only follow a declared type:
    /// `{`, `:`, `<`, `=` or `where`. That rejects `class func`, `class override var` and
    /// `actor` used as an ordinary name.
    @discardableResult
    mutating func readDeclaration(_ kind: TypeDeclarationKind) -> Bool {
        let name = cursor.peek()
        guard name.kind == .identifier else { return false }
        if !name.isBackticked, Keywords.mayBeReserved(name, in: cursor.bytes), Keywords.reserved.contains(cursor.text(name)) { return false }
        let follower = cursor.peek(1)
        let introducesBody: Bool
        switch follower.kind {
        case .punctuation:
            introducesBody = cursor.isPunctuation(follower, UInt8(ascii: "{")) || cursor.isPunctuation(follower, UInt8(ascii: ":"))
        case .operatorSymbol:
            let first = cursor.bytes[follower.start]
            introducesBody = first == UInt8(ascii: "<") || (first == UInt8(ascii: "=") && follower.length == 1)
        case .identifier:
            introducesBody = cursor.isKeyword(follower, "where")
        default:
            introducesBody = false
        }
        guard introducesBody else { return false }
        var declaration = TypeDeclaration(kind: kind, name: cursor.name(name), line: name.line, column: name.column)
        if kind == .typealias { declaration.aliasesFunctionType = aliasesFunctionType() }
        declarations.append(declaration, reservingFirst: 4)
        declaredNameStart = name.start
        if kind != .typealias { inheritance = InheritanceClause(declaration: declarations.count - 1) }
        return true
    }
}

extension ScanPass {
    /// The most tokens looked ahead for the end of a typealias's function type; a longer one
    /// is read as no function type.
    static let functionAliasLookahead = 256

    /// With the name of a `typealias` next: whether what follows its `=` is a function type,
    /// `(A) -> B`, with attributes (`@escaping`, `@Sendable`, `@convention(c)`), `async`,
    /// `throws` and an optional's parentheses around it. Peeks only; consumes nothing.
    mutating func aliasesFunctionType() -> Bool {
        let bytes = cursor.bytes
        let limit = Self.functionAliasLookahead
        var offset = 1
        // Generic parameters, `typealias Handler<T> = (T) -> Void`.
        let afterName = cursor.peek(offset)
        if afterName.kind == .operatorSymbol, bytes[afterName.start] == UInt8(ascii: "<") {
            var angles = 0
            repeat {
                let token = cursor.peek(offset)
                if token.kind == .endOfFile || offset > limit { return false }
                if token.kind == .operatorSymbol { angles += Self.angleDelta(token, in: bytes) }
                offset += 1
            } while angles > 0
        }
        let equals = cursor.peek(offset)
        guard equals.kind == .operatorSymbol, equals.length == 1, bytes[equals.start] == UInt8(ascii: "=") else { return false }
        offset += 1
        while cursor.peek(offset).kind == .attribute {
            offset += 1
            // `@convention(c)`: the attribute's argument, written against it.
            let next = cursor.peek(offset)
            if cursor.isPunctuation(next, .openParen), next.start == cursor.peek(offset - 1).end {
                guard skipParentheses(at: &offset, limit: limit) != nil else { return false }
            }
        }
        guard cursor.isPunctuation(cursor.peek(offset), .openParen),
              let arrowInside = skipParentheses(at: &offset, limit: limit) else { return false }
        // `(T) -> U`, `(T) async throws -> U`, `(T) throws(E) -> U`.
        while true {
            let next = cursor.peek(offset)
            if next.kind == .identifier,
               Keywords.spells(next, in: bytes, "async") || Keywords.spells(next, in: bytes, "throws")
                || Keywords.spells(next, in: bytes, "rethrows") {
                offset += 1
                if cursor.isPunctuation(cursor.peek(offset), .openParen), skipParentheses(at: &offset, limit: limit) == nil {
                    return false
                }
                continue
            }
            if isArrow(next) { return true }
            break
        }
        // `((T) -> U)?`: a parenthesised function type.
        return arrowInside
    }

    @inline(__always)
    private func isArrow(_ token: Token) -> Bool {
        token.kind == .operatorSymbol && token.length == 2 && cursor.bytes[token.start] == UInt8(ascii: "-")
            && cursor.bytes[token.start + 1] == UInt8(ascii: ">")
    }

    /// With `(` `offset` tokens ahead: moves `offset` past its `)`, and tells whether a `->`
    /// stands directly inside it. Nil when the list is unclosed or reaches past `limit`.
    private mutating func skipParentheses(at offset: inout Int, limit: Int) -> Bool? {
        var depth = 0
        var arrowInside = false
        repeat {
            let token = cursor.peek(offset)
            if token.kind == .endOfFile || offset > limit { return nil }
            if cursor.isPunctuation(token, .openParen) { depth += 1 }
            if cursor.isPunctuation(token, .closeParen) { depth -= 1 }
            if depth == 1, isArrow(token) { arrowInside = true }
            offset += 1
        } while depth > 0
        return arrowInside
    }
}

extension Array {
    /// Appends, making room for `first` elements when the array has none: a file's facts
    /// come a few at a time, and growing from one place to two to four cost an allocation
    /// and a move each time.
    @inline(__always)
    mutating func append(_ element: Element, reservingFirst first: Int) {
        if capacity == 0 { reserveCapacity(first) }
        append(element)
    }
}
