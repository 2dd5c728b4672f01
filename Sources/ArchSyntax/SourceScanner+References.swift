import ArchCore

/// Type references: capitalised names outside comments, strings and dead `#if` branches.
extension ScanPass {
    /// Records `token` as a reference if it is a capitalised name that can stand for a type.
    mutating func noteReference(_ token: Token, afterDot: Bool) {
        guard NameShape.isCapitalised(token, in: cursor.bytes), token.start != declaredNameStart,
              !conditions.isDead, !isExcludedName(token, afterDot: afterDot) else { return }
        // Arguments go into locals first: reading `self` inside `references.append(…)`
        // made Swift copy the whole scan state for each reference.
        let reference = TypeReference(name: cursor.name(token), line: token.line, column: token.column,
                                      isConstruction: isFollowedByCall(token), condition: conditions.current)
        references.append(reference)
    }

    /// `@Injected` or `@MainActor`: a property wrapper, result builder or global actor is a type.
    mutating func noteAttributeReference(_ token: Token) {
        let bytes = cursor.bytes
        guard token.length > 1, bytes[token.start + 1] >= UInt8(ascii: "A"), bytes[token.start + 1] <= UInt8(ascii: "Z"),
              !conditions.isDead else { return }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]), as: UTF8.self)
        let reference = TypeReference(name: name, line: token.line, column: token.column + 1,
                                      condition: conditions.current)
        references.append(reference)
    }

    /// Turns the names the lexer found in the interpolations of strings ending before `end`
    /// into references.
    mutating func noteInterpolatedReferences(upTo end: Int) {
        let names = cursor.interpolatedNames
        while interpolatedNamesRead < names.count, names[interpolatedNamesRead].token.start < end {
            let found = names[interpolatedNamesRead]
            interpolatedNamesRead += 1
            guard !conditions.isDead, !isExcludedName(found.token, afterDot: found.followsDot) else { continue }
            let reference = TypeReference(name: cursor.name(found.token), line: found.token.line,
                                          column: found.token.column, isConstruction: isFollowedByCall(found.token),
                                          condition: conditions.current)
            references.append(reference)
        }
    }

    /// `Self` and `Any` are keywords; `Type` and `Protocol` after a dot make metatypes.
    @inline(__always)
    func isExcludedName(_ token: Token, afterDot: Bool) -> Bool {
        guard !token.isBackticked else { return false }
        let bytes = cursor.bytes
        switch token.length {
        case 3: return Keywords.spells(token, in: bytes, "Any")
        case 4: return Keywords.spells(token, in: bytes, "Self") || (afterDot && Keywords.spells(token, in: bytes, "Type"))
        case 8: return afterDot && Keywords.spells(token, in: bytes, "Protocol")
        default: return false
        }
    }

    /// Whether `(` or `.init(` follows the name on its line: `OrderService(`, `OrderService.init(`.
    /// Read from the bytes, so that no token is lexed twice.
    @inline(__always)
    func isFollowedByCall(_ token: Token) -> Bool {
        let bytes = cursor.bytes
        var p = skipSpaces(from: token.end)
        guard p < bytes.count else { return false }
        if bytes[p] == .openParen { return true }
        guard bytes[p] == .dot else { return false }
        p = skipSpaces(from: p + 1)
        let word = "init".utf8
        guard p + word.count <= bytes.count, zip(word, bytes[p..<(p + word.count)]).allSatisfy({ $0 == $1 }) else { return false }
        p += word.count
        if p < bytes.count, ByteClass.table[Int(bytes[p])] & ByteClass.identifierBody != 0 { return false }
        p = skipSpaces(from: p)
        return p < bytes.count && bytes[p] == .openParen
    }

    @inline(__always)
    private func skipSpaces(from start: Int) -> Int {
        var p = start
        while p < cursor.bytes.count, cursor.bytes[p] == UInt8(ascii: " ") || cursor.bytes[p] == UInt8(ascii: "\t") { p += 1 }
        return p
    }
}

/// The part of a type declaration between its name and its body: generic parameters, then the
/// inherited types after `:` up to `where` or `{`.
struct InheritanceClause {
    enum Phase {
        case beforeColon
        case inherited
        case whereClause
    }

