import ArchRulesFile
import ArchCore
import Testing
@testable import ArchScaffold

/// A new module that no `layer` line holds joins the layer its siblings are in.
@Suite("Layer joining")
struct LayerJoiningTests {
    static let text = """
    # Screens, listed by name: CameraFeature belongs to Shared.
    layer Presentation = BasketFeature LoginFeature   # the features
    layer Domain       = *Domain
    layer Shared       = CameraFeature Utils

    """

    private func edited(_ modules: [LayerJoining.NewModule]) throws -> (text: String, summary: String)? {
        let rules = try FolderModuleAdditionTests.rules(Self.text)
        return LayerJoining.edit(rules: rules, rulesPath: ".archrules", text: Array(Self.text.utf8), modules: modules)
            .map { (String(decoding: $0.edited, as: UTF8.self), $0.summary) }
    }

    @Test func aNewPackageJoinsItsSiblingsListBeforeTheComment() throws {
        let result = try #require(try edited([.init(name: "OrderFeature", siblings: ["BasketFeature", "LoginFeature", "CameraFeature"])]))
        #expect(result.text == Self.text.replacingOccurrences(of: "LoginFeature   # the features", with: "LoginFeature OrderFeature # the features"))
        #expect(result.summary == "added OrderFeature to layer Presentation")
    }

    @Test func modulesALayerAlreadyHoldsOrWhoseSiblingsDisagreeAreLeftOut() throws {
        // *Domain holds OrderDomain already; Basket and Camera tie between two layers.
        #expect(try edited([.init(name: "OrderDomain", siblings: ["BasketFeature"]),
                            .init(name: "Order", siblings: ["BasketFeature", "CameraFeature"]),
                            .init(name: "Lonely", siblings: [])]) == nil)
    }
}
