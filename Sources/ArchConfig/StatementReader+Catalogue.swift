import ArchCore

/// `service-locator`, `pure`, `leak-types`, `route-layer` and `route-modules`: the settings of
/// the catalogue's rules about calls, public API and routes.
extension StatementReader {
    static let catalogueKeywords = ["service-locator", "pure", "leak-types", "route-layer", "route-modules"]

    mutating func readCatalogueStatement(_ line: RulesLine) {
        report("'\(line.tokens[0].text)' is not supported yet", line, line.tokens[0].column)
    }
}
