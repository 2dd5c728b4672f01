/// Imports, and the attributes that wait for the declaration they belong to.
extension ScanPass {
    mutating func readImport(_ keyword: Token) {
        var kind: String?
        let first = cursor.peek()
        guard first.kind == .identifier else { return }
        if !first.isBackticked, Self.isImportKind(first, in: cursor.bytes), cursor.peek(1).kind == .identifier {
            kind = cursor.text(first)
            _ = cursor.advance()
        }
        // Tokens go into locals before a `cursor` method reads them: an argument that mutates
        // `cursor` would make Swift copy it for the call.
        var component = cursor.advance()
        let module = cursor.name(component)
        var submodules: [String] = []
        // An import declaration ends its statement; `import value: Int` in a parameter list
        // does not. Most end at the module's name, which the next token's first byte tells
        // without lexing it: the scan then skims it as any other.
        var next = cursor.nextTokenStart()
        if next.first == .dot {
            while true {
                let dot = cursor.peek()
                guard cursor.isPunctuation(dot, .dot), cursor.peek(1).kind == .identifier else { break }
                _ = cursor.advance()
                component = cursor.advance()
                submodules.append(cursor.name(component))
            }
            // The token after the path is peeked by now: read from the look-ahead.
            next = cursor.nextTokenStart()
        }
        if recordsCalls { callReplay.noteConsumed(from: first.start, to: component.end) }
        guard next.first == nil || next.startsLine || next.first == UInt8(ascii: ";") else { return }
        // Only the reference reader asks which modules are imported.
        if recordsReferences {
            importedModules.insert(module)
            importedModuleShapes.insert(module)
        }
        let attributes = firstPendingAttribute < 0
            ? [] : Self.attributeTexts(in: cursor.bytes, from: firstPendingAttribute, before: keyword.start)
        let condition = conditions.current
        let accessLevel = pendingAccessLevel?.rawValue
        imports.append(ImportDeclaration(module: module, submodules: submodules, kind: kind, attributes: attributes,
                                         accessLevel: accessLevel, condition: condition,
                                         line: keyword.line, column: keyword.column), reservingFirst: 4)
    }

    /// `typealias`, `struct`, `class`, `enum`, `protocol`, `let`, `var` or `func`: compared as
    /// bytes, since every import asks and most answers are no.
    static func isImportKind(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch Words.classify(token, in: bytes) {
        case .declaration(let kind): return kind != .actor
        case .member(.let), .member(.var), .member(.func): return true
        default: return false
        }
    }

    /// Passes over the parenthesised arguments of the attribute just read, if they follow it
    /// on its line: no reader sees them.
    mutating func skipAttributeArguments() {
        let open = cursor.peek()
        guard cursor.isPunctuation(open, .openParen), !open.startsLine else { return }
        var depth = 0
        var end = open.end
        repeat {
            let next = cursor.advance()
            if next.kind == .endOfFile { break }
            end = next.end
            if cursor.isPunctuation(next, .openParen) { depth += 1 }
            if cursor.isPunctuation(next, .closeParen) { depth -= 1 }
        } while depth > 0
        if recordsCalls { callReplay.noteConsumed(from: open.start, to: end) }
    }

    /// The text of each attribute from `start` to `end`, as written, with its parenthesised
    /// arguments (white space and comments between their tokens shown as one space). Lexed
    /// again: what lies there is what left the attributes pending, since every other token
    /// and every directive clears them. That is attributes, each argument list as
    /// `skipAttributeArguments` passed over it, and access-level words, which are left out.
    /// An attribute is lexed the same whatever precedes it.
    ///
    /// Static, so that the call from a mutating method copies nothing of the scan state.
    static func attributeTexts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> [String] {
        let range = UnsafeBufferPointer(rebasing: bytes[start..<end])
        var lexer = SwiftLexer(range)
        var texts: [String] = []
        var next = lexer.next()
        while next.kind != .endOfFile {
            guard next.kind == .attribute else {
                next = lexer.next()
                continue
            }
            var text = TokenCursor.text(next, in: range)
            next = lexer.next()
            if next.kind == .punctuation, range[next.start] == .openParen, !next.startsLine {
                var tokens: [Token] = []
                var depth = 0
                repeat {
                    if next.kind == .endOfFile { break }
                    if next.kind == .punctuation, range[next.start] == .openParen { depth += 1 }
                    if next.kind == .punctuation, range[next.start] == .closeParen { depth -= 1 }
                    tokens.append(next)
                    next = lexer.next()
                } while depth > 0
                text += TokenCursor.normalizedText(of: tokens, in: range)
            }
            texts.append(text)
        }
        return texts
    }
}
