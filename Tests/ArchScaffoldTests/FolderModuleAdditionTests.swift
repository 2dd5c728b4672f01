import ArchRulesFile
import ArchCore
import Testing
@testable import ArchScaffold

/// The `module` line a new feature folder gets beside the folder modules of `.archrules`.
@Suite("Folder module addition")
struct FolderModuleAdditionTests {
    static func rules(_ text: String) throws -> ArchitectureRules {
        try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: []).get()
    }

    static func edited(_ text: String, destination: String = "App/Sources/Order") throws -> String? {
        let edit = FolderModuleAddition.edit(rules: try rules(text), rulesPath: ".archrules", text: Array(text.utf8),
                                             destination: destination, name: "Order")
        return edit.map { String(decoding: $0.edited, as: UTF8.self) }
    }

    @Test func theLineFollowsItsSiblingsAlignedAndTheNameJoinsTheirLayer() throws {
        let text = """
        module Shell   = App/Shell
        module Catalog = App/Sources/Catalog
        module Cart    = App/Sources/Cart   # the basket
        module Core    = App/Sources/Core

        layer Features = Catalog Cart # business features
        layer Base = Core

        """
        #expect(try Self.edited(text) == """
        module Shell   = App/Shell
        module Catalog = App/Sources/Catalog
        module Cart    = App/Sources/Cart   # the basket
        module Core    = App/Sources/Core
        module Order   = App/Sources/Order

        layer Features = Catalog Cart Order # business features
        layer Base = Core

        """)
        // The edited file still parses, and places the new module.
        let reparsed = try Self.rules(try #require(try Self.edited(text)))
        #expect(reparsed.layer(forModule: "Order") == "Features")
        #expect(reparsed.folderModules.contains { $0.name == "Order" && $0.contains(path: "App/Sources/Order/Api/OrderApi.swift") })
    }

    @Test func aLayerPatternThatAlreadyMatchesIsLeftAloneAndCarriageReturnsAreKept() throws {
        let text = "module CatalogFeature = App/Sources/Catalog\r\nlayer Features = *Feature\r\n"
        let edit = FolderModuleAddition.edit(rules: try Self.rules(text), rulesPath: ".archrules", text: Array(text.utf8),
                                             destination: "App/Sources/Catalog2", name: "OrderFeature")
        #expect(edit.map { String(decoding: $0.edited, as: UTF8.self) }
                == "module CatalogFeature = App/Sources/Catalog\r\nmodule OrderFeature   = App/Sources/Catalog2\r\nlayer Features = *Feature\r\n")
        #expect(edit?.summary == "added `module OrderFeature = App/Sources/Catalog2`")
    }

    @Test func aDestinationWithSpacesIsWrittenInQuotesAndReadsBack() throws {
        let text = "module Catalog = \"My App/Sources/Catalog\"\nlayer Features = Catalog\n"
        let edited = try #require(try Self.edited(text, destination: "My App/Sources/Order"))
        #expect(edited == "module Catalog = \"My App/Sources/Catalog\"\nmodule Order   = \"My App/Sources/Order\"\nlayer Features = Catalog Order\n")
        let reparsed = try Self.rules(edited)
        #expect(reparsed.folderModules.contains { $0.name == "Order" && $0.contains(path: "My App/Sources/Order/Api/OrderApi.swift") })
    }

    @Test func nothingIsAddedWithoutSiblingsOrInsideAModuleOrOnATie() throws {
        #expect(try Self.edited("module Catalog = Other/Catalog\n") == nil)
        #expect(try Self.edited("module Everything = App\n") == nil)
        let tie = try #require(try Self.edited("module A = App/Sources/A\nmodule B = App/Sources/B\nlayer X = A\nlayer Y = B\n"))
        #expect(tie == "module A = App/Sources/A\nmodule B = App/Sources/B\nmodule Order = App/Sources/Order\nlayer X = A\nlayer Y = B\n")
    }
}
