/// Enum cases, and the bodies of enums that tell an enum's own `case` from the `case` of a
/// `switch` or `if case` inside its methods.

/// The body of an enum, open between its `{` and `}`. The declaration's index rather than its
/// name: without a string the value copies without a retain, and the scan reads the innermost
/// body at every `case` of every file that records enum cases.
///
/// Only enums' bodies are kept. A `case` is an enum's own when it sits directly in the
/// innermost type body and that body is an enum's; every open body is at most as deep as the
/// current token, so any body opened inside the enum's would be deeper than the `case`, and
/// the innermost enum body at the `case`'s depth is then the innermost body of all. Keeping
/// the others cost every file with a type an allocation.
struct TypeBody {
    /// The index of the declaration in `ScanPass.declarations`.
    var declaration: Int
    /// The brace depth inside the body.
    var depth: Int
}

/// The names of one `case a, b(x: Int), c = 3` declaration being read.
struct EnumCaseList {
    var enumName: String
    var expectsName = true
    var depth = 0
}

extension ScanPass {
    /// Counts braces, and closes the type bodies that a `}` ends.
    @inline(__always)
    mutating func trackBraces(_ byte: UInt8) {
        if byte == UInt8(ascii: "{") {
            braceDepth += 1
        } else if byte == UInt8(ascii: "}") {
            braceDepth = max(0, braceDepth - 1)
            if braceDepth < publicProtocolDepth { publicProtocolDepth = -1 }
            while let body = typeBodies.last, body.depth > braceDepth { typeBodies.removeLast() }
        }
    }

    /// Called when the `{` of a recorded type declaration opens its body: kept if it is an enum's.
    mutating func openTypeBody(declaration index: Int) {
        guard declarations[index].kind == .enum else { return }
        typeBodies.append(TypeBody(declaration: index, depth: braceDepth))
    }

    /// Called at a `case` keyword: starts reading its names if it sits directly in an enum's body.
    mutating func startEnumCases() {
        guard let body = typeBodies.last, body.depth == braceDepth, !conditions.isDead else { return }
        enumCaseList = EnumCaseList(enumName: declarations[body.declaration].name)
    }

    mutating func readEnumCase(_ token: Token) {
        guard var list = enumCaseList else { return }
        // Moved out, so that the copy is the only one; the last line stores it back or ends it.
        enumCaseList = nil
        let bytes = cursor.bytes
        var ends = token.startsLine && list.depth == 0 && !list.expectsName
        switch token.kind {
        case .identifier where list.depth == 0 && list.expectsName:
            let enumCase = EnumCaseDeclaration(enumName: list.enumName, name: cursor.name(token),
                                               line: token.line, column: token.column)
            enumCases.append(enumCase, reservingFirst: 4)
            list.expectsName = false
        case .punctuation:
            switch bytes[token.start] {
            case .openParen, .openBracket: list.depth += 1
            case .closeParen, .closeBracket: list.depth = max(0, list.depth - 1)
            case UInt8(ascii: ",") where list.depth == 0: list.expectsName = true
            case UInt8(ascii: ";"), UInt8(ascii: "{"), UInt8(ascii: "}"): ends = true
            default: break
            }
        case .endOfFile, .pound:
            ends = true
        default:
            break
        }
        enumCaseList = ends ? nil : list
    }
}
