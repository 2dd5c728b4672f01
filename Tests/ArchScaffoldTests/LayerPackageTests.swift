import Testing
@testable import ArchScaffold

/// The package that takes a template's target for a layer.
@Suite("Layer package")
struct LayerPackageTests {
    static let targets = [
        "Packages/Repository": ["BasketRepository", "UserRepository"],
        "Packages/Networking": ["BasketService", "UserService", "API"],
        "Packages/Domain": ["BasketDomain"],
    ]

    private func choose(_ layer: String, _ contains: (String) -> Bool) -> LayerPackage {
        LayerPackage.choose(layer, declared: ["Domain", "Data", "Shared"], targets: Self.targets, contains: contains)
    }

    @Test func thePackageWithMostOfTheLayerTakesIt() {
        #expect(choose("Domain") { $0.hasSuffix("Domain") } == .folder("Packages/Domain"))
        #expect(choose("Data") { $0.hasSuffix("Service") || $0 == "BasketRepository" } == .folder("Packages/Networking"))
    }

    @Test func otherwiseItSaysWhy() {
        #expect(choose("Data") { $0.hasSuffix("Service") || $0.hasSuffix("Repository") } == .spread(["Packages/Networking", "Packages/Repository"]))
        #expect(choose("Shared") { _ in false } == .noPackage)
        #expect(choose("Repository") { _ in true } == .undeclared(layers: ["Domain", "Data", "Shared"]))
    }
}
