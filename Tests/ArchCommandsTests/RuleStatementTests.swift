import ArchAnalysis
import ArchCore
@testable import ArchRuleCatalogue
import ArchRulesFile
import Testing

/// The statements the rules declare in their own files: `service-locator`, `ban-names-include`, `pure`,
/// `leak-types`, `route-layer`, `route-modules` and `dto-folder`, read through the vocabulary
/// `check` uses.
@Suite("Rule statements")
struct RuleStatementTests {
    static let layers = "layer Domain = *Domain\nlayer Facade = AppModuleFacade\nlayer Routing = AppRouting\nlayer Business = *Module\n"

    @Test func serviceLocatorPatternsReplaceTheDefaultsAndKeepTheirPlaces() throws {
        #expect(try rules("").ruleSettings[ServiceLocatorRule.calls].isEmpty)
        let parsed = try rules("service-locator DIContainer.shared.resolve *.container.resolve\nservice-locator Locator.get\n")
        #expect(parsed.ruleSettings[ServiceLocatorRule.calls] == [
            .init(Glob("DIContainer.shared.resolve"), at: at(1, 17)),
            .init(Glob("*.container.resolve"), at: at(1, 44)),
            .init(Glob("Locator.get"), at: at(2, 17)),
        ])
    }

    @Test func aServiceLocatorPatternEndsInAPlainMemberName() {
        #expect(problemLines("service-locator *.shared.res*\n")
            == [".archrules:1:17: error: the call pattern '*.shared.res*' must end in a member name without wildcards, such as '.resolve'"])
        #expect(problemLines("service-locator Container.\n")
            == [".archrules:1:17: error: the call pattern 'Container.' must end in a member name without wildcards, such as '.resolve'"])
        #expect(problemLines("service-locator   Container.shared.resolve(X.self)\n")
            == [".archrules:1:43: error: '(' cannot appear in a call pattern; write the chain before the parenthesis, such as 'Container.shared.resolve'"])
        #expect(problemLines("service-locator\n")
            == [".archrules:1:16: error: missing call pattern after 'service-locator' (such as '*.shared.resolve')"])
        #expect(problemLines("service-locator a.resolve\nservice-locator b.resolve a.resolve\n")
            == [".archrules:2:27: error: duplicate call pattern 'a.resolve'; first listed at line 1"])
    }

    @Test func banNamesIncludeTakesGeneratedAndTests() throws {
        #expect(try rules("").ruleSettings[BannedNameRule.includes].isEmpty)
        #expect(try rules("ban-names-include tests\nban-names-include generated\n").ruleSettings[BannedNameRule.includes] == ["tests", "generated"])
        #expect(problemLines("ban-names-include generatd\n")
            == [".archrules:1:19: error: unknown value 'generatd' for 'ban-names-include' (expected 'generated' or 'tests'); did you mean 'generated'?"])
        #expect(problemLines("ban-names-include tests tests\n") == [".archrules:1:25: error: duplicate value 'tests' for 'ban-names-include'"])
        #expect(problemLines("ban-names-include\n") == [".archrules:1:18: error: missing 'generated' or 'tests' after 'ban-names-include'"])
    }

    @Test func pureLayersAreLayerReferences() throws {
        let parsed = try rules(Self.layers + "pure Domain\npure Facade\n")
        #expect(parsed.ruleSettings[PublicAPILeakRule.pureLayers] == [.init(name: "Domain", location: at(5, 6)), .init(name: "Facade", location: at(6, 6))])
    }

    @Test func unknownLayersAreReportedAfterTheWholeFileWithTheNearestName() {
        // The layer is declared after its use: only names nobody declares are wrong.
        #expect(problemLines("pure Domain\nroute-layer Facde\nroute-modules Busines\nlayer Domain = *Domain\nlayer Facade = F\nlayer Business = *Module\n") == [
            ".archrules:2:13: error: unknown layer 'Facde'; did you mean 'Facade'?",
            ".archrules:3:15: error: unknown layer 'Busines'; did you mean 'Business'?",
        ])
        #expect(problemLines("pure Domian\n") == [".archrules:1:6: error: unknown layer 'Domian'"])
        #expect(problemLines("layer Domain = *Domain\npure Domian\n") == [".archrules:2:6: error: unknown layer 'Domian'; did you mean 'Domain'?"])
    }

    @Test func layerListsRejectWildcardsRepeatsAndEmptiness() {
        #expect(problemLines(Self.layers + "pure *\n") == [".archrules:5:6: error: 'pure' takes layer names, not '*'"])
        #expect(problemLines(Self.layers + "pure Domain\npure Facade Domain\n")
            == [".archrules:6:13: error: duplicate layer 'Domain' for 'pure'; first listed at line 5"])
        #expect(problemLines("route-modules\n") == [".archrules:1:14: error: missing layer name after 'route-modules'"])
        #expect(problemLines(Self.layers + "route-layer Facade -> Routing\n") == [".archrules:5:20: error: unexpected '->'"])
    }

    @Test func routeLayersAndRouteModulesAreSeparate() throws {
        let parsed = try rules(Self.layers + "route-layer Facade Routing\nroute-modules Business\n")
        #expect(parsed.ruleSettings[RoutePlacementRule.routeLayers].map(\.name) == ["Facade", "Routing"])
        #expect(parsed.ruleSettings[RoutePlacementRule.routeLayers].map(\.location) == [at(5, 13), at(5, 20)])
        #expect(parsed.ruleSettings[RouteModuleDependencyRule.businessLayers] == [.init(name: "Business", location: at(6, 15))])
        #expect(problemLines(Self.layers + "route-layer Facade\nroute-modules Business Facade\n")
            == [".archrules:6:24: error: layer 'Facade' cannot be both 'route-modules' and 'route-layer' (line 5)"])
        #expect(problemLines(Self.layers + "route-modules Business\nroute-layer Business\n")
            == [".archrules:6:13: error: layer 'Business' cannot be both 'route-layer' and 'route-modules' (line 5)"])
    }

    @Test func leakTypesTakeTypeNamesAndGlobs() throws {
        #expect(try rules("").ruleSettings[PublicAPILeakRule.leakTypes].isEmpty)
        let parsed = try rules("leak-types URLRequest *DTO\nleak-types ArticleMO\n")
        #expect(parsed.ruleSettings[PublicAPILeakRule.leakTypes] == ["URLRequest", "*DTO", "ArticleMO"])
        #expect(problemLines("leak-types URLRequest 9Lives Swinject.Container\n") == [
            ".archrules:1:23: error: '9Lives' is not a valid type name or type-name glob (use letters, digits and underscores, not starting with a digit)",
            ".archrules:1:30: error: 'Swinject.Container' is not a valid type name or type-name glob (use letters, digits and underscores, not starting with a digit)",
        ])
        #expect(problemLines("leak-types A\nleak-types A\n") == [".archrules:2:12: error: duplicate leak type 'A'"])
        #expect(problemLines("leak-types\n") == [".archrules:1:11: error: missing type name after 'leak-types' (such as 'URLRequest')"])
    }

    @Test func misspelledKeywordsSuggestTheCatalogueOnes() {
        #expect(problemLines("service-locater a.resolve\n")
            == [".archrules:1:1: error: unknown keyword 'service-locater'; did you mean 'service-locator'?"])
        #expect(problemLines("route-module Business\n")
            == [".archrules:1:1: error: unknown keyword 'route-module'; did you mean 'route-modules'?"])
    }

    @Test func dtoFoldersAreGlobsThatReplaceTheDefaults() throws {
        let parsed = try rules("layer Features = Cart\nfeatures Features\ndto-folder **/Domain/DTO\n")
        #expect(parsed.ruleSettings[DTOPlacementRule.folders] == [.init(Glob("**/Domain/DTO"), at: at(3, 12))])
        let globs = DTOPlacementRule.folderGlobs(parsed)
        #expect(DTOPlacementRule.isInDTOFolder(file: "Sources/Cart/Domain/DTO/CartDTO.swift", globs: globs))
        #expect(DTOPlacementRule.isInDTOFolder(file: "Sources/Cart/Domain/DTO/Lines/LineDTO.swift", globs: globs))
        #expect(!DTOPlacementRule.isInDTOFolder(file: "Sources/Cart/DTO/CartDTO.swift", globs: globs))
        #expect(DTOPlacementRule.isOn(parsed))
        #expect(problemLines("dto-folder A/DTO\ndto-folder B A/DTO\n") == [".archrules:2:14: error: 'A/DTO' is already listed by 'dto-folder' at line 1"])
        #expect(problemLines("dto-folder = DTO\n") == [".archrules:1:12: error: unexpected '='"])
        #expect(problemLines("dto-folder\n") == [".archrules:1:11: error: missing path pattern after 'dto-folder'"])
    }

    @Test func dtoFoldersHaveDefaultsAndTheRuleWaitsForFeaturesOrFolders() throws {
        let parsed = try rules("layer Data = *Data\n")
        let globs = DTOPlacementRule.folderGlobs(parsed)
        #expect(DTOPlacementRule.isInDTOFolder(file: "Packages/Data/Sources/UserData/DTO/UserDTO.swift", globs: globs))
        #expect(DTOPlacementRule.isInDTOFolder(file: "DTO/UserDTO.swift", globs: globs))
        #expect(!DTOPlacementRule.isInDTOFolder(file: "Sources/UserData/Repository/UserDTO.swift", globs: globs))
        #expect(!DTOPlacementRule.isOn(parsed))
    }

    @Test func everyRuleKeywordIsNewAndDeclaredOnce() {
        let keywords = RuleCatalogue.statements.map(\.keyword)
        #expect(Set(keywords).count == keywords.count)
        #expect(Set(keywords).isDisjoint(with: ArchRulesParser.keywords))
        #expect(keywords.sorted() == ["ban-names-include", "dto-folder", "leak-types", "pure", "route-layer", "route-modules", "service-locator"])
    }

    private func rules(_ text: String) throws -> ArchitectureRules {
        try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", vocabulary: RulesFile.vocabulary).get()
    }

    private func problemLines(_ text: String) -> [String] {
        switch ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", vocabulary: RulesFile.vocabulary) {
        case .success: return []
        case .failure(let error): return error.problems.map(\.description)
        }
    }

    private func at(_ line: Int, _ column: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: ".archrules", line: line, column: column)
    }
}
