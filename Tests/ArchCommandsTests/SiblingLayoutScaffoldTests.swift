import ArchCore
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// `archkit new` after `archkit init` on repositories laid out like seed-style Clean apps:
/// the new targets land where the enum manifests' computed paths put their siblings, take
/// test targets like theirs, join their layers, and add no finding.
@Suite("New features follow their siblings' layout")
struct SiblingLayoutScaffoldTests {
    /// The findings of `check`, as rule, file and message.
    private func findings(_ copy: InitCommandTests.Copy) throws -> Set<String> {
        let result = copy.run(["check", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
        return Set(diagnostics.map { "\($0["rule"] ?? "") \($0["file"] ?? "") \($0["message"] ?? "")" })
    }

    private func exists(_ copy: InitCommandTests.Copy, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: copy.root.appendingPathComponent(path).path)
    }

    @Test func targetsLandWhereComputedPathsPutTheirSiblings() throws {
        let copy = try InitCommandTests.Copy("SeedLayers")
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        let before = try findings(copy)

        let dryRun = copy.run(["new", "feature", "Order", "--template", "domain-feature", "--dry-run"])
        #expect(dryRun.stdout.contains("following BasketAbstraction"), "\(dryRun.stdout)\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("following BasketDomain"), "\(dryRun.stdout)")

        let result = copy.run(["new", "feature", "Order", "--template", "domain-feature"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        for path in ["Packages/Abstraction/Sources/Abstraction/OrderAbstraction/OrderRepositoryProtocol.swift",
                     "Packages/Domain/Sources/Domain/OrderDomain/OrderCountUseCase.swift",
                     "Packages/Domain/Tests/OrderDomainTests/OrderDomainTests.swift"] {
            #expect(exists(copy, path), "\(path) was not written:\n\(result.stdout)")
        }
        // Nothing at SwiftPM's default places, which these manifests do not use.
        #expect(!exists(copy, "Packages/Domain/Sources/OrderDomain"))
        #expect(!exists(copy, "Packages/Abstraction/Sources/OrderAbstraction"))
        // The Abstraction package has no test targets, so the new target gets none.
        #expect(!exists(copy, "Packages/Abstraction/Tests"))

        let after = try findings(copy)
        #expect(after.subtracting(before).isEmpty, "new findings: \(after.subtracting(before).sorted())")
        let graph = copy.run(["graph", "--format", "json"]).stdout
        for module in ["OrderAbstraction", "OrderDomain", "OrderDomainTests"] {
            #expect(graph.contains("\"\(module)\""), "\(module) is not in the graph")
        }
    }

    /// A template names layers: its target goes to the package that holds most of the
    /// layer's targets, whatever that package's folder is called.
    @Test func aTargetGoesToItsLayersPackageWhereverItIs() throws {
        let copy = try InitCommandTests.Copy("SeedLayers")
        try FileManager.default.moveItem(at: copy.root.appendingPathComponent("Packages/Abstraction"),
                                         to: copy.root.appendingPathComponent("Packages/Contracts"))
        let domainManifest = copy.root.appendingPathComponent("Packages/Domain/Package.swift")
        let manifest = try String(contentsOf: domainManifest, encoding: .utf8)
        try manifest.replacingOccurrences(of: ".package(path: \"../Abstraction\")", with: ".package(name: \"Abstraction\", path: \"../Contracts\")")
            .write(to: domainManifest, atomically: true, encoding: .utf8)
        #expect(copy.run(["init"]).exitCode == ExitCode.success)
        let before = try findings(copy)

        let result = copy.run(["new", "feature", "Order", "--template", "domain-feature"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(exists(copy, "Packages/Contracts/Sources/Abstraction/OrderAbstraction/OrderRepositoryProtocol.swift"), "\(result.stdout)")
        #expect(!exists(copy, "Packages/Abstraction"))
        #expect(try findings(copy).subtracting(before).isEmpty)
    }

    /// Where no package holds the layer, nothing is written and the refusal says which line
    /// of .archrules would place the target.
    @Test func aLayerWithoutAPackageStopsBeforeWriting() throws {
        let copy = try InitCommandTests.Copy("SeedLayers")
        try copy.write(".archrules", "layer Domain = *Domain\nlayer Contracts = *Abstraction\ntemplate feature domain-feature abstraction-layer = Protocols\n")
        try FileManager.default.moveItem(at: copy.root.appendingPathComponent("Packages/Abstraction"),
                                         to: copy.root.appendingPathComponent("Packages/Contracts"))
        let refused = copy.run(["new", "feature", "Order"])
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr.contains("adds OrderAbstraction to the package of layer Protocols, but .archrules declares no layer Protocols (its layers: Domain, Contracts)"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("`template feature domain-feature abstraction-layer = LAYER`"))
        #expect(!exists(copy, "Packages/Domain/Sources/Domain/OrderDomain"))
        #expect(copy.run(["new", "feature", "Order", "--set", "abstraction-layer=Contracts"]).exitCode == ExitCode.success)
        #expect(exists(copy, "Packages/Contracts/Sources/Abstraction/OrderAbstraction/OrderRepositoryProtocol.swift"))
    }

    /// A template whose repository and service lines both name layer Data: one target where
    /// the layer keeps one package, named as its targets end; two where repositories and
    /// services have packages of their own, each beside its like.
    static let dataParts = [
        "Templates/data-parts/template.manifest": """
        kind         feature
        destination  .
        into         no
        variable     data-layer = Data -- the layer that takes the repository and the service
        add-target   Packages/Data@{{data-layer}} {{Name}}Repository
        add-target   Packages/Data@{{data-layer}} {{Name}}Service
        """,
        "Templates/data-parts/files/Packages/Data/Sources/{{Name}}Repository/{{Name}}Repository.swift":
            "// {{#if targets-merged}}merged{{#else}}separate{{/if}}\npublic struct {{Name}}Repository {}\n",
        "Templates/data-parts/files/Packages/Data/Sources/{{Name}}Service/{{Name}}Service.swift": "public struct {{Name}}Service {}\n",
    ]

    static func literalPackage(_ name: String, targets: [String]) -> String {
        let products = targets.map { ".library(name: \"\($0)\", targets: [\"\($0)\"])" }.joined(separator: ", ")
        let declared = targets.map { ".target(name: \"\($0)\")" }.joined(separator: ", ")
        return "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"\(name)\",\n"
            + "    products: [\(products)],\n    targets: [\(declared)]\n)\n"
    }

    @Test func partsOfOneLayerMergeInOnePackageAndSplitOverTwo() throws {
        var split = Self.dataParts
        split["Packages/Repository/Package.swift"] = Self.literalPackage("Repository", targets: ["BasketRepository", "UserRepository"])
        split["Packages/Networking/Package.swift"] = Self.literalPackage("Networking", targets: ["BasketService", "UserService", "API"])
        for target in ["Repository/Sources/BasketRepository", "Repository/Sources/UserRepository", "Networking/Sources/BasketService",
                       "Networking/Sources/UserService", "Networking/Sources/API"] {
            split["Packages/\(target)/File.swift"] = "public let value = 1\n"
        }
        split[".archrules"] = "layer Data = *Repository *Service API\n"
        let separate = try InitCommandTests.Copy(files: split)
        let result = separate.run(["new", "feature", "Order", "--template", "data-parts"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let repository = try String(contentsOf: separate.root.appendingPathComponent("Packages/Repository/Sources/OrderRepository/OrderRepository.swift"), encoding: .utf8)
        #expect(repository.hasPrefix("// separate"))
        #expect(exists(separate, "Packages/Networking/Sources/OrderService/OrderService.swift"))
        #expect(!exists(separate, "Packages/Data"))

        var merged = Self.dataParts
        merged["Packages/Data/Package.swift"] = Self.literalPackage("Data", targets: ["BasketData", "UserData"])
        merged["Packages/Data/Sources/BasketData/File.swift"] = "public let value = 1\n"
        merged["Packages/Data/Sources/UserData/File.swift"] = "public let value = 1\n"
        merged[".archrules"] = "layer Data = *Data\n"
        let one = try InitCommandTests.Copy(files: merged)
        let mergedResult = one.run(["new", "feature", "Order", "--template", "data-parts"])
        #expect(mergedResult.exitCode == ExitCode.success, "\(mergedResult.stderr)")
        let both = try String(contentsOf: one.root.appendingPathComponent("Packages/Data/Sources/OrderData/OrderRepository.swift"), encoding: .utf8)
        #expect(both.hasPrefix("// merged"))
        #expect(exists(one, "Packages/Data/Sources/OrderData/OrderService.swift"))
        #expect(mergedResult.stdout.contains("added target OrderData"), "\(mergedResult.stdout)")
    }

    /// A new package goes beside the packages of its layer, and the files leave out what
    /// the repository does not have: `packages-of` and `optional` in a template's manifest.
    @Test func aFeaturePackageGoesBesideItsLayerAndLeavesOutWhatIsMissing() throws {
        var files = [
            "Templates/screen/template.manifest": """
            kind         feature
            destination  .
            into         no
            variable     presentation-layer = Presentation -- the layer the new package joins
            variable     presentation-folder = Packages/Presentation -- where it goes
            packages-of  presentation-folder {{presentation-layer}}
            optional     RoutingAbstraction -- the routing protocols
            """,
            "Templates/screen/files/{{presentation-folder}}/{{Name}}Feature/Notes.txt": "{{#if has-RoutingAbstraction}}routes{{#else}}no routes{{/if}}\n",
            "Packages/Features/BasketFeature/Package.swift": Self.literalPackage("BasketFeature", targets: ["BasketFeature"]),
            "Packages/Features/BasketFeature/Sources/BasketFeature/File.swift": "public let value = 1\n",
            "Packages/Features/LoginFeature/Package.swift": Self.literalPackage("LoginFeature", targets: ["LoginFeature"]),
            "Packages/Features/LoginFeature/Sources/LoginFeature/File.swift": "public let value = 1\n",
            ".archrules": "layer Presentation = *Feature\n",
        ]
        let without = try InitCommandTests.Copy(files: files)
        #expect(without.run(["new", "feature", "Order", "--template", "screen"]).exitCode == ExitCode.success)
        let notes = without.root.appendingPathComponent("Packages/Features/OrderFeature/Notes.txt")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "no routes\n")

        files["Packages/Routing/Package.swift"] = Self.literalPackage("Routing", targets: ["RoutingAbstraction"])
        files["Packages/Routing/Sources/RoutingAbstraction/File.swift"] = "public let value = 1\n"
        let with = try InitCommandTests.Copy(files: files)
        #expect(with.run(["new", "feature", "Order", "--template", "screen", "--set", "presentation-folder=Screens"]).exitCode == ExitCode.success)
        #expect(try String(contentsOf: with.root.appendingPathComponent("Screens/OrderFeature/Notes.txt"), encoding: .utf8) == "routes\n")
    }

    /// SwiftPM reads the edited manifests as archkit does, and the package builds and its
    /// tests, the new one among them, run.
    @Test(.slow, .requires(.swift)) func theEditedPackagesBuild() throws {
        let copy = try InitCommandTests.Copy("SeedLayers")
        let result = copy.run(["new", "feature", "Order", "--template", "domain-feature"])
        try #require(result.exitCode == ExitCode.success, "\(result.stderr)")
        let domain = copy.root.appendingPathComponent("Packages/Domain")
        let dump = try Shell.run(["swift", "package", "dump-package"], in: domain)
        let package = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any], "\(dump.stderr)")
        let targets = package["targets"] as? [[String: Any]] ?? []
        let order = try #require(targets.first { $0["name"] as? String == "OrderDomain" })
        #expect(order["path"] as? String == "Sources/Domain/OrderDomain")
        #expect(targets.contains { $0["name"] as? String == "OrderDomainTests" })
        let build = try Shell.run(["swift", "build", "--build-tests"], in: domain)
        #expect(build.status == 0, "\(build.stdout)\n\(build.stderr)")
    }
}
