import ArchCore
import ArchModuleGraph
@testable import ArchViews
import Testing

/// Boxes that stand for packages or layers list their modules, so that an overview says what
/// each group holds, and the layout makes room for the list.
@Suite("Node listing")
struct NodeListingTests {
    static func node(_ members: [String]) -> GraphView.Node {
        GraphView.Node(id: "Domain", label: "Domain", band: "Domain", kind: .layer, size: members.count, members: members)
    }

    @Test func aFewModulesAreListedOnOneLineAfterTheirCount() {
        #expect(Self.node(["BasketDomain", "UserDomain"]).listing == ["2 modules: BasketDomain, UserDomain"])
        #expect(Self.node(["App"]).listing == ["1 module: App"])
    }

    @Test func manyModulesWrapAndTheLastLineSaysHowManyAreLeftOut() {
        let names = (0..<60).map { "FeatureModule\($0)" }
        let listing = Self.node(names).listing
        #expect(listing.count == GraphView.Node.listingLines)
        #expect(listing.allSatisfy { $0.count <= GraphView.Node.listingWidth })
        let shown = listing.dropLast().joined(separator: " ").split(separator: " ").filter { $0.hasPrefix("FeatureModule") }.count
        #expect(listing.last == "and \(60 - shown) more")
    }

    @Test func aModuleListsNothing() {
        #expect(GraphView.Node(id: "A", label: "A", band: "B", kind: .module(.regular)).listing.isEmpty)
    }

    @Test func layersOfADocumentListTheirModulesAndTheirBoxesGrowToHoldThem() throws {
        func module(_ name: String, _ layer: String) -> Module {
            Module(name: name, package: nil, kind: .regular, layer: layer, path: nil, location: nil)
        }
        let document = GraphDocument(root: "shop", modules: [module("App", "App"), module("BasketDomain", "Domain"), module("UserDomain", "Domain")],
                                     edges: [Edge(from: "App", to: "BasketDomain", kind: .import, locations: [])],
                                     layers: [GraphDocument.Layer(name: "App", allowed: ["Domain"], isIndependent: false),
                                              GraphDocument.Layer(name: "Domain", allowed: [], isIndependent: false)])
        let view = try GraphViewBuilder.build(document, options: GraphViewOptions(level: .layer))
        #expect(view.node("Domain")?.members == ["BasketDomain", "UserDomain"])
        let layout = LayeredLayout.layout(view)
        let domain = try #require(layout.node("Domain"))
        #expect(domain.frame.height == LayeredLayout.nodeHeight + LayeredLayout.listingLineHeight + 6)
        #expect(domain.frame.width >= Double("2 modules: BasketDomain, UserDomain".count) * LayeredLayout.listingCharacterWidth)
        let band = try #require(layout.bands.first { $0.name == "Domain" })
        #expect(band.frame.contains(domain.frame))
        // At module level nothing is listed and boxes keep their height.
        let modules = LayeredLayout.layout(try GraphViewBuilder.build(document, options: GraphViewOptions()))
        #expect(modules.nodes.allSatisfy { $0.frame.height == LayeredLayout.nodeHeight })
    }
}
