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
        let declaration = TypeDeclaration(kind: kind, name: cursor.name(name), line: name.line, column: name.column)
        declarations.append(declaration, reservingFirst: 4)
        declaredNameStart = name.start
        if kind != .typealias { inheritance = InheritanceClause(declaration: declarations.count - 1) }
        return true
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
