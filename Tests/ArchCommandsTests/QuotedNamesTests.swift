import ArchAnalysis
@testable import ArchCommands
import ArchModuleGraph
import ArchCore
import ArchTestSupport
import Foundation
import Testing

/// Names and paths with spaces, as real repositories have them (a folder `End of Year`, an
/// Xcode target `Pocket Casts Watch App`): what `init` and the hints write is quoted, reads
/// back as the same names, and leaves no finding caused by the line itself.
@Suite("Names and paths with spaces")
struct QuotedNamesTests {
    /// A package target in `podcasts/End of Year/Intro`, and Swift files no target owns in
    /// `podcasts/End of Year/Stories`, which use it.
    static func endOfYear() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Podcasts", targets: [.target(name: "Intro", path: "podcasts/End of Year/Intro")])
        """)
        try repository.write("podcasts/End of Year/Intro/Intro.swift", "public struct Intro {}\n")
        try repository.write("podcasts/End of Year/Stories/Story.swift", "import Intro\n\nstruct Story { let intro: Intro }\n")
        try repository.write("podcasts/End of Year/Stories/Pages/Page.swift", "struct Page {}\n")
        return repository
    }

    /// The rule ids of the findings `check` prints, but for the module name the watch app's
    /// project leaves to Xcode, which is the point of that project.
    static func ruleIDs(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)...].dropLast())
        }.filter { $0 != "unresolved-module-name" }
    }

    @Test func initQuotesAFolderWithSpacesAndTheCheckAfterItIsClean() throws {
        let repository = try Self.endOfYear()
        let written = CLI.run(["init", "--manifests", "static"], in: repository.url)
        #expect(written.exitCode == ExitCode.success, "\(written.stderr)")
        let rules = try String(contentsOf: repository.url.appendingPathComponent(".archrules"), encoding: .utf8)
        #expect(rules.contains("module Stories = \"podcasts/End of Year/Stories\"\n"), "\(rules)")
        let check = CLI.run(["check", "--manifests", "static"], in: repository.url)
        #expect(!Self.ruleIDs(check.stdout).contains("unmatched-pattern"), "\(check.stdout)")
        #expect(!Self.ruleIDs(check.stdout).contains("unowned-sources"), "\(check.stdout)")
        #expect(check.exitCode == ExitCode.success, "\(check.stdout)\(check.stderr)")
        let graph = try CLI.analyze(repository.url, mode: .static).graph
        #expect(graph.files.filter { $0.path.hasPrefix("podcasts/End of Year/Stories/") }.map(\.module) == ["Stories", "Stories"])
    }

    @Test func theUnownedSourcesHintCanBePastedAsItIs() throws {
        let repository = try Self.endOfYear()
        let check = CLI.run(["check", "--manifests", "static"], in: repository.url)
        let finding = try #require(check.stdout.split(separator: "\n").first { $0.hasSuffix("[unowned-sources]") })
        #expect(finding.contains("`module Stories = \"podcasts/End of Year/Stories\"` to .archrules"), "\(finding)")
        #expect(finding.contains("`exclude \"podcasts/End of Year/Stories\"` if it is not part of the product"), "\(finding)")
        // Each proposed line, pasted as it is, silences the finding and matches what it names.
        let lines = finding.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let proposed = lines.filter { $0.hasPrefix("module ") || $0.hasPrefix("exclude ") }
        #expect(proposed.count == 2, "\(lines)")
        for line in proposed {
            try repository.write(".archrules", line + "\n")
            let after = CLI.run(["check", "--manifests", "static"], in: repository.url)
            #expect(!Self.ruleIDs(after.stdout).contains("unowned-sources"), "\(line): \(after.stdout)")
            #expect(!Self.ruleIDs(after.stdout).contains("unmatched-pattern"), "\(line): \(after.stdout)")
            #expect(after.exitCode == ExitCode.success, "\(line): \(after.stdout)\(after.stderr)")
        }
    }

    /// An Xcode project whose app target is `Pocket Casts Watch App`, in the folder `Watch App`,
    /// using the framework target `PodcastsKit`. Its product name comes from a setting only
    /// Xcode knows, so the target's name, spaces and all, names its module.
    static func watchApp() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        try repository.write("Watch App/WatchApp.swift", "import PodcastsKit\n\nstruct WatchRoot { let player: Player }\n")
        try repository.write("Kit/Player.swift", "public struct Player {}\n")
        try repository.write("Podcasts.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (W, K); };
            \t\tM = { isa = PBXGroup; children = (GW, GK); sourceTree = "<group>"; };
            \t\tGW = { isa = PBXFileSystemSynchronizedRootGroup; path = "Watch App"; sourceTree = "<group>"; };
            \t\tGK = { isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
            \t\tW = { isa = PBXNativeTarget; name = "Pocket Casts Watch App"; buildConfigurationList = WL; dependencies = (D); fileSystemSynchronizedGroups = (GW); productType = "com.apple.product-type.application"; };
            \t\tWL = { isa = XCConfigurationList; buildConfigurations = (WR); defaultConfigurationName = Release; };
            \t\tWR = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = "$(APP_DISPLAY_NAME)"; }; };
            \t\tD = { isa = PBXTargetDependency; target = K; };
            \t\tK = { isa = PBXNativeTarget; name = PodcastsKit; fileSystemSynchronizedGroups = (GK); productType = "com.apple.product-type.framework"; };
            \t};
            \trootObject = P;
            }

            """)
        return repository
    }

    @Test func aTargetNameWithSpacesWorksInLayerAllowForbidAndExceptLines() throws {
        let repository = try Self.watchApp()
        let graph = try CLI.analyze(repository.url).graph
        #expect(graph.module(named: "Pocket Casts Watch App") != nil)

        try repository.write(".archrules", """
            layer Watch = "Pocket Casts Watch App"
            layer Kit   = PodcastsKit
            allow Watch -> Kit
            forbid "Pocket Casts Watch App" -> CoreData

            """)
        let allowed = CLI.run(["check"], in: repository.url)
        #expect(allowed.exitCode == ExitCode.success, "\(allowed.stdout)\(allowed.stderr)")
        #expect(Self.ruleIDs(allowed.stdout).isEmpty, "\(allowed.stdout)")

        // Without the allowance the dependency is a finding about the quoted name, which an
        // exception naming it in quotes accepts.
        try repository.write(".archrules", """
            layer Watch = "Pocket Casts Watch App"
            layer Kit   = PodcastsKit
            except "Pocket Casts Watch App" -> PodcastsKit owner @watch expires 2999-12-31 "the kit moves into a package"

            """)
        let excepted = CLI.run(["check"], in: repository.url)
        #expect(excepted.exitCode == ExitCode.success, "\(excepted.stdout)\(excepted.stderr)")
        #expect(Self.ruleIDs(excepted.stdout).isEmpty, "\(excepted.stdout)")
        // The dependency is declared in the project and imported: one finding, which the line accepts.
        #expect(excepted.stdout.contains("; 1 accepted: 1 exception"), "\(excepted.stdout)")
    }

    @Test func messagesSuggestTheNameAsItIsWrittenInTheFile() throws {
        let repository = try Self.watchApp()
        try repository.write(".archrules", "layer Watch = \"Pocket Casts Watch Ap\"\nlayer Kit = PodcastsKit\nallow Watch -> Kit\n")
        let misspelt = CLI.run(["check"], in: repository.url)
        #expect(misspelt.stdout.contains(
            ".archrules:1:15: warning: layer pattern 'Pocket Casts Watch Ap' matches no module; did you mean \"Pocket Casts Watch App\"? [unmatched-pattern]"),
            "\(misspelt.stdout)")
        #expect(misspelt.stdout.contains(
            "module 'Pocket Casts Watch App' belongs to no layer; add it to a `layer` line in .archrules, written \"Pocket Casts Watch App\" [unlayered-module]"),
            "\(misspelt.stdout)")
    }

    @Test func initWritesATargetNameWithSpacesInQuotes() throws {
        let repository = try Self.watchApp()
        let written = CLI.run(["init"], in: repository.url)
        #expect(written.exitCode == ExitCode.success, "\(written.stderr)")
        let rules = try String(contentsOf: repository.url.appendingPathComponent(".archrules"), encoding: .utf8)
        #expect(rules.contains("\"Pocket Casts Watch App\""), "\(rules)")
        #expect(!rules.contains("= Pocket Casts"), "\(rules)")
        let check = CLI.run(["check"], in: repository.url)
        #expect(!Self.ruleIDs(check.stdout).contains("unmatched-pattern"), "\(check.stdout)")
        #expect(!Self.ruleIDs(check.stdout).contains("unlayered-module"), "\(check.stdout)")
        #expect(check.exitCode == ExitCode.success, "\(check.stdout)\(check.stderr)")
    }
}
