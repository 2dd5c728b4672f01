import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing

/// Files no module owns are reported once per folder, grouped where an app shell or a stray
/// feature begins, not once per file.
@Suite("Unowned sources")
struct UnownedSourcesTests {
    @Test func filesAreGroupedAtTheShallowestFolderHoldingOnlyUnownedFiles() throws {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "Shop")])
        """)
        try repository.write("Sources/Shop/Shop.swift", "public struct Shop {}\n")
        // A feature written beside the target: its group stops below Sources, which holds Shop.
        try repository.write("Sources/Order/Api/OrderApi.swift", "enum OrderApi {}\n")
        try repository.write("Sources/Order/Service/OrderService.swift", "struct OrderService {}\n")
        // An app shell built by an Xcode project: one group, however deep.
        for index in 0..<12 { try repository.write("MyShop/Scenes/Scene\(index)/View\(index).swift", "import Shop\n") }
        try repository.write("MyShop/AppDelegate.swift", "import Shop\n")
        try repository.write("main.swift", "print(1)\n")

        let analysis = try CLI.analyze(repository.url, mode: .static)
        #expect(analysis.graph.unownedFolders.map(\.path) == [".", "MyShop", "Sources/Order"])
        #expect(analysis.graph.unownedFolders.map(\.files.count) == [1, 13, 2])
        let findings = analysis.diagnostics.filter { $0.ruleID == "unowned-sources" }
        #expect(findings.map { $0.location?.description ?? "" } == [
            "MyShop/AppDelegate.swift:1:1", "Sources/Order/Api/OrderApi.swift:1:1", "main.swift:1:1",
        ])
        let shell = try #require(findings.first)
        #expect(shell.message == "13 Swift files in MyShop belong to no module, so no rule checks them; add a target for MyShop "
                + "to Package.swift, or `module MyShop = MyShop` to .archrules, or `exclude MyShop` if it is not part of the product")
        #expect(findings.allSatisfy { $0.severity == .warning })
    }

    @Test func aFolderModuleOrAnExcludeSilencesIt() throws {
        let repository = try TemporaryDirectory()
        try repository.write("MyShop/AppDelegate.swift", "import UIKit\n")
        try repository.write("Scripts/release.swift", "print(1)\n")
        try repository.write(".archrules", "module App = MyShop\nexclude Scripts\n")
        let result = CLI.run(["check", "--format", "json"], in: repository.url)
        #expect(result.exitCode == 0)
        #expect(!result.stdout.contains("unowned-sources"))
        try repository.write(".archrules", "exclude Scripts\n")
        let reported = CLI.run(["check"], in: repository.url)
        #expect(reported.stdout.contains("MyShop/AppDelegate.swift:1:1: warning: 1 Swift file in MyShop belongs to no module, "
                                         + "so no rule checks it; add `module MyShop = MyShop` to .archrules, or `exclude MyShop` if it is not part of the product"))
    }
}
