import ArchCore

/// Parses an OpenStep property list with an explicit stack of open containers: the depth of the
/// input never becomes depth of the call stack, and each token is handled once.
///
///     value      = string | data | dictionary | array
///     dictionary = "{" { string "=" value ";" } "}"
///     array      = "(" [ value { "," value } [ "," ] ] ")"
enum PropertyListParser {
    /// What the parser expects next.
    private enum State {
        case value
        case keyOrClose
        case semicolon
        case valueOrClose
        case commaOrClose
        case end
    }

    private struct OpenContainer {
        var node: Int
        var isDictionary: Bool
        /// Where this container's children start in `pending`.
        var pendingStart: Int
    }

    static func parse(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyList {
        if let invalid = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset($0) }) {
            let position = bytes.withUnsafeBufferPointer { UTF8Validation.position(of: invalid, in: $0) }
            throw PropertyListError(.invalidUTF8, at: position, "the file is not valid UTF-8")
        }
        var lexer = PropertyListLexer(bytes: bytes)
        var nodes: [PropertyList.Node] = []
        var children: [Int] = []
        // Children of the open containers, innermost last; moved to `children` when one closes,
        // so that every container's children end up side by side.
        var pending: [Int] = []
        var open: [OpenContainer] = []
        var root: Int?
        var state = State.value

        func leaf(_ kind: PropertyList.Kind, _ position: TextPosition, text: String = "", bytes: [UInt8] = []) -> Int {
            nodes.append(PropertyList.Node(kind: kind, position: position, text: text, bytes: bytes, firstChild: 0, childCount: 0))
            return nodes.count - 1
        }

        /// A value is complete: it belongs to the innermost open container, or is the root.
        func complete(_ node: Int) -> State {
            guard let container = open.last else {
                root = node
                return .end
            }
            pending.append(node)
            return container.isDictionary ? .semicolon : .commaOrClose
        }

        func close() -> State {
            let container = open.removeLast()
            nodes[container.node].firstChild = children.count
            nodes[container.node].childCount = pending.count - container.pendingStart
            children.append(contentsOf: pending[container.pendingStart...])
            pending.removeSubrange(container.pendingStart...)
            return complete(container.node)
        }

        while true {
            let token = try lexer.next()
            if token.kind == .end, state != .end {
                throw unexpectedEnd(at: token.position, inside: open.last.map { nodes[$0.node] })
            }
            switch state {
            case .value, .valueOrClose:
                switch token.kind {
                case .string(let text):
                    state = complete(leaf(.string, token.position, text: text))
                case .data(let data):
                    state = complete(leaf(.data, token.position, bytes: data))
                case .openBrace, .openParenthesis:
                    let isDictionary = token.kind == .openBrace
                    open.append(OpenContainer(node: leaf(isDictionary ? .dictionary : .array, token.position),
                                              isDictionary: isDictionary, pendingStart: pending.count))
                    state = isDictionary ? .keyOrClose : .valueOrClose
                case .closeParenthesis where state == .valueOrClose:
                    state = close()
                default:
                    throw PropertyListError(.valueExpected, at: token.position, "a value was expected, found \(describe(token.kind))")
                }
            case .keyOrClose:
                switch token.kind {
                case .closeBrace:
                    state = close()
                case .string(let text):
                    pending.append(leaf(.string, token.position, text: text))
                    let equals = try lexer.next()
                    guard equals.kind == .equals else {
                        if equals.kind == .end { throw unexpectedEnd(at: equals.position, inside: nodes[open.last!.node]) }
                        throw PropertyListError(.equalsExpected, at: equals.position,
                                                "`=` expected after the key \"\(text)\", found \(describe(equals.kind))")
                    }
                    state = .value
                default:
                    throw PropertyListError(.keyExpected, at: token.position, "a key or `}` was expected, found \(describe(token.kind))")
                }
            case .semicolon:
                guard token.kind == .semicolon else {
                    throw PropertyListError(.missingSemicolon, at: token.position,
                                            "missing `;` after a dictionary value, found \(describe(token.kind))")
                }
                state = .keyOrClose
            case .commaOrClose:
                switch token.kind {
                case .comma: state = .valueOrClose
                case .closeParenthesis: state = close()
                default:
                    throw PropertyListError(.commaExpected, at: token.position,
                                            "`,` or `)` expected after an array element, found \(describe(token.kind))")
                }
            case .end:
                guard token.kind == .end else {
                    throw PropertyListError(.trailingContent, at: token.position,
                                            "unexpected \(describe(token.kind)) after the end of the property list")
                }
                return PropertyList(nodes: nodes, children: children, root: PropertyList.Value(index: root!))
            }
        }
    }

    private static func unexpectedEnd(at position: TextPosition, inside container: PropertyList.Node?) -> PropertyListError {
        guard let container else {
            return PropertyListError(.unexpectedEnd, at: position, "unexpected end of file: the file holds no value")
        }
        let what = container.kind == .dictionary ? "dictionary" : "array"
        return PropertyListError(.unexpectedEnd, at: position,
                                 "unexpected end of file: the \(what) opened at \(container.position.line):\(container.position.column) is not closed")
    }

    private static func describe(_ kind: PropertyListToken.Kind) -> String {
        switch kind {
        case .openBrace: "`{`"
        case .closeBrace: "`}`"
        case .openParenthesis: "`(`"
        case .closeParenthesis: "`)`"
        case .equals: "`=`"
        case .semicolon: "`;`"
        case .comma: "`,`"
        case .string(let text): "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .data: "data"
        case .end: "the end of the file"
        }
    }
}
