import ArchCore
import ArchRulesFile
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// `archkit init` names the template of the style it recognised, so that a plain
/// `archkit new feature Order` scaffolds the way the repository is laid out.
@Suite("archkit init chooses the template")
struct InitTemplateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var style: String
        /// The `template` line for features, or nil when init writes none.
        var template: String?
        /// What `new` needs besides the name where the repository leaves a choice open.
        var newArguments: [String] = []
        var testDescription: String { fixture }
    }

    static let cases: [Case] = [
        Case(fixture: "EcommerceApp", style: "clean", template: "clean-feature"),
        Case(fixture: "RouteModules", style: "route-module", template: "route-module"),
        Case(fixture: "FeatureLayers", style: "feature-layers", template: "feature"),
        // A Clean repository without the layer packages clean-feature adds to keeps the default.
        Case(fixture: "PluginUser", style: "clean", template: nil, newArguments: ["--target", "ShopDomain"]),
        Case(fixture: "ClassicXcodeApp", style: "ranks", template: nil),
    ]

    @Test(arguments: cases)
    func initWritesTheTemplateThatNewUses(_ sample: Case) throws {
        let copy = try InitCommandTests.Copy(sample.fixture)
        let result = copy.run(["init"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("(--style \(sample.style))"), "\(result.stdout)")
        let rules = try copy.writtenRules()
        #expect(rules.scaffolding.defaultTemplates[.feature]?.value == sample.template)

        let dryRun = copy.run(["new", "feature", "Order", "--dry-run"] + sample.newArguments)
        #expect(dryRun.exitCode == ExitCode.success, "\(dryRun.stderr)")
        #expect(dryRun.stdout.hasPrefix("Would create Order from template '\(sample.template ?? "feature")' (nothing written):\n"),
                "\(dryRun.stdout)")
    }

    @Test func routeModulesKeptElsewhereGetARoot() throws {
        let copy = try InitCommandTests.Copy("RouteModules")
        let packages = copy.root.appendingPathComponent("Packages")
        try FileManager.default.moveItem(at: packages, to: copy.root.appendingPathComponent("Modules"))
        let result = copy.run(["init", "--style", "route-module"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let rules = try copy.writtenRules()
        #expect(rules.scaffolding.defaultTemplates[.module]?.value == "route-module")
        #expect(rules.scaffolding.roots[.module]?.value == "Modules")
        let dryRun = copy.run(["new", "feature", "Order", "--dry-run"])
        #expect(dryRun.stdout.contains("Modules/OrderModule/Package.swift"), "\(dryRun.stdout)\(dryRun.stderr)")
    }

    /// Abstraction and Domain packages without a Data package: init still names clean-feature,
    /// and `new` stops before writing, naming the layer it needs and the line that maps it,
    /// rather than writing a folder that no target compiles.
    @Test func aCleanRepositoryWithoutADataPackageIsToldWhatNewNeeds() throws {
        let copy = try InitCommandTests.Copy("SeedLayers")
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        #expect(try copy.writtenRules().scaffolding.defaultTemplates[.feature]?.value == "clean-feature")
        let result = copy.run(["new", "feature", "Order"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("adds OrderRepository to the package of layer Data, but .archrules declares no layer Data (its layers: Domain, Abstraction)"),
                "\(result.stderr)")
        #expect(result.stderr.contains("--set data-layer=LAYER"))
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Packages/Domain/Sources/Domain/OrderDomain").path))
        #expect(!FileManager.default.fileExists(atPath: copy.root.appendingPathComponent("Sources").path))
    }
}
