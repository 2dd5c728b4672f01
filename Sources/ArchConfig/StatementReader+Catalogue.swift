import ArchCore

/// `service-locator`, `pure`, `leak-types`, `dto-folder`, `route-layer`, `route-modules` and
/// `infrastructure`: the settings of the catalogue's rules inside targets.
extension StatementReader {
    static let catalogueKeywords = ["service-locator", "pure", "leak-types", "dto-folder", "route-layer", "route-modules", "infrastructure"]

    mutating func readCatalogueStatement(_ line: RulesLine) {
        report("'\(line.tokens[0].text)' is not supported yet", line, line.tokens[0].column)
    }
}