    /// The index of the declaration in `ScanPass.declarations`.
    var declaration: Int
    /// The index in `ScanPass.publicDeclarations` when the declaration is public or open.
    var publicDeclaration: Int?
    var phase = Phase.beforeColon
    /// Angle brackets, parentheses and square brackets not yet closed.
    var depth = 0
    var names: [String] = []
    /// Where each of `names` starts, kept only for a public declaration.
    var positions: [TextPosition] = []
    /// The dotted name being read, `Foundation.NSObject`, and where it starts.
    var current = ""
    var currentPosition = TextPosition(line: 0, column: 0)
    var afterDot = false

    init(declaration: Int) {
        self.declaration = declaration
    }

    mutating func finishName() {
        if !current.isEmpty {
            names.append(current, reservingFirst: 2)
            if publicDeclaration != nil { positions.append(currentPosition) }
        }
        current = ""
        afterDot = false
    }
}

extension ScanPass {
    /// Feeds one token to the open inheritance clause, and closes the clause at the body's `{`.
    mutating func readInheritance(_ token: Token) {
        // The clause is changed where it is stored: a copy taken out and put back cost a
        // retain and a release of its names for every token of the clause.
        guard inheritance != nil else { return }
        let bytes = cursor.bytes
        let byte = token.kind == .endOfFile ? 0 : bytes[token.start]
        var ends = false
        var opensBody = false
        switch token.kind {
        case .operatorSymbol:
            inheritance!.depth = max(0, inheritance!.depth + Self.angleDelta(token, in: bytes))
            if inheritance!.depth == 0, byte == UInt8(ascii: "&") { inheritance!.finishName() }
        case .punctuation:
            let depth = inheritance!.depth
            switch byte {
            case .openParen, .openBracket: inheritance!.depth += 1
            case .closeParen, .closeBracket: inheritance!.depth = max(0, depth - 1)
            case UInt8(ascii: ":") where depth == 0 && inheritance!.phase == .beforeColon:
                inheritance!.phase = .inherited
            case UInt8(ascii: ",") where depth == 0: inheritance!.finishName()
            case .dot where depth == 0 && !inheritance!.current.isEmpty: inheritance!.afterDot = true
            case UInt8(ascii: "{") where depth == 0:
                ends = true
                opensBody = true
            case UInt8(ascii: ";"), UInt8(ascii: "}"): ends = true
            default: break
            }
        case .identifier where inheritance!.depth == 0:
            if cursor.isKeyword(token, "where") {
                inheritance!.finishName()
                inheritance!.phase = .whereClause
            } else if inheritance!.phase == .inherited, !token.isBackticked && Self.isClauseKeyword(token, in: bytes) {
                break
            } else if inheritance!.phase == .inherited {
                let name = cursor.name(token)
                if inheritance!.afterDot {
                    inheritance!.current += "." + name
                    inheritance!.afterDot = false
                } else {
                    inheritance!.finishName()
                    inheritance!.current = name
                    inheritance!.currentPosition = TextPosition(line: token.line, column: token.column)
                }
            }
        case .endOfFile:
            ends = true
        default:
            break
        }
        guard ends, var clause = inheritance else { return }
        inheritance = nil
        clause.finishName()
        declarations[clause.declaration].inheritedTypes = clause.names
        if let index = clause.publicDeclaration {
            publicDeclarations[index].typeNames = clause.names
            publicDeclarations[index].typeNamePositions = clause.positions
        }
        if opensBody {
            // Only enum cases read the open type bodies.
            if recordsEnumCases { openTypeBody(declaration: clause.declaration) }
            openPublicProtocolBody(clause)
        }
    }

    /// `protocol P: class`, `any P`, `some P`: words in a clause that name no type.
    static func isClauseKeyword(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Keywords.spells(token, in: bytes, "class") || Keywords.spells(token, in: bytes, "any")
            || Keywords.spells(token, in: bytes, "some")
    }

    /// How many angle brackets an operator token opens, minus those it closes; the `>` of `->`
    /// closes none.
    static func angleDelta(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var delta = 0
        for p in token.start..<token.end {
            if bytes[p] == UInt8(ascii: "<") {
                delta += 1
            } else if bytes[p] == UInt8(ascii: ">"), p == token.start || bytes[p - 1] != UInt8(ascii: "-") {
                delta -= 1
            }
        }
        return delta
    }
}
