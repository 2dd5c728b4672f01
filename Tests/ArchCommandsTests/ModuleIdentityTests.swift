import ArchAnalysis
import ArchCommands
import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing

/// A module is its package or project and its name: modules of one name in several containers
/// stay apart, each import of that name means the module of the importing target's build, and
/// a file that several Xcode targets compile belongs to all of them. Each test builds its
/// repository in its own temporary folder.
@Suite("Module identity")
struct ModuleIdentityTests {
    static func manifest(_ name: String, _ targets: String) -> String {
        "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [\(targets)])\n"
    }

    static func owners(_ graph: ModuleGraph) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.modules) })
    }

    static func edges(_ graph: ModuleGraph, _ kind: EdgeKind) -> Set<String> {
        Set(graph.edges.filter { $0.kind == kind }.map { "\($0.from) -> \($0.to)" })
    }

    /// The root package and an examples package both declare `Shared`: today's large packages
    /// do this with `package-info` and the like.
    @Test func twoPackagesDeclaringOneNameGiveTwoModulesEachImportedInItsOwnPackage() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-identity")
        _ = try scratch.write("Package.swift", Self.manifest("Root", ".target(name: \"Shared\"), .target(name: \"App\", dependencies: [\"Shared\"])"))
        _ = try scratch.write("Sources/Shared/Shared.swift", "public struct Shared {}\n")
        _ = try scratch.write("Sources/App/App.swift", "import Shared\n")
        _ = try scratch.write("Examples/Package.swift", Self.manifest("Examples", ".target(name: \"Shared\"), .executableTarget(name: \"Demo\")"))
        _ = try scratch.write("Examples/Sources/Shared/Example.swift", "public struct Example {}\n")
        _ = try scratch.write("Examples/Sources/Demo/main.swift", "import Shared\n")
        let analysis = try CLI.analyze(scratch.url, mode: .static)
        let graph = analysis.graph
        #expect(Self.owners(graph) == [
            "Sources/Shared/Shared.swift": ["Root/Shared"], "Sources/App/App.swift": ["App"],
            "Examples/Sources/Shared/Example.swift": ["Examples/Shared"], "Examples/Sources/Demo/main.swift": ["Demo"],
        ])
        #expect(graph.module(named: "Root/Shared")?.importName == "Shared")
        #expect(graph.module(named: "Shared") == nil)
        #expect(Self.edges(graph, .import) == ["App -> Root/Shared", "Demo -> Examples/Shared"])
        #expect(Self.edges(graph, .manifest) == ["App -> Root/Shared"])
        #expect(analysis.diagnostics.filter { $0.ruleID == "duplicate-module" }.isEmpty)
        // Demo imports its own package's Shared without declaring it: that finding, and no other.
        let implicit = analysis.diagnostics.filter { $0.ruleID == "implicit-dependency" }
        #expect(implicit.map { $0.location?.file } == ["Examples/Sources/Demo/main.swift"])
        #expect(implicit.first?.message.contains("Examples/Shared") == true, "\(implicit.map(\.message))")
    }

    /// An Xcode app `App` beside a server package whose executable is `App` as well: the app's
    /// files stay the app's, and neither build's imports reach into the other.
    @Test func anXcodeTargetAndAPackageTargetOfOneNameAreTwoModules() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-identity")
        _ = try scratch.write("App/App.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
            target: "App", productType: "com.apple.product-type.application"))
        _ = try scratch.write("App/Sources/AppMain.swift", "import SwiftUI\n\nstruct AppMain {}\n")
        _ = try scratch.write("Server/Package.swift", Self.manifest("Server", ".target(name: \"Routes\"), .executableTarget(name: \"App\", dependencies: [\"Routes\"])"))
        _ = try scratch.write("Server/Sources/Routes/Routes.swift", "public struct Routes {}\n")
        _ = try scratch.write("Server/Sources/App/main.swift", "import Routes\n")
        let analysis = try CLI.analyze(scratch.url, mode: .static)
        let graph = analysis.graph
        #expect(Self.owners(graph)["App/Sources/AppMain.swift"] == ["App.xcodeproj/App"])
        #expect(Self.owners(graph)["Server/Sources/App/main.swift"] == ["Server/App"])
        #expect(graph.module(named: "App.xcodeproj/App")?.kind == .executable)
        #expect(graph.module(named: "Server/App")?.package == "Server")
        #expect(Self.edges(graph, .import) == ["App.xcodeproj/App -> SwiftUI", "Server/App -> Routes"])
        let reported = analysis.diagnostics.filter { ["implicit-dependency", "unused-dependency", "duplicate-module"].contains($0.ruleID) }
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(graph.formerNames["Server/App"] == "App")
    }

    /// Within one package a `module` line cannot take a target's name apart from the target:
    /// still a clash, reported where the line is.
    @Test func aModuleLineTakingATargetsNameIsStillAClash() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-identity")
        _ = try scratch.write("Package.swift", Self.manifest("Root", ".target(name: \"Shared\")"))
        _ = try scratch.write("Sources/Shared/Shared.swift", "public struct Shared {}\n")
        _ = try scratch.write("Shell/Start.swift", "struct Start {}\n")
        _ = try scratch.write(".archrules", "module Shared = Shell/**\n")
        let analysis = try CLI.analyze(scratch.url, mode: .static)
        let clashes = analysis.diagnostics.filter { $0.ruleID == "duplicate-module" }
        #expect(clashes.map { $0.location?.file } == [".archrules"])
        #expect(analysis.graph.module(named: "Shared")?.kind == .regular)
    }

    /// An `except` line written with the plain name still covers the qualified module; one
    /// written with the qualified name covers it too.
    @Test func anExceptionNamingThePlainNameCoversTheQualifiedModule() throws {
        for operand in ["App", "Server/App"] {
            let scratch = try TemporaryDirectory(prefix: "archkit-identity")
            _ = try scratch.write("Server/Package.swift", Self.manifest("Server", ".target(name: \"Routes\"), .executableTarget(name: \"App\")"))
            _ = try scratch.write("Server/Sources/Routes/Routes.swift", "public struct Routes {}\n")
            _ = try scratch.write("Server/Sources/App/main.swift", "import Routes\n")
            _ = try scratch.write("App/App.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
                target: "App", productType: "com.apple.product-type.application"))
            _ = try scratch.write("App/Sources/AppMain.swift", "struct AppMain {}\n")
            _ = try scratch.write(".archrules", "except \(operand) -> Routes owner @server expires 2099-01-01 \"declared with the next release\"\n")
            let analysis = try CLI.analyze(scratch.url, mode: .static)
            #expect(!analysis.diagnostics.contains { $0.ruleID == "implicit-dependency" || $0.ruleID == "exception-stale" },
                    "\(operand): \(analysis.diagnostics.map(\.message))")
            #expect(analysis.document.accepted.map { $0.finding.ruleID } == ["implicit-dependency"], "\(operand)")
        }
    }

    /// `layer Data = *Data` means the repository's data modules: CoreData and SwiftData are
    /// placed only by a pattern that names them exactly.
    @Test func aLayerGlobDoesNotCaptureAnSDKModule() throws {
        for (rules, expected) in [("", nil), ("layer Storage = CoreData\n", "Storage")] as [(String, String?)] {
            let scratch = try TemporaryDirectory(prefix: "archkit-identity")
            _ = try scratch.write("Package.swift", Self.manifest("Shop", ".target(name: \"CartDomain\"), .target(name: \"CartData\", dependencies: [\"CartDomain\"])"))
            _ = try scratch.write("Sources/CartDomain/Cart.swift", "import CoreData\nimport SwiftData\n")
            _ = try scratch.write("Sources/CartData/Store.swift", "import CartDomain\n")
            _ = try scratch.write(".archrules", rules + "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
            let analysis = try CLI.analyze(scratch.url, mode: .static)
            #expect(analysis.graph.module(named: "CartData")?.layer == "Data")
            #expect(analysis.graph.module(named: "CoreData")?.layer == expected, "\(rules)")
            #expect(analysis.graph.module(named: "SwiftData")?.layer == nil)
            #expect(!analysis.diagnostics.contains { $0.ruleID == "layer-dependency" && $0.message.contains("(Data)") },
                    "\(analysis.diagnostics.map(\.message))")
        }
    }

    /// `Shared/` is compiled by an iPhone app and a watch app; the watch app has tests.
    static func sharedFileProject(in scratch: TemporaryDirectory) throws {
        _ = try scratch.write("Apps.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tAA0000000000000000000001 = { isa = PBXProject; mainGroup = AA0000000000000000000002; targets = (AA0000000000000000000004, AA0000000000000000000005, AA0000000000000000000006); };
        \t\tAA0000000000000000000002 = { isa = PBXGroup; children = (AA0000000000000000000003, AA0000000000000000000007); sourceTree = "<group>"; };
        \t\tAA0000000000000000000003 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
        \t\tAA0000000000000000000007 = { isa = PBXFileSystemSynchronizedRootGroup; path = WatchTests; sourceTree = "<group>"; };
        \t\tAA0000000000000000000004 = { isa = PBXNativeTarget; name = Phone; fileSystemSynchronizedGroups = (AA0000000000000000000003); productType = "com.apple.product-type.application"; };
        \t\tAA0000000000000000000005 = { isa = PBXNativeTarget; name = Watch; fileSystemSynchronizedGroups = (AA0000000000000000000003); productType = "com.apple.product-type.application"; };
        \t\tAA0000000000000000000006 = { isa = PBXNativeTarget; name = WatchTests; fileSystemSynchronizedGroups = (AA0000000000000000000007); dependencies = (AA0000000000000000000008); productType = "com.apple.product-type.bundle.unit-test"; };
        \t\tAA0000000000000000000008 = { isa = PBXTargetDependency; targetProxy = AA0000000000000000000009; };
        \t\tAA0000000000000000000009 = { isa = PBXContainerItemProxy; remoteInfo = Watch; };
        \t};
        \trootObject = AA0000000000000000000001;
        }

        """)
        _ = try scratch.write("Shared/Model.swift", "import CoreLocation\n\nstruct Model {}\n")
        _ = try scratch.write("WatchTests/WatchTests.swift", "import Watch\n")
    }

    @Test func aFileTwoTargetsCompileBelongsToBothAndChangingItAffectsBoth() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-identity")
        try Self.sharedFileProject(in: scratch)
        let analysis = try CLI.analyze(scratch.url, mode: .static)
        #expect(Self.owners(analysis.graph)["Shared/Model.swift"] == ["Phone", "Watch"])
        #expect(Self.edges(analysis.graph, .import).isSuperset(of: ["Phone -> CoreLocation", "Watch -> CoreLocation"]))
        let impact = analysis.changeImpact(of: ["Shared/Model.swift"])
        #expect(impact.changedModules == ["Phone", "Watch"])
        #expect(impact.files.map(\.modules) == [["Phone", "Watch"]])
        #expect(impact.tests == ["WatchTests"])
    }

    /// A baseline written when the server's `App` was the only `App` keeps accepting its
    /// finding once an Xcode app of that name makes it `Server/App`.
    @Test func aBaselineWrittenBeforeAModuleWasQualifiedStillMatches() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-identity")
        _ = try scratch.write("Server/Package.swift", Self.manifest("Server", ".target(name: \"Routes\"), .executableTarget(name: \"App\")"))
        _ = try scratch.write("Server/Sources/Routes/Routes.swift", "public struct Routes {}\n")
        _ = try scratch.write("Server/Sources/App/main.swift", "import Routes\n")
        let root = scratch.url.path
        let written = CLI.run(["check", root, "--manifests", "static", "--write-baseline", "baseline.json"], in: scratch.url)
        #expect(written.exitCode == ExitCode.success, "\(written.stdout)\(written.stderr)")
        let baseline = try String(contentsOf: scratch.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"App\""))

        _ = try scratch.write("App/App.xcodeproj/project.pbxproj", XcodeWorkspaceInputTests.project(
            target: "App", productType: "com.apple.product-type.application"))
        _ = try scratch.write("App/Sources/AppMain.swift", "struct AppMain {}\n")
        let unbaselined = CLI.run(["check", root, "--manifests", "static", "--format", "json"], in: scratch.url)
        #expect(unbaselined.stdout.contains("Server/App"), "\(unbaselined.stdout)")
        let judged = CLI.run(["check", root, "--manifests", "static", "--baseline", "baseline.json", "--strict"], in: scratch.url)
        #expect(judged.exitCode == ExitCode.success, "\(judged.stdout)\(judged.stderr)")
        #expect(!judged.stdout.contains("baseline-stale"), "\(judged.stdout)")
    }
}
