import ArchRuleCatalogue
import ArchRulesFile
import ArchCore
import ArchTestSupport
import Foundation
import Testing
@testable import ArchAnalysis
@testable import ArchCommands

/// `archkit init` on real copies of the fixtures, their `.archrules` removed: the proposal must
/// recognise the fixture's style, leave the fixture clean, and still catch planted violations.
@Suite("archkit init")
struct InitCommandTests {
    /// A fixture copied into its own temporary folder without its `.archrules`. The folder
    /// lives as long as the value.
    struct Copy {
        let scratch: TemporaryDirectory
        let root: URL

        init(_ fixture: String) throws {
            scratch = try TemporaryDirectory(prefix: "archkit-init")
            root = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent(fixture), as: fixture)
            let rules = root.appendingPathComponent(".archrules")
            if FileManager.default.fileExists(atPath: rules.path) { try FileManager.default.removeItem(at: rules) }
        }

        init(files: [String: String]) throws {
            scratch = try TemporaryDirectory(prefix: "archkit-init")
            root = scratch.url.appendingPathComponent("repo")
            for (path, contents) in files { try scratch.write("repo/" + path, contents) }
        }

        var rulesFile: URL { root.appendingPathComponent(".archrules") }

        func run(_ arguments: [String]) -> CommandResult {
            CLI.run(arguments + ["--manifests", "static"], in: root)
        }

        func write(_ path: String, _ contents: String) throws {
            try scratch.write(root.lastPathComponent + "/" + path, contents)
        }

