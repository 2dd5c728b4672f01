/// Names that look like type references but are not references to the repository's types:
/// generic parameters (`<Item, Cell>`), which shadow any type of the same name, and names
/// qualified by an imported module (`Moya.Method`), which belong to that module.
struct GenericParameterList {
    /// Angle brackets not yet closed.
    var depth: Int
    /// Whether the next name at depth 1 declares a parameter: after `<` or `,`.
    var expectsName = true
}

extension ScanPass {
    /// Opens a generic parameter list when `token` is the `<` right after a declared name:
    /// a type's, a function's, or `init` and `subscript`.
    mutating func noteGenericListStart(_ token: Token, previous: Token?) {
        guard token.kind == .operatorSymbol, cursor.bytes[token.start] == UInt8(ascii: "<"), let previous,
              previous.kind == .identifier, previous.end == token.start else { return }
        let bytes = cursor.bytes
        let namesDeclaration = previous.start == declaredNameStart || previous.start == functionNameStart
            || (!previous.isBackticked && (Keywords.spells(previous, in: bytes, "init") || Keywords.spells(previous, in: bytes, "subscript")))
        guard namesDeclaration else { return }
        let delta = Self.angleDelta(token, in: bytes)
        if delta > 0 { genericList = GenericParameterList(depth: delta) }
    }

    /// Feeds one token to the open generic parameter list.
    mutating func readGenericList(_ token: Token) {
        guard var list = genericList else { return }
        let bytes = cursor.bytes
        switch token.kind {
        case .operatorSymbol:
            list.depth += Self.angleDelta(token, in: bytes)
        case .punctuation:
            let byte = bytes[token.start]
            if byte == UInt8(ascii: ",") && list.depth == 1 { list.expectsName = true }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: ";") || byte == .openParen { list.depth = 0 }
        case .identifier where list.depth == 1 && list.expectsName:
            // `each T` declares a parameter pack named T.
            if token.isBackticked || !Keywords.spells(token, in: bytes, "each") {
                genericParameterNames.insert(cursor.name(token))
                list.expectsName = false
            }
        case .endOfFile:
            list.depth = 0
        default:
            break
        }
        genericList = list.depth > 0 ? list : nil
    }

    /// Whether `token` is an imported module's name used as a qualifier (`Moya` in
    /// `Moya.Method`), or a name qualified by one (`Method`).
    @inline(__always)
    func isModuleQualified(_ token: Token, qualifier: Token?) -> Bool {
        guard !imports.isEmpty else { return false }
        let bytes = cursor.bytes
        if let qualifier, qualifier.kind == .identifier, importedModuleShapes.mayContain(qualifier, in: bytes),
           importedModules.contains(cursor.name(qualifier)) { return true }
        guard token.end < bytes.count, bytes[token.end] == .dot else { return false }
        return importedModuleShapes.mayContain(token, in: bytes) && importedModules.contains(cursor.name(token))
    }

    /// Drops the references that name a generic parameter declared anywhere in the file. The
    /// lexer cannot see scopes, so a parameter shadows its name in the whole file.
    mutating func dropGenericParameterReferences() {
        guard !genericParameterNames.isEmpty else { return }
        references.removeAll { genericParameterNames.contains($0.name) }
    }
}

/// The lengths and first bytes of a set of names: a name whose length or first byte no member
/// has is not a member, which two bit tests tell without a String.
struct NameShapeFilter {
    private var lengths: UInt64 = 0
    private var firstBytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ name: String) {
        lengths |= Self.lengthBit(name.utf8.count)
        guard let first = name.utf8.first else { return }
        let bit = UInt64(1) << (first & 63)
        switch first >> 6 {
        case 0: firstBytes.0 |= bit
        case 1: firstBytes.1 |= bit
        case 2: firstBytes.2 |= bit
        default: firstBytes.3 |= bit
        }
    }

    /// Whether the name `token` stands for (backticks looked through) may be a member.
    func mayContain(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = token.isBackticked ? token.start + 1 : token.start
        let length = token.isBackticked ? token.length - 2 : token.length
        guard lengths & Self.lengthBit(length) != 0, length > 0 else { return length == 0 && lengths & 1 != 0 }
        let first = bytes[start]
        let bit = UInt64(1) << (first & 63)
        switch first >> 6 {
        case 0: return firstBytes.0 & bit != 0
        case 1: return firstBytes.1 & bit != 0
        case 2: return firstBytes.2 & bit != 0
        default: return firstBytes.3 & bit != 0
        }
    }

    /// Lengths of 63 bytes and more share one bit.
    private static func lengthBit(_ length: Int) -> UInt64 {
        UInt64(1) << UInt64(min(max(length, 0), 63))
    }
}
