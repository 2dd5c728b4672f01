import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing
import ArchAnalysis
import ArchCommands
import ArchManifest

/// The model stage on real files: where targets' sources are, who owns each file, and how
/// dependencies resolve across packages.
@Suite("Graph building")
struct GraphBuildingTests {
    private func analyze(_ files: [String: String]) throws -> Analysis {
        let directory = try TemporaryDirectory(prefix: "archkit-graph")
        for (path, contents) in files { try directory.write(path, contents) }
        return try ExampleRepository.analyze(root: directory.url)
    }

    private func owners(_ analysis: Analysis) -> [String: String] {
        Dictionary(uniqueKeysWithValues: analysis.graph.files.map { ($0.path, $0.module ?? "-") })
    }

    @Test func sourceFoldersAreResolvedAsSwiftPMResolvesThem() throws {
        // One predefined folder per package, as SwiftPM requires: the first of Sources, Source,
        // src and srcs that exists.
        func package(_ name: String, _ targets: String) -> String {
            "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [\(targets)])\n"
        }
        let analysis = try analyze([
            "Package.swift": package("P", """
                .target(name: "Explicit", path: "Custom/Place", exclude: ["Skipped"]), .target(name: "Plain"),
                .testTarget(name: "PlainTests", dependencies: ["Plain"])
                """),
            "Custom/Place/a.swift": "", "Custom/Place/Skipped/b.swift": "",
            "Sources/Plain/g.swift": "", "Tests/PlainTests/h.swift": "", "Scripts/tool.swift": "",
            "A/Package.swift": package("A", ".target(name: \"InSource\"), .target(name: \"Other\")"),
            "A/Source/InSource/c.swift": "", "A/Source/Other/o.swift": "",
            "B/Package.swift": package("B", ".target(name: \"InSrc\"), .target(name: \"Other2\")"),
            "B/src/InSrc/d.swift": "", "B/src/Other2/o.swift": "",
            "C/Package.swift": package("C", ".target(name: \"InSrcs\", sources: [\"Kept\"]), .target(name: \"Other3\")"),
            "C/srcs/InSrcs/Kept/e.swift": "", "C/srcs/InSrcs/Other/f.swift": "", "C/srcs/Other3/o.swift": "",
        ])
        #expect(owners(analysis) == [
            "Custom/Place/a.swift": "Explicit", "Custom/Place/Skipped/b.swift": "-",
            "Sources/Plain/g.swift": "Plain", "Tests/PlainTests/h.swift": "PlainTests", "Scripts/tool.swift": "-",
            "A/Source/InSource/c.swift": "InSource", "A/Source/Other/o.swift": "Other",
            "B/src/InSrc/d.swift": "InSrc", "B/src/Other2/o.swift": "Other2",
            "C/srcs/InSrcs/Kept/e.swift": "InSrcs", "C/srcs/InSrcs/Other/f.swift": "-", "C/srcs/Other3/o.swift": "Other3",
        ])
        #expect(analysis.graph.module(named: "Explicit")?.path == "Custom/Place")
        #expect(analysis.graph.module(named: "PlainTests")?.kind == .test)
        #expect(analysis.graph.unownedFiles == ["C/srcs/InSrcs/Other/f.swift", "Custom/Place/Skipped/b.swift", "Scripts/tool.swift"])
    }

    @Test func aLayoutSwiftPMRefusesStillGivesEachTargetItsFolder() throws {
        // SwiftPM refuses targets spread over several predefined folders; archkit still reads
        // what the manifest means, so that a sloppy package is checked rather than left empty.
        let analysis = try analyze([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "InSource"), .target(name: "Plain")])
            """,
            "Source/InSource/c.swift": "", "Sources/Plain/g.swift": "",
        ])
        #expect(owners(analysis) == ["Source/InSource/c.swift": "InSource", "Sources/Plain/g.swift": "Plain"])
    }

    @Test func aSoleTargetMayKeepItsSourcesDirectlyInSources() throws {
        let analysis = try analyze([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Tool\", targets: [.executableTarget(name: \"Tool\")])\n",
            "Sources/main.swift": "import Foundation\n",
        ])
        #expect(owners(analysis) == ["Sources/main.swift": "Tool"])
        #expect(analysis.graph.module(named: "Tool")?.kind == .executable)
    }

    @Test func productsResolveToLocalPackagesByIdentityOrName() throws {
        let analysis = try analyze([
            "App/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [
                    .package(path: "../Libraries/core-kit"),
                    .package(name: "Renamed", path: "../Libraries/Other"),
                    .package(path: "../Libraries/Stale"),
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
                ],
                targets: [
                    .target(name: "App", dependencies: [
                        .product(name: "Core", package: "Core-Kit"),
                        .product(name: "Other", package: "Renamed"),
                        .product(name: "Networking", package: "Networking"),
                        .product(name: "RxSwift", package: "RxSwift"),
                    ]),
                ]
            )
            """,
            "App/Sources/App/App.swift": "import CoreModels\nimport CoreViews\nimport Other\nimport Networking\nimport RxSwift\nimport Foundation\n",
            "Libraries/core-kit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "CoreKit", products: [.library(name: "Core", targets: ["CoreModels", "CoreViews"])],
                                  targets: [.target(name: "CoreModels"), .target(name: "CoreViews")])
            """,
            "Libraries/core-kit/Sources/CoreModels/m.swift": "", "Libraries/core-kit/Sources/CoreViews/v.swift": "",
            "Libraries/Other/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Renamed\", targets: [.target(name: \"Other\")])\n",
            "Libraries/Other/Sources/Other/o.swift": "",
            "Libraries/Networking/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Networking\", products: [.library(name: \"Networking\", targets: [\"Networking\"])], targets: [.target(name: \"Networking\")])\n",
            "Libraries/Networking/Sources/Networking/n.swift": "",
        ])
        let manifestEdges = analysis.graph.edges.filter { $0.kind == .manifest }.map { "\($0.from)->\($0.to)" }
        #expect(manifestEdges == ["App->CoreModels", "App->CoreViews", "App->Networking", "App->Other", "App->RxSwift"])
        #expect(analysis.graph.module(named: "RxSwift")?.kind == .external)
        #expect(analysis.graph.module(named: "RxSwift")?.package == "RxSwift")
        #expect(analysis.graph.module(named: "Foundation")?.package == nil)
        // `Networking` is not among the declared packages; it is found by the package's name.
        // `../Libraries/Stale` leads nowhere, but nothing uses it, so nothing falls back to it.
        #expect(analysis.diagnostics(of: "missing-package-path").isEmpty)
        #expect(analysis.diagnostics(of: "implicit-dependency").isEmpty)
        #expect(analysis.diagnostics(of: "unused-dependency").isEmpty)
    }

    @Test func aStalePackagePathFallsBackToThePackageNameWithAWarning() throws {
        let analysis = try analyze([
            "Features/Home/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Home",
                dependencies: [.package(path: "../Networking")],
                targets: [.target(name: "Home", dependencies: [.product(name: "Networking", package: "Networking")])]
            )
            """,
            "Features/Home/Sources/Home/Home.swift": "import Networking\n",
            "Core/Networking/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Networking\", products: [.library(name: \"Networking\", targets: [\"Networking\"])], targets: [.target(name: \"Networking\")])\n",
            "Core/Networking/Sources/Networking/n.swift": "",
        ])
        #expect(analysis.graph.module(named: "Networking")?.kind == .regular)
        let warnings = analysis.diagnostics(of: "missing-package-path")
        #expect(warnings.map(\.location) == [SourceLocation(file: "Features/Home/Package.swift", line: 5, column: 20)])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message == "the package path leads to 'Features/Networking', which holds no package; resolved by name to 'Core/Networking'")
    }

    /// SwiftPM gives a package path as an absolute one; the finding still names the folder in
    /// the repository, so that a baseline written in one checkout or mode holds in another.
    @Test func aPackagePathThatLeadsNowhereIsNamedAlikeByEitherReader() throws {
        guard Prerequisite.swift.isPresent() else { return }
        let directory = try TemporaryDirectory(prefix: "archkit-graph")
        _ = try directory.write("Features/Home/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Home",
                dependencies: [.package(path: "../Networking")],
                targets: [.target(name: "Home", dependencies: [.product(name: "Networking", package: "Networking")])]
            )

            """)
        _ = try directory.write("Features/Home/Sources/Home/Home.swift", "import Networking\n")
        var found: [String] = []
        for mode in [ManifestMode.static, .swiftpm] {
            let problems = try CLI.analyze(directory.url, mode: mode).diagnostics(of: "missing-package-path")
            found += problems.map { "\($0.symbol ?? "-"): \($0.message)" }
        }
        #expect(found.count == 2 && found[0] == found[1], "\(found)")
        #expect(found.allSatisfy { !$0.contains(directory.url.path) }, "\(found)")
    }

    /// With no package of its name to stand in, a path that leads nowhere is still reported:
    /// its products are external, and SwiftPM would fail on the path.
    @Test func aPackagePathThatLeadsNowhereIsReportedWithoutAFallback() throws {
        let analysis = try analyze([
            "Features/Home/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Home",
                dependencies: [.package(path: "../Networking"), .package(path: "/elsewhere/Kit")],
                targets: [.target(name: "Home", dependencies: [.product(name: "Networking", package: "Networking"), .product(name: "Kit", package: "Kit")])]
            )
            """,
            "Features/Home/Sources/Home/Home.swift": "import Networking\nimport Kit\n",
        ])
        #expect(analysis.graph.module(named: "Networking")?.kind == .external)
        let warnings = analysis.diagnostics(of: "missing-package-path")
        // The path outside the repository cannot be checked, and is not reported.
        #expect(warnings.map(\.location) == [SourceLocation(file: "Features/Home/Package.swift", line: 5, column: 20)])
        #expect(warnings.first?.message
            == "the package path leads to 'Features/Networking', which holds no package; no package of the repository is named 'Networking', so its products are external")
        #expect(warnings.first?.symbol == "Features/Networking")
    }

    /// A Swift file linked into another target's folder is that target's too, as SwiftPM
    /// compiles it: its imports are the linking target's (no false unused dependency).
    @Test func aLinkedSwiftFileBelongsToTheTargetThatHoldsTheLink() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-graph")
        try directory.write("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "P", targets: [
                .target(name: "Core", dependencies: ["Net"]), .target(name: "App", dependencies: ["Core", "Net"]), .target(name: "Net"),
            ])
            """)
        try directory.write("Sources/Net/N.swift", "public struct N {}\n")
        try directory.write("Sources/Core/Shared.swift", "import Net\n")
        try directory.write("Sources/App/app.swift", "import Core\n")
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("Sources/App/Shared.swift").path,
                                                   withDestinationPath: "../Core/Shared.swift")
        let analysis = try ExampleRepository.analyze(root: directory.url)
        #expect(owners(analysis)["Sources/App/Shared.swift"] == "App")
        #expect(owners(analysis)["Sources/Core/Shared.swift"] == "Core")
        #expect(analysis.graph.edges.contains { $0.from == "App" && $0.to == "Net" && $0.kind == .import })
        #expect(analysis.diagnostics(of: "unused-dependency").isEmpty)
    }

    @Test func folderModulesOwnWhatNoTargetOwns() throws {
        let analysis = try analyze([
            ".archrules": "module App = MyApp/**\n",
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"Feature\", path: \"MyApp/Feature\")])\n",
            "MyApp/AppDelegate.swift": "import Feature\nimport UIKit\n",
            "MyApp/Feature/f.swift": "",
        ])
        #expect(owners(analysis) == ["MyApp/AppDelegate.swift": "App", "MyApp/Feature/f.swift": "Feature"])
        #expect(analysis.graph.module(named: "App")?.kind == .folder)
        #expect(analysis.graph.module(named: "App")?.layer == "App")
        let edge = try #require(analysis.graph.edges.first { $0.from == "App" && $0.to == "Feature" })
        #expect(edge.kind == .import)
        #expect(edge.locations == [EdgeLocation(SourceLocation(file: "MyApp/AppDelegate.swift", line: 1, column: 1))])
    }

    @Test func everyLocationOfAnEdgeIsKept() throws {
        let analysis = try analyze([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\n    .target(name: \"A\", dependencies: [\"B\"]),\n    .target(name: \"B\"),\n])\n",
            "Sources/A/one.swift": "import B\n",
            "Sources/A/two.swift": "\n#if DEBUG\n@testable import B\n#endif\n",
            "Sources/B/b.swift": "",
        ])
        let edges = analysis.graph.edges.filter { $0.from == "A" && $0.to == "B" }
        #expect(edges.map(\.kind) == [.import, .manifest])
        // A place under `#if` keeps its condition; unconditional places have none.
        #expect(edges[0].locations == [EdgeLocation(SourceLocation(file: "Sources/A/one.swift", line: 1, column: 1)),
                                       EdgeLocation(SourceLocation(file: "Sources/A/two.swift", line: 3, column: 11), condition: "DEBUG")])
        #expect(edges[1].locations == [EdgeLocation(SourceLocation(file: "Package.swift", line: 4, column: 39))])
    }

    @Test func aDependencyOnNothingIsReportedAndTreatedAsExternal() throws {
        let analysis = try analyze([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "P",
                dependencies: [.package(path: "Libraries/Core")],
                targets: [.target(name: "App", dependencies: [.target(name: "Missing"), .product(name: "Gone", package: "Core")])]
            )
            """,
            "Sources/App/app.swift": "import Missing\n",
            "Libraries/Core/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Core\", targets: [.target(name: \"Core\")])\n",
            "Libraries/Core/Sources/Core/c.swift": "",
        ])
        let unresolved = analysis.diagnostics(of: "unresolved-dependency")
        #expect(unresolved.map(\.location?.line) == [6, 6])
        #expect(unresolved.map(\.message).sorted() == [
            "'Gone' names no target or product of the repository's packages; treated as external",
            "'Missing' names no target or product of the repository's packages; treated as external",
        ])
        #expect(analysis.graph.module(named: "Missing")?.kind == .external)
        #expect(analysis.graph.module(named: "Gone")?.kind == .external)
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop the superuser from reading, so an unreadable file cannot be made"))
    func anUnreadableFileIsReportedAndTheRestIsChecked() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-graph")
        try directory.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n")
        try directory.write("Sources/A/ok.swift", "final class OrderManager {}\n")
        let locked = try directory.write("Sources/A/locked.swift", "import Foundation\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked.path) }
        let analysis = try ExampleRepository.analyze(root: directory.url)
        #expect(analysis.diagnostics(of: "unreadable-file").map(\.location?.file) == ["Sources/A/locked.swift"])
        #expect(analysis.diagnostics(of: "banned-name").count == 1)
    }

    @Test func nonUTF8SourcesAreReportedAndStillRead() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-graph")
        try directory.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])\n")
        var bytes = Array("import Foundation\nlet name = \"caf".utf8)
        bytes += [0xE9]
        bytes += Array("\"\n".utf8)
        let file = directory.url.appendingPathComponent("Sources/A/latin1.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        let analysis = try ExampleRepository.analyze(root: directory.url)
        let problems = analysis.diagnostics(of: "source-encoding")
        #expect(problems.map(\.location) == [SourceLocation(file: "Sources/A/latin1.swift", line: 2, column: 16)])
        #expect(analysis.graph.edges.contains { $0.from == "A" && $0.to == "Foundation" })
    }
}
