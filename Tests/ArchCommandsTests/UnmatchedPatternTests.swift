import ArchCore
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands

/// A `.archrules` pattern that matches nothing is a typo that switches a rule off; these run
/// real repositories through the pipeline and check each such pattern is reported at its place.
@Suite("Unmatched patterns")
struct UnmatchedPatternTests {
    static let ruleID = "unmatched-pattern"

    /// One target, `CartDomain`, and an app shell folder `MyEcommerce` outside every package.
    private func repository(rules: String, files: [String: String] = [:]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "CartDomain"),
        ])
        """)
        try directory.write("Sources/CartDomain/Cart.swift", "import Foundation\npublic struct Cart {}\n")
        try directory.write("MyEcommerce/AppDelegate.swift", "import CartDomain\n")
        for (path, contents) in files { try directory.write(path, contents) }
        try directory.write(".archrules", rules)
        return directory
    }

    private func findings(_ directory: TemporaryDirectory) throws -> [Diagnostic] {
        try ExampleRepository.analyze(root: directory.url).diagnostics(of: Self.ruleID)
    }

    private func at(_ line: Int, _ column: Int) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: ".archrules", line: line, column: column)
    }

    @Test func aMisspeltFrameworkInForbidIsReportedWithTheSDKName() throws {
        let directory = try repository(rules: "layer Domain = *Domain\nforbid Domain -> UIkit\n")
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(2, 18)])
        #expect(found.map(\.message) == ["forbid operand 'UIkit' names no layer and matches no module; did you mean 'UIKit'?"])
        #expect(found.map(\.symbol) == ["UIkit"])
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func aMisspeltFolderInModuleIsReportedWithTheFolder() throws {
        let directory = try repository(rules: "module App = MyEcomerce\n")
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(1, 14)])
        #expect(found.map(\.message) == ["module path 'MyEcomerce' matches no Swift file or folder; did you mean 'MyEcommerce'?"])
        #expect(found.map(\.symbol) == ["MyEcomerce"])
    }

    @Test func aLayerPatternForNoModuleIsReportedWithoutAGuess() throws {
        let directory = try repository(rules: "layer Domain = *Domain\nlayer Extra = NoSuchModule\n")
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(2, 15)])
        #expect(found.map(\.message) == ["layer pattern 'NoSuchModule' matches no module"])
        #expect(found.map(\.symbol) == ["NoSuchModule"])
    }

    @Test func theCheckCommandPrintsTheWarningAtThePattern() throws {
        let directory = try repository(rules: "layer Domain = *Domain\nlayer App = App\nmodule App = MyEcommerce\nallow App -> Domain\nforbid Domain -> UIkit\n")
        let result = CLI.run(["check", directory.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stdout.hasPrefix("""
        .archrules:5:18: warning: forbid operand 'UIkit' names no layer and matches no module; did you mean 'UIKit'? [unmatched-pattern]
        archkit: 0 errors, 1 warning in
        """))
        let silenced = try repository(rules: "layer Domain = *Domain\nforbid Domain -> UIkit\nseverity unmatched-pattern off\n")
        #expect(try findings(silenced).isEmpty)
    }

    @Test func anExcludeThatSkipsNothingIsReported() throws {
        let directory = try repository(rules: "exclude Generatd Vendor\n", files: [
            "Generated/API.swift": "public struct API {}\n",
            "Vendor/Lib.swift": "public struct Lib {}\n",
        ])
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(1, 9)])
        #expect(found.map(\.message) == ["exclude pattern 'Generatd' skips nothing: it matches no Swift file or folder archkit reads; did you mean 'Generated'?"])
        #expect(found.map(\.symbol) == ["Generatd"])
    }

    @Test func anExcludeOfAHiddenFolderSaysThatHiddenNamesAreNeverRead() throws {
        let directory = try repository(rules: "exclude .github Tools/.cache/**\n", files: [
            ".github/scripts/Release.swift": "print(1)\n",
            "Tools/.cache/Old.swift": "struct Old {}\n",
        ])
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(1, 9), at(1, 17)])
        #expect(found.map(\.message) == [
            "exclude pattern '.github' skips nothing: archkit never reads hidden files and folders, so the line can go",
            "exclude pattern 'Tools/.cache/**' skips nothing: archkit never reads hidden files and folders, so the line can go",
        ])
    }

    @Test func anExcludeUnderAnExcludedFolderSkipsNothing() throws {
        let directory = try repository(rules: "exclude Vendor Vendor/Old **/*.generated.swift\n", files: [
            "Vendor/Old/Lib.swift": "public struct Lib {}\n",
            "Sources/CartDomain/Cart.generated.swift": "public struct Generated {}\n",
        ])
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(1, 16)])
        #expect(found.map(\.symbol) == ["Vendor/Old"])
    }

    @Test func anSDKFrameworkNotUsedYetStaysSilent() throws {
        let directory = try repository(rules: """
        layer Domain = *Domain
        forbid Domain -> SwiftData CoreData Observation UI*
        forbid Domain -> SwiftDta

        """)
        let analysis = try ExampleRepository.analyze(root: directory.url)
        #expect(analysis.graph.module(named: "SwiftData") == nil)
        #expect(analysis.graph.module(named: "Observation") == nil)
        let found = analysis.diagnostics(of: Self.ruleID)
        #expect(found.map(\.location) == [at(3, 18)])
        #expect(found.map(\.message) == ["forbid operand 'SwiftDta' names no layer and matches no module; did you mean 'SwiftData'?"])
    }

    @Test func theSDKListIsSortedWithoutRepeats() {
        let names = AppleSDK.moduleNames
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(names.count > 200)
        for framework in ["UIKit", "SwiftUI", "Combine", "CoreData", "SwiftData", "WebKit", "Foundation", "Observation", "AppKit", "WatchKit", "RealityKit"] {
            #expect(names.contains(framework))
        }
    }

    @Test func caseMatters() throws {
        let directory = try repository(rules: "layer Domain = *domain\n")
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(1, 16)])
        #expect(found.map(\.message) == ["layer pattern '*domain' matches no module"])
    }

    @Test func anIndependentLayerWithoutModulesOfTheRepositoryIsReported() throws {
        let directory = try repository(rules: """
        layer Domain = *Domain
        layer Platform = Foundation
        independent Domain Platform

        """)
        let found = try findings(directory)
        #expect(found.map(\.location) == [at(3, 20)])
        #expect(found.map(\.message) == ["independent layer 'Platform' has no module of the repository, so it keeps nothing apart"])
        #expect(found.map(\.symbol) == ["Platform"])
    }

    /// Thousands of patterns against thousands of names: every dead one is found, and no live
    /// one is reported. Literal patterns are looked up, not compared with every name.
    @Test func manyPatternsAgainstManyNames() throws {
        let count = 1000
        let names = (0..<count).map { "Mod" + String(1_000_000 + $0).dropFirst() }
        let folders = (0..<300).map { "Screens/Screen" + String(10_000 + $0).dropFirst() }
        var files = ["MyEcommerce/Imports.swift": names.map { "import \($0)\n" }.joined()]
        for folder in folders { files[folder + "/View.swift"] = "struct View {}\n" }
        let typos = ["Mdo000007", "Mod00x0012", "Mod*Typo"]
        let pathTypos = ["Screens/Scren0004", "Screens/Nothing*"]
        let rules = "module App = MyEcommerce " + (folders + pathTypos).joined(separator: " ") + "\n"
            + "layer Vendor = " + (names + typos).joined(separator: " ") + "\n"
            + "forbid CartDomain -> " + names.joined(separator: " ") + "\n"
        let directory = try repository(rules: rules, files: files)
        let found = try findings(directory)
        #expect(found.compactMap(\.symbol).sorted() == (typos + pathTypos).sorted())
        #expect(found.first { $0.symbol == "Screens/Scren0004" }?.message.hasSuffix("did you mean 'Screens/Screen0004'?") == true)
        #expect(found.first { $0.symbol == "Mdo000007" }?.message.hasSuffix("did you mean 'Mod000007'?") == true)
    }
}
