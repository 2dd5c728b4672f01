/// Registrations and injecting property wrappers: what the service-locator rule reads as
/// composition (`container.register(X.self) { r in … r.resolve(…) }`) or as service location
/// (`@Injected`), found while the calls are recorded.
extension ScanPass {
    /// The most tokens looked ahead for the end of a registration's closure.
    static let registrationLookahead = 4_096

    func isRegistrationName(_ name: Token) -> Bool {
        CallSite.registrationNames.contains { word in
            name.length == word.utf8.count && cursor.text(name) == word
        }
    }

    /// With `(` next, after a registration's name: when its arguments hold a closure or a
    /// trailing closure follows them, sets `registrationEnd` past the last of them. Peeks only,
    /// and never again before `registrationSearchEnd`, so that each token is looked at by at
    /// most one search.
    mutating func findRegistration(after name: Token) {
        var offset = 0
        var depth = 0
        var sawClosure = false
        var end = name.end
        while true {
            let token = cursor.peek(offset)
            if token.kind == .endOfFile || offset > Self.registrationLookahead {
                registrationSearchEnd = token.kind == .endOfFile ? Int.max : token.end
                return
            }
            if token.kind == .punctuation {
                switch cursor.bytes[token.start] {
                case UInt8(ascii: "{"):
                    sawClosure = true
                    depth += 1
                case .openParen, .openBracket: depth += 1
                case .closeParen, .closeBracket, UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            end = token.end
            offset += 1
            // A closed group may be followed by a trailing closure.
            if depth <= 0, !cursor.isPunctuation(cursor.peek(offset), UInt8(ascii: "{")) { break }
        }
        registrationSearchEnd = end
        if sawClosure { registrationEnd = end }
    }

    /// At an attribute: records an injecting property wrapper (`@Injected`, `@LazyInjected`,
    /// `@InjectedObject`) as a call whose chain is the attribute.
    mutating func noteInjectedAttribute(_ token: Token) {
        let word = CallSite.injectedWord.utf8
        guard token.length > word.count, !conditions.isDead else { return }
        let bytes = cursor.bytes
        let nameStart = token.start + 1
        guard nameStart + word.count <= token.end else { return }
        var found = false
        for start in nameStart...(token.end - word.count) where bytes[start] == UInt8(ascii: "I") {
            if zip(word, bytes[start..<(start + word.count)]).allSatisfy({ $0 == $1 }) {
                found = true
                break
            }
        }
        guard found else { return }
        let chain = String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
        calls.append(CallSite(chain: chain, line: token.line, column: token.column, inRegistration: token.start < registrationEnd))
    }
}
