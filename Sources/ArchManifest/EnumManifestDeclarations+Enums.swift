/// The enums of an enum-style manifest: their raw values, cases and computed properties, in
/// their own body and in extensions.
extension EnumManifest {
    static let conformances: Set<String> = ["CaseIterable", "Equatable", "Hashable", "Sendable"]

    mutating func readEnum(at keyword: Int) throws(StaticRefusal) -> Int {
        let nameToken = keyword + 1
        guard source[nameToken].kind == .identifier else { throw refusal(nameToken, "an enum without a name") }
        let name = source.name(nameToken)
        guard enumIndex[name] == nil, constantIndex[name] == nil, !Self.shadowedNames.contains(name) else {
            throw refusal(nameToken, "a second declaration of `\(name)`")
        }
        let opener = try brace(after: keyword)
        var enumeration = Enumeration(name: name, token: nameToken)
        var index = nameToken + 1
        if source.isPunctuation(index, ":") {
            index += 1
            var first = true
            while index < opener {
                if source.isName(index, "String"), first {
                    enumeration.hasStringRawValues = true
                } else if source[index].kind == .identifier, Self.conformances.contains(source.name(index)) {
                    enumeration.isCaseIterable = enumeration.isCaseIterable || source.isName(index, "CaseIterable")
                } else {
                    markUnusable(&enumeration, index, "the raw type or conformance `\(source.quoted(index))`")
                }
                first = false
                index += 1
                guard index < opener else { break }
                guard source.isPunctuation(index, ",") else { markUnusable(&enumeration, index, "`\(source.quoted(index))`"); break }
                index += 1
            }
        } else if index != opener {
            markUnusable(&enumeration, index, "`\(source.quoted(index))`")
        }
        let closer = source.partner[opener]
        readMembers(of: &enumeration, from: opener + 1, to: closer, allowingCases: true)
        enumIndex[name] = enums.count
        enums.append(enumeration)
        return closer + 1
    }

    func markUnusable(_ enumeration: inout Enumeration, _ token: Int, _ what: String) {
        if enumeration.unusable == nil {
            enumeration.unusable = StaticRefusal(tokenIndex: token, message: "Package.swift declares the enum `\(enumeration.name)` with \(what), which the static reader does not evaluate; \(Self.advice)")
        }
    }

    /// The cases (in the enum's own body) and computed properties between `start` and the
    /// closing brace at `closer`; anything else makes the enum unusable.
    func readMembers(of enumeration: inout Enumeration, from start: Int, to closer: Int, allowingCases: Bool) {
        var index = start
        // Only the enum's own body declares cases, so an extension never copies them.
        var rawValues: Set<String> = []
        while index < closer, enumeration.unusable == nil {
            while source[index].kind == .identifier, !source[index].isBackticked, Self.accessModifiers.contains(source.text(index)) { index += 1 }
            if source.isWord(index, "case"), allowingCases {
                index += 1
                while true {
                    guard source[index].kind == .identifier, index < closer else { markUnusable(&enumeration, index, "a case without a name"); break }
                    let caseName = source.name(index)
                    var rawValue = caseName
                    let token = index
                    index += 1
                    if source.isOperator(index, "=") {
                        guard enumeration.hasStringRawValues, case .value(let value) = source.stringValue(index + 1),
                              source[index + 1].kind == .string else {
                            markUnusable(&enumeration, index + 1, "a raw value other than a string literal"); break
                        }
                        rawValue = value
                        index += 2
                    } else if source.isPunctuation(index, "(") {
                        markUnusable(&enumeration, index, "a case with associated values"); break
                    }
                    guard enumeration.caseIndex[caseName] == nil, enumeration.properties[caseName] == nil,
                          !enumeration.hasStringRawValues || rawValues.insert(rawValue).inserted else {
                        markUnusable(&enumeration, token, "the case `\(caseName)` declared twice or with a raw value used before"); break
                    }
                    enumeration.caseIndex[caseName] = enumeration.cases.count
                    enumeration.cases.append(Case(name: caseName, token: token, rawValue: rawValue))
                    guard source.isPunctuation(index, ",") else { break }
                    index += 1
                }
            } else if source.isWord(index, "var"), source[index + 1].kind == .identifier, source.isPunctuation(index + 2, ":") {
                let propertyName = source.name(index + 1)
                var brace = index + 3
                while brace < closer, !source.isPunctuation(brace, "{"), !source.isOperator(brace, "=") { brace = source.skip(brace) }
                guard source.isPunctuation(brace, "{"), enumeration.properties[propertyName] == nil, enumeration.caseIndex[propertyName] == nil,
                      !["rawValue", "allCases", "hashValue"].contains(propertyName) else {
                    markUnusable(&enumeration, index + 1, "the property `\(propertyName)` declared twice, stored or named after a member Swift gives the enum"); break
                }
                enumeration.properties[propertyName] = Property(type: (index + 3)..<brace, opener: brace)
                index = source.skip(brace)
            } else {
                markUnusable(&enumeration, index, "the member `\(source.quoted(index))`")
            }
            if index < closer, !source[index].startsLine, !source.isPunctuation(index, ";"), enumeration.unusable == nil {
                markUnusable(&enumeration, index, "`\(source.quoted(index))`")
            }
            if source.isPunctuation(index, ";") { index += 1 }
        }
    }
}
