import ArchModuleGraph
import Testing
@testable import ArchProposal

/// One package per feature beside a shared navigation package (the ScalablePackageNavigation
/// tutorials): `init` names the feature-package template and the packages' folder, and only
/// where the dependency ranks are all it recognised.
@Suite("Feature packages beside a navigation package")
struct FeaturePackagesTests {
    static func package(_ name: String, in folder: String) -> RepositoryShape.Unit {
        let package = folder.isEmpty ? name : folder + "/" + name
        return RepositoryShape.Unit(name: name, kind: .regular, path: package + "/Sources/" + name, packageFolder: package)
    }

    static func proposal(folder: String, navigation: String = "CoreNavigation",
                         features: [String] = ["Auth", "Dashboard", "Profile"]) throws -> ArchitectureProposal {
        let units = (features + [navigation, "Services"]).map { package($0, in: folder) }
            + [RepositoryShape.Unit(name: "AuthTests", kind: .test, path: nil, packageFolder: folder.isEmpty ? "Auth" : folder + "/Auth")]
        var dependencies: [String: Set<String>] = [:]
        for feature in features { dependencies[feature] = [navigation, "Services", "SwiftUI"] }
        return try ArchitectureProposer.propose(ProposalRequest(shape: RepositoryShape(units: units, dependencies: dependencies),
                                                                folders: FolderModulePlan(modules: [], featureFolders: nil)))
    }

    @Test func packagesAtTheTopGetTheTemplateAndTheRootFolder() throws {
        let proposal = try Self.proposal(folder: "")
        #expect(proposal.style == .ranks)
        #expect(proposal.text.contains("\ntemplate feature feature-package\n"), "\(proposal.text)")
        #expect(proposal.text.contains("\nroot feature .\n"), "\(proposal.text)")
        #expect(proposal.text.contains("# A feature is a package beside Auth, Dashboard, Profile, which all use CoreNavigation;"),
                "\(proposal.text)")
    }

    @Test func packagesInAFolderGetThatFolder() throws {
        let proposal = try Self.proposal(folder: "Modules", navigation: "AppRouter", features: ["CartPackage", "OrderSummaryPackage"])
        #expect(proposal.text.contains("template feature feature-package\n"), "\(proposal.text)")
        #expect(proposal.text.contains(" feature Modules\n"), "\(proposal.text)")
    }

    /// Shared packages without a navigation package are no evidence of a feature per package.
    @Test func withoutANavigationPackageNoTemplateIsNamed() throws {
        let proposal = try Self.proposal(folder: "", navigation: "Networking")
        #expect(!proposal.text.contains("\ntemplate "), "\(proposal.text)")
    }

    /// One package on the navigation package is not yet a family of siblings.
    @Test func oneFeatureIsNotEnough() throws {
        let proposal = try Self.proposal(folder: "", features: ["Auth"])
        #expect(!proposal.text.contains("\ntemplate "), "\(proposal.text)")
    }

    @Test func findNamesTheFeaturesAndTheirNavigation() {
        let units = ["Auth", "Profile", "CoreNavigation", "Services"].map { Self.package($0, in: "Packages") }
            + [Self.package("Lonely", in: "Elsewhere")]
        let shape = RepositoryShape(units: units, dependencies: ["Auth": ["CoreNavigation", "Services"], "Profile": ["CoreNavigation"]])
        #expect(FeaturePackages.find(in: shape) == FeaturePackages(folder: "Packages", features: ["Auth", "Profile"], navigation: ["CoreNavigation"]))
    }
}

/// Without a navigation package: the packages of one folder that no other package depends on
/// and that an app target uses, as in IceCubesApp.
@Suite("Leaf feature packages")
struct LeafFeaturePackagesTests {
    static func shape(app: RepositoryShape.Unit?, features: [String] = ["Explore", "Lists", "Timeline"]) -> RepositoryShape {
        let units = (features + ["Env", "Models"]).map { FeaturePackagesTests.package($0, in: "Packages") }
            + [RepositoryShape.Unit(name: "TimelineTests", kind: .test, path: nil, packageFolder: "Packages/Timeline")]
            + (app.map { [$0] } ?? [])
        var dependencies: [String: Set<String>] = ["Env": ["Models"], "TimelineTests": ["Timeline"]]
        for feature in features { dependencies[feature] = ["Env", "Models", "SwiftUI"] }
        if let app { dependencies[app.name] = Set(features) }
        return RepositoryShape(units: units, dependencies: dependencies)
    }

    @Test func anXcodeAppOnLeafPackagesMakesThemFeatures() {
        let app = RepositoryShape.Unit(name: "IceCubes", kind: .executable, path: "IceCubes", packageFolder: nil)
        #expect(FeaturePackages.find(in: Self.shape(app: app))
                == FeaturePackages(folder: "Packages", features: ["Explore", "Lists", "Timeline"], navigation: [], app: "IceCubes"))
    }

    @Test func withoutAnAppOrWithTwoLeavesNothingIsFound() {
        #expect(FeaturePackages.find(in: Self.shape(app: nil)) == nil)
        let library = RepositoryShape.Unit(name: "Kit", kind: .regular, path: "Sources/Kit", packageFolder: "")
        #expect(FeaturePackages.find(in: Self.shape(app: library)) == nil)
        let app = RepositoryShape.Unit(name: "IceCubes", kind: .executable, path: "IceCubes", packageFolder: nil)
        #expect(FeaturePackages.find(in: Self.shape(app: app, features: ["Lists", "Timeline"])) == nil)
    }
}
