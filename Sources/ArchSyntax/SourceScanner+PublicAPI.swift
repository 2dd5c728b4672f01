import ArchCore

/// Public and open declarations, with the capitalised names of their signatures.
struct Signature {
    /// The index in `ScanPass.publicDeclarations`.
    var declaration: Int
    var keyword: Words.MemberKeyword?
    /// Parentheses, square and angle brackets not yet closed.
    var depth = 0
    var seen: Set<String> = []
}

extension ScanPass {
    /// Words that may stand between `public` and the declaration's keyword.
    static let modifiers: Set<String> = [
        "static", "class", "final", "override", "mutating", "nonmutating", "convenience", "required",
        "dynamic", "lazy", "weak", "unowned", "indirect", "nonisolated", "optional", "distributed",
        "set", "safe", "unsafe", "isolated", "consuming", "borrowing", "prefix", "postfix", "infix",
    ]

    /// Keeps `publicAccess` only across modifiers, attributes and `(set)`.
    mutating func trackPublicAccess(_ token: Token) {
        guard publicAccess else { return }
        switch token.kind {
        case .attribute:
            return
        case .punctuation where cursor.isPunctuation(token, .openParen) || cursor.isPunctuation(token, .closeParen):
            return
        case .identifier where !token.isBackticked:
            // Access levels and declaration keywords are handled where the word is classified.
            if Self.modifiers.contains(cursor.text(token)) || Words.classify(token, in: cursor.bytes) != .none { return }
            publicAccess = false
        default:
            publicAccess = false
        }
    }

    /// Called after a type declaration was recorded: a public one exposes its inherited types,
    /// which the inheritance clause fills in; a public typealias exposes what it stands for.
    mutating func notePublicType(_ kind: TypeDeclarationKind) {
        guard publicAccess, let declared = declarations.last else { return }
        publicAccess = false
        publicDeclarations.append(PublicDeclaration(keyword: kind.rawValue, name: declared.name, typeNames: [],
                                                    line: declared.line, column: declared.column))
        if kind == .typealias {
            signature = Signature(declaration: publicDeclarations.count - 1, keyword: nil)
        } else {
            inheritance?.publicDeclaration = publicDeclarations.count - 1
        }
    }

    /// Whether a member keyword at the current depth declares a requirement of a public
    /// protocol: it sits directly in the body of one.
    @inline(__always)
    var isInPublicProtocolBody: Bool { braceDepth == publicProtocolDepth }

    /// Called when the `{` of a recorded type declaration opens its body: a public protocol's
    /// requirements are public without the word.
    mutating func openPublicProtocolBody(_ clause: InheritanceClause) {
        guard clause.publicDeclaration != nil, declarations[clause.declaration].kind == .protocol else { return }
        publicProtocolDepth = braceDepth
    }

    /// Starts reading the signature of a public `func`, `init`, `subscript`, `var` or `let`, or
    /// of a public protocol's requirement.
    mutating func startSignature(_ keyword: Words.MemberKeyword, at token: Token) {
        let nameToken: Token
        switch keyword {
        case .func, .var, .let:
            let next = cursor.peek()
            guard next.kind == .identifier || next.kind == .operatorSymbol else { return }
            nameToken = next
        case .`init`, .subscript:
            nameToken = token
        case .case, .switch:
            return
        }
        let name = nameToken.kind == .identifier ? cursor.name(nameToken) : cursor.text(nameToken)
        publicDeclarations.append(PublicDeclaration(keyword: keyword.rawValue, name: name, typeNames: [],
                                                    line: nameToken.line, column: nameToken.column,
                                                    isRequirement: !publicAccess))
        signature = Signature(declaration: publicDeclarations.count - 1, keyword: keyword)
    }

    /// Feeds one token to the signature being read; ends it at the body, at `=` for a
    /// variable, or at the end of the statement.
    mutating func readSignature(_ token: Token, previous: Token?) {
        guard var reading = signature else { return }
        // Moved out, so that inserting into `reading.seen` does not copy the set; every path
        // below stores it back or ends it.
        signature = nil
        let bytes = cursor.bytes
        var ends = token.startsLine && reading.depth == 0 && !Self.continuesSignature(token, after: previous, in: bytes)
        switch token.kind {
        case .endOfFile:
            ends = true
        case .punctuation:
            switch bytes[token.start] {
            case .openParen, .openBracket: reading.depth += 1
            case .closeParen, .closeBracket: reading.depth = max(0, reading.depth - 1)
            case UInt8(ascii: "{"), UInt8(ascii: ";"), UInt8(ascii: "}"): ends = reading.depth == 0 || bytes[token.start] != UInt8(ascii: "{")
            default: break
            }
        case .operatorSymbol:
            if reading.depth == 0, token.length == 1, bytes[token.start] == UInt8(ascii: "="),
               reading.keyword == .var || reading.keyword == .let {
                ends = true
            } else {
                reading.depth = max(0, reading.depth + Self.angleDelta(token, in: bytes))
            }
        case .pound:
            ends = true
        default:
            break
        }
        if ends {
            signature = nil
            return
        }
        if token.kind == .identifier, token.start != declaredNameStart, NameShape.isCapitalised(token, in: bytes),
           !isExcludedName(token, afterDot: previous.map { cursor.isPunctuation($0, .dot) } ?? false) {
            let name = cursor.name(token)
            if reading.seen.insert(name).inserted {
                publicDeclarations[reading.declaration].typeNames.append(name)
                publicDeclarations[reading.declaration].typeNamePositions.append(TextPosition(line: token.line, column: token.column))
            }
        }
        signature = reading
    }

    /// Whether a token that starts a line still belongs to the signature before it: after `->`,
    /// `:`, `,`, `=` or `(` (a postfix `?` or `!` ends a type), or when it is `->`, `.`, `where`,
    /// `throws` and the like.
    static func continuesSignature(_ token: Token, after previous: Token?, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let previous, (previous.kind == .operatorSymbol && !isOptionalChaining(previous, in: bytes)) || (previous.kind == .punctuation
            && [UInt8(ascii: ":"), UInt8(ascii: ","), .openParen, .openBracket, .dot].contains(bytes[previous.start])) {
            return true
        }
        switch token.kind {
        case .operatorSymbol:
            return true
        case .punctuation:
            return bytes[token.start] == .dot
        case .identifier where !token.isBackticked:
            return Keywords.spells(token, in: bytes, "where") || Keywords.spells(token, in: bytes, "throws")
                || Keywords.spells(token, in: bytes, "rethrows") || Keywords.spells(token, in: bytes, "async")
        default:
            return false
        }
    }
}