        /// The rules written, as archkit's own parser reads them.
        func writtenRules() throws -> ArchitectureRules {
            let bytes = [UInt8](try Data(contentsOf: rulesFile))
            return try ArchRulesParser.parse(bytes: bytes, file: ".archrules", vocabulary: RulesFile.vocabulary).get()
        }
    }

    static func initialise(_ copy: Copy, style: String) throws -> CommandResult {
        let result = copy.run(["init"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote .archrules: "), "\(result.stdout)")
        #expect(result.stdout.contains("(--style \(style))"), "\(result.stdout)")
        _ = try copy.writtenRules()
        return result
    }

    /// The rule ids of the check's findings, each once per finding.
    static func findings(_ result: CommandResult) -> [String] {
        result.stdout.split(separator: "\n").compactMap { line in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)...].dropLast())
        }
    }

    @Test func cleanLayersRoundTripOnTheEcommerceApp() throws {
        let copy = try Copy("EcommerceApp")
        let output = try Self.initialise(copy, style: "clean")
        // The first check is printed as check prints it: no error, only the 13 Service Locator
        // calls the fixture's own rules report too (the container's wrapper is not one).
        let check = copy.run(["check"])
        #expect(check.exitCode == ExitCode.success)
        #expect(Self.findings(check) == Array(repeating: "service-locator", count: 13))
        #expect(output.stdout.contains("\n\n" + check.stdout + "\nFindings today (13): service-locator 13.\nNext steps:\n"), "\(output.stdout)")
        let rules = try String(contentsOf: copy.rulesFile, encoding: .utf8)
        // The app shell is the Xcode project's app target: no module line is needed for it.
        #expect(!rules.contains("module MyEcommerce"), "\(rules)")
        #expect(rules.contains("layer App          = MyEcommerce"))
        #expect(rules.contains("allow App          -> *"))
        #expect(rules.contains("layer Utilities    = API Analytics PresentationCore Utils"))
        // Written as globs: SDK modules such as CoreData never fall into `*Data`.
        #expect(rules.contains("layer Data         = *Data\n"), "\(rules)")

        // A use case that imports UIKit and a Data module, a feature that imports another
        // feature and a Data module, and a manager.
        try copy.write("Packages/Domain/Sources/ProductDomain/Planted.swift", "import UIKit\nimport ProductData\n")
        try copy.write("Packages/Presentation/BasketFeature/Sources/BasketFeature/Planted.swift",
                       "import LoginFeature\nimport BasketData\n\nfinal class CheckoutManager {}\n")
        let planted = copy.run(["check"])
        #expect(planted.exitCode == ExitCode.violations)
        let errors = planted.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 5, "\(planted.stdout)")
        #expect(errors.contains { $0.contains("'ProductDomain' (Domain) imports 'UIKit'") && $0.hasSuffix("[layer-dependency]") })
        #expect(errors.contains { $0.contains("'ProductDomain' (Domain) imports 'ProductData' (Data)") && $0.hasSuffix("[layer-dependency]") })
        #expect(errors.contains { $0.contains("'BasketFeature' (Presentation) imports 'LoginFeature'") && $0.hasSuffix("[layer-dependency]") })
        #expect(errors.contains { $0.contains("'BasketFeature' (Presentation) imports 'BasketData' (Data)") && $0.hasSuffix("[layer-dependency]") })
        #expect(errors.contains { $0.contains("CheckoutManager") && $0.hasSuffix("[banned-name]") })
    }

    @Test func routeModulesRoundTrip() throws {
        let copy = try Copy("RouteModules")
        let output = try Self.initialise(copy, style: "route-module")
        #expect(output.stdout.contains("archkit: 0 errors, 0 warnings"))
        #expect(try copy.writtenRules().ruleSettings[RouteModuleDependencyRule.businessLayers].map(\.name) == ["Business"])
        try copy.write("Packages/HomeModule/Sources/HomeModule/Planted.swift", "import ProfileModule\n\nenum HomeHelper {}\n")
        let planted = copy.run(["check"])
        #expect(planted.exitCode == ExitCode.violations)
        let ids = Self.findings(planted)
        #expect(ids.contains("route-module-dependency"), "\(planted.stdout)")
        #expect(ids.contains("banned-name"))
        #expect(!ids.contains("layer-dependency"))
    }

    @Test func featureFoldersRoundTrip() throws {
        let copy = try Copy("FeatureLayers")
        let output = try Self.initialise(copy, style: "feature-layers")
        // The suppressed dto-placement finding of Arch/ is accepted, as under the fixture's rules.
        #expect(output.stdout.contains("archkit: 0 errors, 0 warnings in 54 files, 9 modules, 23 edges (9 references); 1 accepted: 1 suppressed"))
        let rules = try copy.writtenRules()
        #expect(rules.folderModules.map(\.name) == ["App", "Arch", "Cart", "Catalog", "Profile"])
        // A page that names a repository skips the service and the view model; one feature's
        // service that names another's repository goes around its door.
        try copy.write("ShopApp/Sources/Cart/Presentation/Page/Planted.swift", "struct PlantedPage {\n    let repository: CartRepository\n}\n")
        try copy.write("ShopApp/Sources/Profile/Service/Planted.swift", "struct PlantedService {\n    let repository: CatalogRepository\n}\n")
        let planted = copy.run(["check"])
        #expect(planted.exitCode == ExitCode.violations)
        let ids = Self.findings(planted)
        #expect(ids.contains("sublayer-dependency"), "\(planted.stdout)")
        #expect(ids.contains("layer-dependency"), "\(planted.stdout)")
    }

    @Test func looseFilesBesideTheFeaturesAreModulesOfTheirOwn() throws {
        let copy = try Copy("FeatureLayers")
        try copy.write("ShopApp/Loose.swift", "struct Loose {}\n")
        try copy.write("Top.swift", "struct Top {}\n")
        let output = try Self.initialise(copy, style: "feature-layers")
        #expect(output.stdout.contains("archkit: 0 errors, 0 warnings"), "\(output.stdout)")
        let rules = try copy.writtenRules()
        #expect(rules.folderModules.map { $0.paths.map(\.text) } == [["*.swift"], ["ShopApp/*.swift"], ["ShopApp/App"],
                                                                     ["ShopApp/Sources/Arch"], ["ShopApp/Sources/Cart"],
                                                                     ["ShopApp/Sources/Catalog"], ["ShopApp/Sources/Profile"]])
        #expect(rules.layers.first.map { $0.patterns.map(\.text) } == ["App"])
    }

    @Test func pluginUserRoundTrip() throws {
        let copy = try Copy("PluginUser")
        let output = try Self.initialise(copy, style: "clean")
        // The fixture's one deliberate finding, and nothing else; the next steps offer a baseline.
        #expect(Self.findings(output) == ["banned-name"])
        #expect(output.stdout.contains("archkit check --write-baseline archkit-baseline.json"))
        try copy.write("Sources/ShopDomain/Planted.swift", "import ShopData\n")
        let planted = copy.run(["check"])
        #expect(planted.stdout.contains("'ShopDomain' (Domain) imports 'ShopData' (Data)"), "\(planted.stdout)")
    }

    static let ranked: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Ranked", targets: [
            .target(name: "Core"),
            .target(name: "Store", dependencies: ["Core", "Sync"]),
            .target(name: "Sync", dependencies: ["Store"]),
            .target(name: "Screens", dependencies: ["Store"]),
        ])
        """,
        "Sources/Core/Core.swift": "public struct Core {}\n",
        "Sources/Store/Store.swift": "import Core\nimport Sync\n",
        "Sources/Sync/Sync.swift": "import Store\n",
        "Sources/Screens/Screens.swift": "import Store\n",
    ]

    @Test func anUnlayeredRepositoryGetsLayersFromItsRanks() throws {
        let copy = try Copy(files: Self.ranked)
        let output = try Self.initialise(copy, style: "ranks")
        let rules = try copy.writtenRules()
        #expect(rules.layers.map(\.name) == ["Rank2", "Rank1", "Rank0"])
        #expect(rules.layers.map { $0.patterns.map(\.text) } == [["Screens"], ["Store", "Sync"], ["Core"]])
        // The cycle shares a rank and is reported; nothing else is.
        #expect(Self.findings(output) == ["dependency-cycle"])
        #expect(output.stdout.contains("--write-baseline"))
        try copy.write("Sources/Core/Planted.swift", "import Screens\n")
        let planted = copy.run(["check"])
        #expect(planted.stdout.contains("'Core' (Rank0) imports 'Screens' (Rank2)"), "\(planted.stdout)")
    }

    @Test func printWritesNothingAndIsDeterministic() throws {
        let copy = try Copy("RouteModules")
        let first = copy.run(["init", "--print"])
        #expect(first.exitCode == ExitCode.success)
        #expect(first.stdout.hasPrefix("# Proposed by `archkit init`: Route + Module packages."))
        #expect(!FileManager.default.fileExists(atPath: copy.rulesFile.path))
        #expect(copy.run(["init", "--print"]).stdout == first.stdout)
        _ = try Self.initialise(copy, style: "route-module")
        #expect(try String(contentsOf: copy.rulesFile, encoding: .utf8) == first.stdout)
    }

    @Test func anExistingRulesFileIsKeptUnlessForced() throws {
        let copy = try Copy("PluginUser")
        try copy.write(".archrules", "# mine\n")
        let refused = copy.run(["init"])
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr == "error: .archrules already exists; pass --force to replace it, or --print to see the proposal without writing\n")
        #expect(try String(contentsOf: copy.rulesFile, encoding: .utf8) == "# mine\n")
        // The proposal ignores the rules it would replace.
        let printed = copy.run(["init", "--print"])
        #expect(printed.stdout.contains("layer Domain = *Domain"))
        let forced = copy.run(["init", "--force"])
        #expect(forced.exitCode == ExitCode.success, "\(forced.stderr)")
        #expect(try String(contentsOf: copy.rulesFile, encoding: .utf8) == printed.stdout)
        #expect(copy.run(["init", "--print", "--force"]).exitCode == ExitCode.usage)
    }

    /// A folder named like an Apple SDK module (snapshot inputs under `Snapshots/SwiftUI`)
    /// never becomes `module SwiftUI`, which every `import SwiftUI` would then point at, even
    /// where nothing imports SwiftUI yet; nor does one named like another module.
    @Test func aProposedModuleNeverShadowsAnSDKModuleOrAnotherModule() throws {
        let copy = try Copy(files: [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit"), .target(name: "SnapshotSupport", path: "Snapshots/Support"), .target(name: "Runner", path: "Tools/Runner"),
                ])

                """,
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Snapshots/Support/Support.swift": "public struct Support {}\n",
            "Tools/Runner/Runner.swift": "public struct Runner {}\n",
            "Snapshots/SwiftUI/Button.swift": "struct ButtonSnapshot {}\n",
            "Tools/Kit/Run.swift": "struct Run {}\n",
        ])
        let printed = copy.run(["init", "--print"])
        #expect(printed.exitCode == ExitCode.success, "\(printed.stderr)")
        #expect(!printed.stdout.contains("module SwiftUI "), "\(printed.stdout)")
        #expect(!printed.stdout.contains("module Kit "), "\(printed.stdout)")
        #expect(printed.stdout.contains("= Snapshots/SwiftUI"), "\(printed.stdout)")
    }

    /// Day one is green: `init --write-baseline` records the first check's findings, and a
    /// check against that baseline reports none of them; the next steps say how CI runs it.
    @Test func initRecordsTodaysFindingsAsABaseline() throws {
        let copy = try Copy("EcommerceApp")
        let result = copy.run(["init", "--write-baseline", "archkit-baseline.json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("to the baseline archkit-baseline.json"), "\(result.stdout)")
        #expect(result.stdout.contains("archkit check --baseline archkit-baseline.json"), "\(result.stdout)")
        #expect(result.stdout.contains("Recorded in the baseline (13): service-locator 13.\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("Findings today"), "\(result.stdout)")
        let baseline = try String(contentsOf: copy.root.appendingPathComponent("archkit-baseline.json"), encoding: .utf8)
        #expect(baseline.contains("service-locator"))
        let check = copy.run(["check", "--baseline", "archkit-baseline.json", "--strict"])
        #expect(check.exitCode == ExitCode.success, "\(check.stdout)")
        #expect(check.stdout.contains("archkit: 0 errors, 0 warnings"), "\(check.stdout)")
        #expect(copy.run(["init", "--print", "--write-baseline", "b.json"]).exitCode == ExitCode.usage)
    }

    /// Swift files that tests read as data (a `Fixtures` folder, `Inputs` below the tests) are
    /// not architecture: they are proposed as `exclude` lines, never as modules, and the check
    /// after `init` reports nothing about them.
    @Test func testInputsAreExcludedNotModules() throws {
        let copy = try Copy(files: [
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\n",
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Fixtures/Broken/Input.swift": "final class InputManager {}\n",
            "Fixtures/Other/Case.swift": "import Kit\n",
            "Scripts/Inputs/Thing.swift": "struct Thing {}\n",
            "App/Main.swift": "import Kit\n",
        ])
        let printed = copy.run(["init", "--print"])
        #expect(printed.stdout.contains("exclude Fixtures\n"), "\(printed.stdout)")
        #expect(printed.stdout.contains("exclude Scripts/Inputs\n"), "\(printed.stdout)")
        #expect(printed.stdout.contains("# Fixtures: 2 Swift files that tests read as data"), "\(printed.stdout)")
        #expect(!printed.stdout.contains("= Fixtures"), "\(printed.stdout)")
        #expect(printed.stdout.contains("module App"), "\(printed.stdout)")
        let written = copy.run(["init"])
        #expect(!written.stdout.contains("Fixtures/"), "\(written.stdout)")
        #expect(!written.stdout.contains("Scripts/Inputs/"), "\(written.stdout)")
    }

    /// A folder of test code, whatever its own name (`Tests/Snapshot`), goes into the Tests
    /// layer: never a rank or a product layer of its own.
    @Test func aFolderBelowTestsIsNeverAProductModule() throws {
        let copy = try Copy(files: [
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "Kit"), .target(name: "Feed", dependencies: ["Kit"]), .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ])

                """,
            "Sources/Kit/Kit.swift": "public struct Kit {}\n",
            "Sources/Feed/Feed.swift": "import Kit\n",
            "Tests/KitTests/KitTests.swift": "import Kit\n",
            "App/Main.swift": "import Feed\nimport Kit\n",
            "Tests/Snapshot/FeedSnapshot.swift": "import Feed\n",
        ])
        let printed = copy.run(["init", "--print"])
        #expect(printed.exitCode == ExitCode.success, "\(printed.stderr)")
        let layers = printed.stdout.split(separator: "\n").filter { $0.hasPrefix("layer ") }
        #expect(layers.contains { $0.hasPrefix("layer Tests") && $0.contains("Snapshot") }, "\(printed.stdout)")
        #expect(!layers.contains { !$0.hasPrefix("layer Tests") && $0.contains("Snapshot") }, "\(printed.stdout)")
    }

    @Test func aLinkIsNotReplacedEvenWithForce() throws {
        let copy = try Copy("PluginUser")
        try copy.write("elsewhere.txt", "keep\n")
        try FileManager.default.createSymbolicLink(atPath: copy.rulesFile.path, withDestinationPath: "elsewhere.txt")
        let refused = copy.run(["init", "--force"])
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr.contains(".archrules is a symbolic link"))
        #expect(try String(contentsOf: copy.root.appendingPathComponent("elsewhere.txt"), encoding: .utf8) == "keep\n")
    }

    @Test func aStyleTypoGetsASuggestion() throws {
        let copy = try Copy("PluginUser")
        let result = copy.run(["init", "--style", "clen"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.contains("did you mean 'clean'?"), "\(result.stderr)")
    }

    @Test func aForcedStyleThatDoesNotFitIsRefused() throws {
        let copy = try Copy("FeatureLayers")
        let result = copy.run(["init", "--style", "route-module"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: --style route-module does not fit this repository: no module's name ends in 'Module', so there are no business modules\n")
        #expect(!FileManager.default.fileExists(atPath: copy.rulesFile.path))
        // A style that fits may be forced over the recognised one.
        let ranks = copy.run(["init", "--style", "ranks", "--print"])
        #expect(ranks.exitCode == ExitCode.success)
        #expect(ranks.stdout.contains("Proposed by `archkit init`: layers from dependency ranks."))
    }

    @Test func featuresThatAreTargetsAndAnAppWithTestsBesideIt() throws {
        var files = [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Arch"),
                .target(name: "Catalog", dependencies: ["Arch"]),
                .target(name: "Cart", dependencies: ["Arch"]),
                .executableTarget(name: "ShopApp", dependencies: ["Catalog", "Cart", "Arch"]),
            ])
            """,
            "Sources/Arch/Log.swift": "public struct Log {}\n",
            "Sources/ShopApp/main.swift": "import Catalog\nimport Cart\nimport Arch\n",
            // An Xcode test folder beside the package: a folder module in the Tests layer.
            "ShopAppTests/ShopTests.swift": "import XCTest\n@testable import Catalog\n",
        ]
        for feature in ["Catalog", "Cart"] {
            for folder in ["Api", "Domain/DTO", "Repository", "Di", "Presentation/ViewModel", "Presentation/Page"] {
                files["Sources/\(feature)/\(folder)/.gitkeep"] = ""
            }
            files["Sources/\(feature)/Service/\(feature)Service.swift"] = "import Arch\npublic protocol \(feature)Service {}\n"
        }
        let copy = try Copy(files: files)
        let output = try Self.initialise(copy, style: "feature-layers")
        #expect(output.stdout.contains("archkit: 0 errors, 0 warnings"), "\(output.stdout)")
        let rules = try copy.writtenRules()
        #expect(rules.folderModules.map(\.name) == ["ShopAppTests"])
        #expect(rules.layers.map(\.name) == ["App", "Features", "Infrastructure", "Tests"])
        #expect(rules.layers.map { $0.patterns.map(\.text) } == [["ShopApp"], ["Cart", "Catalog"], ["Arch"], ["*Tests"]])
    }
}
