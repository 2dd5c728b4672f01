import ArchCore

/// `service-locator`, `pure`, `leak-types`, `route-layer` and `route-modules`: the settings of
/// the catalogue's rules about calls, public API and routes.
extension StatementReader {
    static let catalogueStatements = [
        Statement("service-locator") { $0.readServiceLocator($1) },
        Statement("pure") { $0.readLayerList($1, into: \.pureLayers) },
        Statement("leak-types") { $0.readLeakTypes($1) },
        Statement("route-layer") { $0.readLayerList($1, into: \.routeLayers, conflicting: (\.routeModuleLayers, "route-modules")) },
        Statement("route-modules") { $0.readLayerList($1, into: \.routeModuleLayers, conflicting: (\.routeLayers, "route-layer")) },
    ]

    /// `service-locator CALLGLOB ...`: globs over a call's dotted chain, `DIContainer.shared.resolve`.
    /// The scanner records calls by their last member, so that member must be a plain name.
    private mutating func readServiceLocator(_ line: RulesLine) {
        let patterns = readWords(line, from: 1, missing: "missing call pattern after 'service-locator' (such as '*.shared.resolve')")
        for token in patterns {
            let lastMember = token.text.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            if let bad = token.text.unicodeScalars.firstIndex(where: { !Self.isCallPatternScalar($0) }) {
                let offset = token.text.unicodeScalars[..<bad].reduce(0) { $0 + String($1).utf8.count }
                report("'\(String(token.text.unicodeScalars[bad]).shortenedForMessage)' cannot appear in a call pattern; write the chain before the parenthesis, such as 'Container.shared.resolve'",
                       line, token.column + offset)
                continue
            }
            guard Self.isIdentifier(lastMember) else {
                report("the call pattern '\(token.text.shortenedForMessage)' must end in a member name without wildcards, such as '.resolve'",
                       line, token.column)
                continue
            }
            if let first = rules.catalogue.serviceLocatorCalls.first(where: { $0.text == token.text }) {
                report("duplicate call pattern '\(token.text.shortenedForMessage)'; first listed at line \(first.location.line)", line, token.column)
                continue
            }
            rules.catalogue.serviceLocatorCalls.append(pattern(token, line))
        }
    }

    /// Identifier characters, `.` between members, and the glob characters.
    private static func isCallPatternScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" || scalar == "." || "*?[]!-".unicodeScalars.contains(scalar) { return true }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// `leak-types NAME ...`: type names, or globs over type names such as `*DTO`.
    private mutating func readLeakTypes(_ line: RulesLine) {
        let names = readWords(line, from: 1, missing: "missing type name after 'leak-types' (such as 'URLRequest')")
        for token in names {
            let isValid = token.text.first.map { !$0.isNumber } ?? false
                && token.text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber || "*?[]!-".contains($0) }
            guard isValid else {
                report("'\(token.text.shortenedForMessage)' is not a valid type name or type-name glob \(Self.identifierRule)", line, token.column)
                continue
            }
            if rules.catalogue.leakTypes.contains(token.text) {
                report("duplicate leak type '\(token.text.shortenedForMessage)'", line, token.column)
                continue
            }
            rules.catalogue.leakTypes.append(token.text)
        }
    }

    /// `pure`, `route-layer`, `route-modules`: layer names, checked against the declared layers
    /// once the whole file is read. A layer may not be both a route layer and a layer of
    /// business modules, since one says "routes live here" and the other "no route types here".
    private mutating func readLayerList(
        _ line: RulesLine, into list: WritableKeyPath<CatalogueSettings, [ArchitectureRules.Reference]>,
        conflicting: (list: KeyPath<CatalogueSettings, [ArchitectureRules.Reference]>, keyword: String)? = nil
    ) {
        let keyword = line.tokens[0].text
        let names = readWords(line, from: 1, missing: "missing layer name after '\(keyword)'")
        for token in names {
            let layer = reference(token, line)
            guard !layer.isWildcard else {
                report("'\(keyword)' takes layer names, not '*'", line, token.column)
                continue
            }
            layerReferences.append(layer)
            if let first = rules.catalogue[keyPath: list].first(where: { $0.name == layer.name }) {
                report("duplicate layer '\(layer.name.shortenedForMessage)' for '\(keyword)'; first listed at line \(first.location.line)", line, token.column)
                continue
            }
            if let conflicting, let other = rules.catalogue[keyPath: conflicting.list].first(where: { $0.name == layer.name }) {
                report("layer '\(layer.name.shortenedForMessage)' cannot be both '\(keyword)' and '\(conflicting.keyword)' (line \(other.location.line))",
                       line, token.column)
                continue
            }
            rules.catalogue[keyPath: list].append(layer)
        }
    }
}
