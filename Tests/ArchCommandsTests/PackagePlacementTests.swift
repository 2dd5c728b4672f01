import ArchCore
import ArchTestSupport
import Foundation
import Testing
@testable import ArchCommands

/// `archkit new` in a plain SwiftPM package: a feature lands inside a target's folder or
/// becomes a target, templates name what they build on before writing, and a new manifest
/// takes its tools version from its neighbours.
@Suite("New in a plain package")
struct PackagePlacementTests {
    /// What `swift package init --type library --name Shop` writes, with a second target
    /// when asked.
    static func package(targets: [String] = ["Shop"]) throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        let declared = targets.map { ".target(name: \"\($0)\")," }.joined(separator: "\n        ")
        try repository.write("Package.swift", """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Shop",
            products: [
                .library(name: "Shop", targets: ["Shop"]),
            ],
            targets: [
                \(declared)
                .testTarget(name: "ShopTests", dependencies: ["Shop"]),
            ]
        )

        """)
        for target in targets { try repository.write("Sources/\(target)/\(target).swift", "public struct \(target) {}\n") }
        try repository.write("Tests/ShopTests/ShopTests.swift", "import Testing\n@testable import Shop\n")
        return repository
    }

    static func new(_ arguments: [String], in repository: TemporaryDirectory) -> CommandResult {
        CLI.run(["new"] + arguments + ["--manifests", "static"], in: repository.url)
    }

    static func exists(_ path: String, in repository: TemporaryDirectory) -> Bool {
        FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(path).path)
    }

    @Test func aFeatureGoesIntoThePackagesOnlyTarget() throws {
        let repository = try Self.package()
        let result = Self.new(["feature", "Order"], in: repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(Self.exists("Sources/Shop/Order/Service/OrderService.swift", in: repository))
        #expect(!Self.exists("Sources/Order", in: repository))
        #expect(result.stdout.contains("Order is part of target Shop (Sources/Shop/Order)"))
        // Every new file is the target's: nothing is left for `unowned-sources`.
        let analysis = try CLI.analyze(repository.url, mode: .static)
        #expect(analysis.graph.unownedFiles.isEmpty)
        #expect(analysis.graph.files.filter { $0.path.hasPrefix("Sources/Shop/Order/") }.allSatisfy { $0.module == "Shop" })
    }

    @Test func severalTargetsAskForOneAndWriteNothing() throws {
        let repository = try Self.package(targets: ["Shop", "ShopUI"])
        let before = try Data(contentsOf: repository.url.appendingPathComponent("Package.swift"))
        let refused = Self.new(["feature", "Order"], in: repository)
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr == "error: Sources/Order would belong to no target of Package.swift, so it would compile nowhere "
                + "and archkit would check nothing in it; nothing was written. Put it inside a target with --target (Shop, ShopUI), "
                + "or make it a new target with --new-target.\n")
        #expect(!Self.exists("Sources/Order", in: repository))
        #expect(try Data(contentsOf: repository.url.appendingPathComponent("Package.swift")) == before)

        let typo = Self.new(["feature", "Order", "--target", "ShoUI"], in: repository)
        #expect(typo.exitCode == ExitCode.usage)
        #expect(typo.stderr.contains("--target ShoUI: no such target; did you mean 'ShopUI'?"))

        let chosen = Self.new(["feature", "Order", "--target", "ShopUI"], in: repository)
        #expect(chosen.exitCode == ExitCode.success, "\(chosen.stderr)")
        #expect(Self.exists("Sources/ShopUI/Order/Presentation/Page/OrderViewController.swift", in: repository))
    }

    @Test func aNewTargetIsAddedToTheManifestThatSwiftPMReads() throws {
        let repository = try Self.package(targets: ["Shop", "ShopUI"])
        let result = Self.new(["feature", "Order", "--new-target"], in: repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("Edited Package.swift: added target Order"))
        #expect(result.stdout.contains("Order is a new target of Package.swift."))
        let analysis = try CLI.analyze(repository.url, mode: .static)
        let order = try #require(analysis.graph.module(named: "Order"))
        #expect(order.path == "Sources/Order")
        #expect(analysis.graph.unownedFiles.isEmpty)
        guard Prerequisite.swift.isPresent() else { return }
        // SwiftPM, not archkit's own reading, decides that the edited manifest declares it.
        let dump = try Shell.run(["swift", "package", "dump-package"], in: repository.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let names = (json["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("Order"))
    }

    @Test func placementOptionsThatContradictEachOtherAreRefused() throws {
        let repository = try Self.package()
        let both = Self.new(["feature", "Order", "--target", "Shop", "--new-target"], in: repository)
        #expect(both.exitCode == ExitCode.usage)
        #expect(both.stderr.contains("choose one"))
        let inside = Self.new(["feature", "Order", "--into", "Sources/Shop", "--new-target"], in: repository)
        #expect(inside.exitCode == ExitCode.usage)
        #expect(inside.stderr.contains("is inside the folder of target 'Shop'"))
        let beside = Self.new(["feature", "Order", "--into", "Sources"], in: repository)
        #expect(beside.exitCode == ExitCode.usage)
        #expect(beside.stderr.contains("Sources/Order would belong to no target of Package.swift"))
        #expect(!Self.exists("Sources/Order", in: repository))
        let module = Self.new(["module", "Order", "--template", "route-module", "--target", "Shop"], in: repository)
        #expect(module.exitCode == ExitCode.usage)
        #expect(module.stderr.contains("writes its own package targets"))
    }

    @Test func outsideEveryPackageTheFeatureGoesWhereItWasPlanned() throws {
        let repository = try TemporaryDirectory()
        try repository.write("App/Sources/Home/Home.swift", "struct Home {}\n")
        let result = Self.new(["feature", "Order"], in: repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(Self.exists("App/Sources/Order/Api/OrderApi.swift", in: repository))
        #expect(!result.stdout.contains("is part of target"))
    }

    @Test func aTemplateNamesWhatItBuildsOnBeforeWritingAnything() throws {
        let repository = try Self.package()
        let result = Self.new(["module", "Order", "--template", "route-module"], in: repository)
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasPrefix("error: template 'route-module' builds on what this repository does not have yet; nothing was written. Missing:\n"
                                        + "  Packages/AppRouting/Package.swift: the routing package"))
        #expect(result.stderr.contains("  Packages/AppModuleFacade/Package.swift: the module facade package"))
        #expect(!Self.exists("Packages", in: repository))
        // The dry run says so too.
        #expect(Self.new(["module", "Order", "--template", "route-module", "--dry-run"], in: repository).exitCode == ExitCode.usage)
    }

    @Test func aNewPackageTakesTheToolsVersionOfThePackagesBesideIt() throws {
        let repository = try Self.package()
        for (name, version) in [("AppRouting", "5.10"), ("AppModuleFacade", "5.9")] {
            try repository.write("Packages/\(name)/Package.swift", """
            // swift-tools-version:\(version)
            import PackageDescription
            let package = Package(name: "\(name)", targets: [.target(name: "\(name)")])

            """)
            try repository.write("Packages/\(name)/Sources/\(name)/\(name).swift", "public struct \(name) {}\n")
        }
        let result = Self.new(["module", "Order", "--template", "route-module"], in: repository)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let manifest = try String(contentsOf: repository.url.appendingPathComponent("Packages/OrderModule/Package.swift"), encoding: .utf8)
        #expect(manifest.hasPrefix("// swift-tools-version: 5.10\n"))
    }

    @Test func withoutNeighboursTheToolsVersionIsTheToolchains() throws {
        let repository = try TemporaryDirectory()
        let choice = NewPackageSiblings(root: repository.url, runner: SystemProcessRunner())
        #expect(choice.besideOrAround("Packages") == nil)
        try repository.write("Package.swift", "// swift-tools-version: 5.8\nimport PackageDescription\n")
        #expect(choice.besideOrAround("Packages")?.toolsVersion == "5.8")
        #expect(NewPackageSiblings.languageVersion(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n")?.description == "6.3")
        #expect(NewPackageSiblings.languageVersion(in: "swift-driver version: 1.115 Apple Swift version 6.0.3 (swiftlang-6.0.3.1.10 clang-1600.0.30.1)")?.description == "6.0")
        #expect(NewPackageSiblings.languageVersion(in: "Swift version 6 (swift-6-RELEASE)")?.description == "6.0")
        #expect(NewPackageSiblings.languageVersion(in: "no version here") == nil)
        guard Prerequisite.swift.isPresent() else { return }
        let running = try #require(choice.toolchain())
        let reported = try Shell.run(["swift", "--version"]).stdout
        #expect(reported.contains("Swift version \(running.major).\(running.minor)"))
    }
}
