import ArchRulesFile
import ArchCore
import Testing

/// `features`, `sublayer`, `sublayer-allow`, `feature-door`, `composition-root`,
/// `infrastructure` and `injected`: what they read into, and how their mistakes are reported.
@Suite("Feature statements")
struct FeatureStatementTests {
    static let layout = """
    layer Features = Cart Catalog
    layer Infrastructure = Arch
    features Features
    infrastructure Infrastructure
    sublayer Page = Presentation/Page
    sublayer ViewModel = Presentation/ViewModel
    sublayer Service = Service
    sublayer Repository = Repository Data/Store
    sublayer Di = Di
    sublayer-allow Page -> ViewModel
    sublayer-allow ViewModel Di -> Service
    sublayer-allow Di -> *
    feature-door Service
    composition-root App *Shell
    injected Service Repository

    """

    @Test func everyStatementIsReadWithItsLocations() throws {
        let catalogue = try rules(Self.layout).catalogue
        #expect(catalogue.featureLayers == [.init(name: "Features", location: at(3, 10))])
        #expect(catalogue.infrastructureLayers == [.init(name: "Infrastructure", location: at(4, 16))])
        #expect(catalogue.sublayers.map(\.name) == ["Page", "ViewModel", "Service", "Repository", "Di"])
        #expect(catalogue.sublayers[3] == .init(
            name: "Repository", paths: [.init(Glob("Repository"), at: at(8, 23)), .init(Glob("Data/Store"), at: at(8, 34))], location: at(8, 10)))
        #expect(catalogue.sublayerAllowances == [
            .init(sublayer: .init(name: "Page", location: at(10, 16)), targets: [.init(name: "ViewModel", location: at(10, 24))], location: at(10, 1)),
            .init(sublayer: .init(name: "ViewModel", location: at(11, 16)), targets: [.init(name: "Service", location: at(11, 32))], location: at(11, 1)),
            .init(sublayer: .init(name: "Di", location: at(11, 26)), targets: [.init(name: "Service", location: at(11, 32))], location: at(11, 1)),
            .init(sublayer: .init(name: "Di", location: at(12, 16)), targets: [.init(name: "*", location: at(12, 22))], location: at(12, 1)),
        ])
        #expect(catalogue.featureDoors == [.init(name: "Service", location: at(13, 14))])
        #expect(catalogue.compositionRoots == [.init(Glob("App"), at: at(14, 18)), .init(Glob("*Shell"), at: at(14, 22))])
        #expect(catalogue.injectedSublayers.map(\.name) == ["Service", "Repository"])
    }

    @Test func statementsMayComeInAnyOrder() throws {
        let parsed = try rules("sublayer-allow Page -> ViewModel\nfeature-door ViewModel\nfeatures Features\nsublayer Page = Page\nsublayer ViewModel = ViewModel\nlayer Features = *\n")
        #expect(parsed.allowsReference(fromSublayer: "Page", toSublayer: "ViewModel"))
        #expect(!parsed.allowsReference(fromSublayer: "ViewModel", toSublayer: "Page"))
        #expect(parsed.isFeatureDoor(sublayer: "ViewModel"))
    }

    @Test func theQueriesAnswerFromTheStatements() throws {
        let parsed = try rules(Self.layout + "layer App = App\nallow App -> *\n")
        #expect(parsed.isFeature(layer: "Features") && !parsed.isFeature(layer: "Infrastructure") && !parsed.isFeature(layer: nil))
        #expect(parsed.isInfrastructure(layer: "Infrastructure") && !parsed.isInfrastructure(layer: "Features"))
        #expect(parsed.allowsReference(fromSublayer: "Di", toSublayer: "Repository"))
        #expect(parsed.allowsReference(fromSublayer: "Page", toSublayer: "Page"))
        #expect(!parsed.allowsReference(fromSublayer: "Page", toSublayer: "Service"))
        #expect(parsed.isCompositionSublayer("Di") && !parsed.isCompositionSublayer("Page"))
        #expect(parsed.allowedSublayers(from: "Di") == ["Service", "*"])
        #expect(parsed.isCompositionRoot(module: "OrderShell", layer: nil))
        #expect(parsed.isCompositionRoot(module: "Anything", layer: "App"))
        #expect(!parsed.isCompositionRoot(module: "Cart", layer: "Features"))
        #expect(parsed.sublayer(ofFile: "Sources/Cart/Data/Store/CartStore.swift", moduleFolder: "Sources/Cart")?.name == "Repository")
        #expect(parsed.sublayer(ofFile: "Sources/Cart/Presentation/Page/CartPage.swift", moduleFolder: "Sources/Cart")?.name == "Page")
        #expect(parsed.sublayer(ofFile: "Sources/Cart/Presentation/Shared.swift", moduleFolder: "Sources/Cart") == nil)
    }

    @Test func defaultsApplyWhenNothingIsSaid() throws {
        let parsed = try rules("sublayer Service = Service\nsublayer Repository = Repository\nsublayer Api = Api\n")
        #expect(parsed.isInjected(sublayer: "Service") && parsed.isInjected(sublayer: "Repository") && !parsed.isInjected(sublayer: "Api"))
        let injectedApi = try rules("sublayer Service = Service\nsublayer Api = Api\ninjected Api\n")
        #expect(injectedApi.isInjected(sublayer: "Api") && !injectedApi.isInjected(sublayer: "Service"))
    }

    @Test func plainFoldersDropTheirWildcards() {
        #expect(ArchitectureRules.plainFolder(of: "ShopApp/Sources/Cart") == "ShopApp/Sources/Cart")
        #expect(ArchitectureRules.plainFolder(of: "App/**") == "App")
        #expect(ArchitectureRules.plainFolder(of: "Sources/*Feature/x") == "Sources")
        #expect(ArchitectureRules.plainFolder(of: "**/Cart") == nil)
        #expect(ArchitectureRules.plainFolder(of: nil) == nil)
    }

    @Test func unknownSublayersAreReportedWhereTheyAreNamed() {
        #expect(problemLines("sublayer Page = Page\nsublayer Service = Service\nsublayer-allow Pge -> Servce Nothing *\nfeature-door Servic\ninjected Page Repo\n") == [
            ".archrules:3:16: error: unknown sublayer 'Pge'; did you mean 'Page'?",
            ".archrules:3:23: error: unknown sublayer 'Servce'; did you mean 'Service'?",
            ".archrules:3:30: error: unknown sublayer 'Nothing'",
            ".archrules:4:14: error: unknown sublayer 'Servic'; did you mean 'Service'?",
            ".archrules:5:15: error: unknown sublayer 'Repo'",
        ])
    }

    @Test func unknownLayersAreReportedWhereTheyAreNamed() {
        #expect(problemLines("features Featurs\ninfrastructure Infra\nlayer Features = *Feature\nlayer Infrastructure = Arch\nmodule Shell = App\n") == [
            ".archrules:1:10: error: unknown layer 'Featurs'; did you mean 'Features'?",
            ".archrules:2:16: error: unknown layer 'Infra'",
        ])
        // A folder module is not a layer: its modules have none to be a feature of.
        #expect(problemLines("module Shell = App\nfeatures Shell\n") == [".archrules:2:10: error: unknown layer 'Shell'"])
    }

    @Test func duplicatesAreReportedAtTheirSecondMention() {
        #expect(problemLines("""
        layer Features = *
        sublayer Page = Page
        sublayer Page = Screens
        features Features Features
        feature-door Page
        feature-door Page
        sublayer-allow Page -> Page
        sublayer-allow Page -> Page
        composition-root App App
        infrastructure Features
        """) == [
            ".archrules:3:10: error: duplicate sublayer 'Page'; first declared at line 2",
            ".archrules:4:19: error: 'Features' is already listed by 'features' at line 4",
            ".archrules:6:14: error: 'Page' is already listed by 'feature-door' at line 5",
            ".archrules:8:24: error: 'Page -> Page' is already allowed at line 7",
            ".archrules:9:22: error: 'App' is already listed by 'composition-root' at line 9",
            ".archrules:10:16: error: layer 'Features' cannot be both 'features' and 'infrastructure'",
        ])
    }

    @Test func malformedStatementsSayWhatIsMissing() {
        #expect(problemLines("sublayer Page Presentation/Page\n") == [".archrules:1:15: error: expected '=' after sublayer name 'Page'"])
        #expect(problemLines("sublayer Page =\n") == [".archrules:1:16: error: missing folder paths after '='"])
        #expect(problemLines("sublayer 1Page = Page\n") == [
            ".archrules:1:10: error: '1Page' is not a valid sublayer name \(ErrorReportingTests.identifierRule)",
        ])
        #expect(problemLines("sublayer Page = /Page Presentation/../Page\n") == [
            ".archrules:1:17: error: sublayer path '/Page' must be relative to its feature's folder",
            ".archrules:1:23: error: sublayer path 'Presentation/../Page' must be relative to its feature's folder",
        ])
        #expect(problemLines("sublayer Page = Page\nsublayer-allow Page ViewModel\n") == [".archrules:2:30: error: expected '->' after 'ViewModel'"])
        #expect(problemLines("sublayer Page = Page\nsublayer-allow Page ->\n") == [".archrules:2:23: error: missing target after '->'"])
        #expect(problemLines("sublayer Page = Page\nsublayer-allow * -> Page\n") == [".archrules:2:16: error: '*' may only follow '->' in 'sublayer-allow'"])
        #expect(problemLines("features\n") == [".archrules:1:9: error: missing layer name after 'features'"])
        #expect(problemLines("feature-door\n") == [".archrules:1:13: error: missing sublayer name after 'feature-door'"])
        #expect(problemLines("composition-root\n") == [".archrules:1:17: error: missing module pattern after 'composition-root'"])
    }

    @Test func aBrokenSublayerStillCountsAsDeclared() {
        // Only the broken line is reported, not every line that names its sublayer.
        #expect(problemLines("sublayer Page Page\nfeature-door Page\n") == [".archrules:1:15: error: expected '=' after sublayer name 'Page'"])
    }

    @Test func misspeltKeywordsSuggestTheFeatureStatements() {
        #expect(problemLines("sublayer-alow Page -> Page\n") == [
            ".archrules:1:1: error: unknown keyword 'sublayer-alow'; did you mean 'sublayer-allow'?",
        ])
        #expect(problemLines("feature-doors Service\n") == [
            ".archrules:1:1: error: unknown keyword 'feature-doors'; did you mean 'feature-door'?",
        ])
    }
}
