import ArchRulesFile
import ArchCore
import Testing

@Suite("Queries")
struct QueryTests {
    static let sample = """
    module App = MyEcommerce/**
    module Widgets = MyEcommerceWidgets
    layer Feature = *Feature
    layer Special = SearchFeature CartKit
    layer Domain = *Domain *Kit
    layer Core = Core Networking
    layer Vendor = RxSwift Swinject
    allow App -> *
    allow Feature -> Domain Core
    allow Feature -> Vendor
    allow Domain -> Core
    independent Feature
    forbid Domain -> UIKit SwiftUI
    forbid *Kit -> Feature
    forbid Core -> Networking
    exclude Fixtures Tools/Generated/**
    """

    let parsed: ArchitectureRules

    init() throws {
        parsed = try rules(Self.sample)
    }

    @Test func firstDeclaredLayerWins() {
        #expect(parsed.layer(forModule: "SearchFeature") == "Feature")
        #expect(parsed.layer(forModule: "CartKit") == "Special")
        #expect(parsed.layer(forModule: "PaymentKit") == "Domain")
        #expect(parsed.layer(forModule: "Networking") == "Core")
    }

    @Test func externalModulesCanBelongToLayers() {
        #expect(parsed.layer(forModule: "RxSwift") == "Vendor")
        #expect(parsed.layer(forModule: "Alamofire") == nil)
    }

    @Test func folderModuleFormsALayerOfItsOwnName() {
        #expect(parsed.layer(forModule: "App") == "App")
        #expect(parsed.layer(forModule: "Widgets") == "Widgets")
        // In the file's order: the folder modules come first there.
        #expect(parsed.layerNames == ["App", "Widgets", "Feature", "Special", "Domain", "Core", "Vendor"])
    }

    @Test func aLayerGlobTakesPrecedenceOverTheFolderModulesOwnLayer() throws {
        let shell = try rules("module ShellFeature = Shell/**\nlayer Feature = *Feature\n")
        #expect(shell.layer(forModule: "ShellFeature") == "Feature")
        #expect(shell.layerNames == ["Feature"])
    }

    @Test func dependenciesBetweenLayers() {
        #expect(parsed.allowsDependency(fromLayer: "Feature", toLayer: "Domain"))
        #expect(parsed.allowsDependency(fromLayer: "Feature", toLayer: "Vendor"))
        #expect(!parsed.allowsDependency(fromLayer: "Domain", toLayer: "Feature"))
        #expect(!parsed.allowsDependency(fromLayer: "Core", toLayer: "Domain"))
    }

    @Test func aLayerWithoutAllowMayDependOnNoOtherLayer() {
        #expect(parsed.allowedTargets(ofLayer: "Core") == [])
        #expect(!parsed.allowsDependency(fromLayer: "Core", toLayer: "Vendor"))
        #expect(parsed.allowsDependency(fromLayer: "Core", toLayer: "Core"))
    }

    @Test func independentLayerMembersMayNotDependOnEachOther() {
        #expect(parsed.isIndependent(layer: "Feature"))
        #expect(!parsed.isIndependent(layer: "Domain"))
        #expect(!parsed.allowsDependency(fromLayer: "Feature", toLayer: "Feature"))
        #expect(parsed.allowsDependency(fromLayer: "Domain", toLayer: "Domain"))
    }

    @Test func allowWildcardReachesEveryLayer() {
        for target in ["Feature", "Domain", "Core", "Vendor", "Widgets", "Undeclared"] {
            #expect(parsed.allowsDependency(fromLayer: "App", toLayer: target))
        }
        #expect(parsed.allowedTargets(ofLayer: "App") == ["*"])
    }

    @Test func allowedTargetsForMessages() {
        #expect(parsed.allowedTargets(ofLayer: "Feature") == ["Domain", "Core", "Vendor"])
        #expect(parsed.allowedTargets(ofLayer: "Nowhere") == [])
    }

    @Test func forbidOnExternalModules() throws {
        let found = try #require(parsed.prohibition(
            fromModule: "OrdersDomain", fromLayer: "Domain", toModule: "UIKit", toLayer: nil
        ))
        #expect(found.location == at(13, 1))
        #expect(parsed.prohibition(fromModule: "OrdersDomain", fromLayer: "Domain", toModule: "Foundation", toLayer: nil) == nil)
        #expect(parsed.prohibition(fromModule: "SearchFeature", fromLayer: "Feature", toModule: "UIKit", toLayer: nil) == nil)
    }

    @Test func forbidSourceGlobMatchesModuleAndTargetLayerName() throws {
        // `*Kit -> Feature`: the source glob matches the module, the target names its layer.
        let found = try #require(parsed.prohibition(
            fromModule: "CartKit", fromLayer: "Special", toModule: "SearchFeature", toLayer: "Feature"
        ))
        #expect(found.source.name == "*Kit")
        #expect(parsed.prohibition(fromModule: "CartKit", fromLayer: "Special", toModule: "Core", toLayer: "Core") == nil)
    }

    @Test func forbidTargetMayBeAModuleName() throws {
        let found = try #require(parsed.prohibition(
            fromModule: "Core", fromLayer: "Core", toModule: "Networking", toLayer: "Core"
        ))
        #expect(found.targets.map(\.name) == ["Networking"])
    }

    @Test func firstMatchingForbidWins() throws {
        let twice = try rules("forbid *Domain -> UIKit\nforbid Orders* -> UIKit\n")
        let found = try #require(twice.prohibition(fromModule: "OrdersDomain", fromLayer: nil, toModule: "UIKit", toLayer: nil))
        #expect(found.location == at(1, 1))
    }

    @Test func excludedPaths() {
        #expect(parsed.isExcluded(path: "Fixtures"))
        #expect(parsed.isExcluded(path: "Fixtures/Broken/Package.swift"))
        #expect(parsed.isExcluded(path: "Tools/Generated/API.swift"))
        #expect(!parsed.isExcluded(path: "Tools/Lint.swift"))
        #expect(!parsed.isExcluded(path: "Sources/Fixtures.swift"))
        #expect(!ArchitectureRules.empty.isExcluded(path: "Fixtures"))
    }

    @Test func folderModuleForPath() throws {
        #expect(parsed.folderModule(forPath: "MyEcommerce/AppDelegate.swift") == "App")
        #expect(parsed.folderModule(forPath: "MyEcommerceWidgets/Widget.swift") == "Widgets")
        #expect(parsed.folderModule(forPath: "Packages/Core/Sources/Core/Core.swift") == nil)

        let overlapping = try rules("module Extensions = App/Extensions/**\nmodule App = App/**\n")
        #expect(overlapping.folderModule(forPath: "App/Extensions/Share/Share.swift") == "Extensions")
        #expect(overlapping.folderModule(forPath: "App/Main.swift") == "App")
    }

    @Test func emptyRulesAnswerConservatively() {
        let empty = ArchitectureRules.empty
        #expect(empty.layer(forModule: "Anything") == nil)
        #expect(empty.folderModule(forPath: "App/Main.swift") == nil)
        #expect(empty.prohibition(fromModule: "A", fromLayer: nil, toModule: "B", toLayer: nil) == nil)
        #expect(!empty.allowsDependency(fromLayer: "A", toLayer: "B"))
    }
}
