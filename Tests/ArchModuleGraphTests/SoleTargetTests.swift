import ArchModuleGraph
import Foundation
import Testing

/// From tools version 5.9 the only test target may use `Tests/` itself and the only regular
/// target `Sources/` itself; plugin targets form a group of their own and do not count.
@Suite struct SoleTargetTests {
    static func manifest(_ toolsVersion: String, _ targets: String) -> String {
        "// swift-tools-version: \(toolsVersion)\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\(targets)])\n"
    }

    @Test func theOnlyTestTargetOwnsFilesDirectlyInTests() throws {
        let repository = try ModelPipeline.repository([
            "Package.swift": Self.manifest("5.9", """
            .target(name: "Lib"), .target(name: "Other"), .testTarget(name: "LibTests", dependencies: ["Lib"])
            """),
            "Sources/Lib/Lib.swift": "public let lib = 1\n",
            "Sources/Other/Other.swift": "let other = 1\n",
            "Tests/LibTests.swift": "import XCTest\nimport Lib\n",
        ])
        let graph = try ModelPipeline.graph(of: repository.url)
        #expect(ModelPipeline.owners(graph)["Tests/LibTests.swift"] == "LibTests")
        #expect(graph.importEdges.contains("LibTests → Lib"))
        #expect(graph.unownedFiles.isEmpty)
    }

    @Test func aPluginDoesNotStopTheOnlyRegularTargetFromUsingSources() throws {
        let repository = try ModelPipeline.repository([
            "Package.swift": Self.manifest("5.9", """
            .target(name: "Lib", plugins: ["Gen"]), .plugin(name: "Gen", capability: .buildTool())
            """),
            "Sources/Lib.swift": "import Foundation\n",
            "Plugins/Gen/plugin.swift": "import PackagePlugin\n",
        ])
        let owners = ModelPipeline.owners(try ModelPipeline.graph(of: repository.url))
        #expect(owners == ["Sources/Lib.swift": "Lib", "Plugins/Gen/plugin.swift": "Gen"])
    }

    @Test func theOnlyPluginUsesPluginsItself() throws {
        let repository = try ModelPipeline.repository([
            "Package.swift": Self.manifest("5.9", """
            .target(name: "A"), .target(name: "B"), .plugin(name: "Gen", capability: .buildTool())
            """),
            "Sources/A/a.swift": "", "Sources/B/b.swift": "",
            "Plugins/plugin.swift": "import PackagePlugin\n",
        ])
        let owners = ModelPipeline.owners(try ModelPipeline.graph(of: repository.url))
        #expect(owners["Plugins/plugin.swift"] == "Gen")
    }

    @Test func beforeToolsVersion59NoTargetTakesThePredefinedFolderItself() throws {
        // SwiftPM refuses such a package: its target has no folder of its own.
        let repository = try ModelPipeline.repository([
            "Package.swift": Self.manifest("5.8", ".target(name: \"Lib\"), .testTarget(name: \"LibTests\")"),
            "Sources/Lib.swift": "", "Tests/LibTests.swift": "",
        ])
        let graph = try ModelPipeline.graph(of: repository.url)
        #expect(graph.unownedFiles == ["Sources/Lib.swift", "Tests/LibTests.swift"])
    }
}
