import ArchCore
import ArchDiscovery
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing

/// Xcode projects as input to the analysis: each native target is a module that owns its Swift
/// files and declares its dependencies at lines of project.pbxproj. Every test reads a copy of
/// a fixture in its own temporary folder.
@Suite("Xcode projects as input")
struct XcodeProjectInputTests {
    static let classic = RepositoryPaths.fixtures.appendingPathComponent("ClassicXcodeApp")
    static let ecommerce = RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp")
    static let ecommerceProject = "MyEcommerce.xcodeproj/project.pbxproj"

    func edges(_ graph: ModuleGraph, from: String, kind: EdgeKind) -> [String: [String]] {
        Dictionary(graph.edges.filter { $0.from == from && $0.kind == kind }.map { ($0.to, $0.locations.map(\.location.description)) },
                   uniquingKeysWith: +)
    }

    @Test func theClassicProjectsTargetsAreModulesWithTheirFilesAndDeclaredDependencies() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.classic, as: "classic")
        let analysis = try CLI.analyze(root)
        let graph = analysis.graph
        let project = "ClassicApp.xcodeproj/project.pbxproj"

        #expect(analysis.discovered.projects == [project])
        #expect(graph.module(named: "ClassicApp")?.kind == .executable)
        #expect(graph.module(named: "ClassicKit")?.kind == .regular)
        #expect(graph.module(named: "ClassicAppTests")?.kind == .test)
        #expect(graph.module(named: "ClassicKit")?.location?.description == "\(project):245:3")
        #expect(graph.module(named: "ClassicKit")?.path == "ClassicKit")

        let owners = Dictionary(uniqueKeysWithValues: graph.files.map { ($0.path, $0.module ?? "-") })
        #expect(owners["ClassicApp/Sources/Screens/Detail View Controller.swift"] == "ClassicApp")
        #expect(owners["Shared/Generated/BuildInfo.swift"] == "ClassicApp")
        #expect(owners["ClassicKit/Formatting/PriceFormatter.swift"] == "ClassicKit")
        #expect(owners["ClassicAppTests/ClassicAppTests.swift"] == "ClassicAppTests")
        #expect(graph.unownedFiles.isEmpty)

        // A target dependency and a linked framework of the project, an SDK framework and a
        // remote package's product, each at its line of the project file.
        #expect(edges(graph, from: "ClassicApp", kind: .manifest) == [
            "ClassicKit": ["\(project):98:5", "\(project):278:5"], "UIKit": ["\(project):99:5"],
        ])
        #expect(edges(graph, from: "ClassicKit", kind: .manifest) == ["OrderedCollections": ["\(project):260:5"]])
        #expect(graph.module(named: "OrderedCollections")?.kind == .external)
        #expect(graph.module(named: "OrderedCollections")?.package == "swift-collections")
        #expect(edges(graph, from: "ClassicAppTests", kind: .manifest) == ["ClassicApp": ["\(project):236:5"]])
        #expect(edges(graph, from: "ClassicApp", kind: .import)["ClassicKit"]?.count == 3)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics.map(\.message))")
    }

    @Test func theAppTargetDeclaresLocalPackageProductsAndTheRulesApplyToIt() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.ecommerce, as: "app")
        let before = try Data(contentsOf: root.appendingPathComponent(Self.ecommerceProject))
        let analysis = try CLI.analyze(root)
        let graph = analysis.graph
        let app = try #require(graph.module(named: "MyEcommerce"))
        #expect(app.layer == "App")
        #expect(app.path == "MyEcommerce")
        // A product of a local package resolves to the targets of that product.
        let declared = edges(graph, from: "MyEcommerce", kind: .manifest)
        #expect(declared["BasketFeature"] == ["\(Self.ecommerceProject):150:5"])
        #expect(declared["API"] == ["\(Self.ecommerceProject):145:5"])
        #expect(declared.keys.allSatisfy { graph.module(named: $0)?.isTarget == true })
        #expect(graph.files.filter { $0.path.hasPrefix("MyEcommerce/") }.allSatisfy { $0.module == "MyEcommerce" })
        #expect(analysis.diagnostics.allSatisfy { $0.ruleID == "service-locator" })
        // Nothing is ever written into a project.
        #expect(try Data(contentsOf: root.appendingPathComponent(Self.ecommerceProject)) == before)

        // The app's files import what it declares: one more import is an implicit dependency
        // reported against the project file, and a layer the app may not reach is an error.
        try scratch.write("app/MyEcommerce/Extra.swift", "import RoutingDomainTests\nimport Swinject\n")
        let changed = try CLI.analyze(root)
        let implicit = changed.diagnostics.filter { $0.ruleID == "implicit-dependency" }
        #expect(implicit.map(\.message) == ["'MyEcommerce' imports 'RoutingDomainTests' without declaring it in \(Self.ecommerceProject)"])
        #expect(changed.diagnostics.contains { $0.location?.description == "MyEcommerce/Extra.swift:2:1" && $0.severity == .error })
    }

    @Test func anUndeclaredProductIsAnUnusedDependencyAtItsProjectLine() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.ecommerce, as: "app")
        // The app stops importing WebContainerFeature: its declaration at line 165 is unused.
        for file in ["MyEcommerce/Navigation/MainTabView.swift", "MyEcommerce/Routing/AppRouteFactoryRegistrar.swift",
                     "MyEcommerce/Routing/AppWebRouteFactory.swift"] {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "import WebContainerFeature\n", with: "").utf8).write(to: url)
        }
        let analysis = try CLI.analyze(root)
        let unused = analysis.diagnostics.filter { $0.ruleID == "unused-dependency" }
        #expect(unused.map { $0.location?.description ?? "" } == ["\(Self.ecommerceProject):165:5"])
    }

    @Test func aLocalPackageReferenceToNoPackageNamesItsPackageAsSwiftPMWould() throws {
        let scratch = try TemporaryDirectory()
        let root = scratch.url.appendingPathComponent("Shop")
        // The app's products come from local packages that are not there: one below the
        // repository, with a trailing slash, and one that is the repository's own parent.
        _ = try scratch.write("Shop/App/Shop.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            P = { isa = PBXProject; mainGroup = M; targets = (A); };
            M = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            A = { isa = PBXNativeTarget; name = ShopApp; packageProductDependencies = (PK, PP); productType = "com.apple.product-type.application"; };
            PK = { isa = XCSwiftPackageProductDependency; package = LK; productName = Payments; };
            PP = { isa = XCSwiftPackageProductDependency; package = LP; productName = Parent; };
            LK = { isa = XCLocalSwiftPackageReference; relativePath = "../Vendor/PaymentKit/"; };
            LP = { isa = XCLocalSwiftPackageReference; relativePath = "../.."; };
            \t};
            \trootObject = P;
            }

            """)
        let graph = try CLI.analyze(root).graph
        #expect(graph.module(named: "Payments")?.kind == .external)
        // SwiftPM names a package at a folder by the folder's name, lowercased, as it names a
        // remote one by its URL's; the scratch folder's name has capitals (its UUID).
        #expect(graph.module(named: "Payments")?.package == "paymentkit")
        let parent = root.deletingLastPathComponent().resolvingSymlinksInPath().lastPathComponent
        #expect(parent != parent.lowercased())
        #expect(graph.module(named: "Parent")?.package == parent.lowercased())
    }

    @Test func aMalformedProjectIsReportedAtItsPlaceAndTheRestIsStillChecked() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.ecommerce, as: "app")
        let file = root.appendingPathComponent(Self.ecommerceProject)
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        // An `=` goes missing on line 10.
        lines[9] = lines[9].replacingOccurrences(of: " = ", with: " ")
        let broken = lines.joined(separator: "\n")
        try Data(broken.utf8).write(to: file)
        let analysis = try CLI.analyze(root)
        let problems = analysis.diagnostics.filter { $0.ruleID == "project-unreadable" }
        #expect(problems.count == 1)
        #expect(problems.first?.severity == .error)
        #expect(problems.first?.location?.file == Self.ecommerceProject)
        #expect(problems.first?.location?.line == 10)
        #expect(analysis.document.unread.map(\.problem) == ["project-unreadable"])
        #expect(analysis.graph.module(named: "MyEcommerce") == nil)
        // The packages are still checked, and the project is left as it was.
        #expect(analysis.graph.module(named: "BasketDomain")?.kind == .regular)
        #expect(analysis.diagnostics.contains { $0.ruleID == "service-locator" })
        #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }

    /// A project in a folder of a git work tree, whose synchronized folders lead out of it by
    /// their paths or through a link, and one that reaches the work tree's `Shared` folder
    /// above the checked one, as monorepo projects do. Those outside are named where the
    /// project names them; the analysis stays complete, for it never held files outside.
    @Test func synchronizedFoldersOutsideTheRepositoryAreNamedAndNotListed() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("outside/Secret.swift", "struct Secret {}\n")
        try scratch.write("repo/Shared/Shared.swift", "struct Shared {}\n")
        try scratch.write("repo/App/Sources/Main.swift", "struct Main {}\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("repo/App/Linked").path,
                                                   withDestinationPath: "../../outside")
        let folders = ["/", "//", "/.", "/..", "../../..", "Linked", "Sources", "../Shared"]
        let groups = folders.indices.map { "G\($0)" }
        try scratch.write("repo/App/App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (T); };
            \t\tM = { isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = "<group>"; };
            \(zip(groups, folders).map { "\t\t\($0) = { isa = PBXFileSystemSynchronizedRootGroup; path = \"\($1)\"; sourceTree = \"<group>\"; };\n" }.joined())\
            \t\tT = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (\(groups.joined(separator: ", "))); productType = "com.apple.product-type.application"; };
            \t};
            \trootObject = P;
            }

            """)
        let analysis = try CLI.analyze(scratch.url.appendingPathComponent("repo/App"))
        let outside = analysis.diagnostics.filter { $0.ruleID == "project-folder-outside" }
        #expect(outside.map { "\($0.location?.description ?? ""): \($0.message)" } == [
            "App.xcodeproj/project.pbxproj:6:59: this synchronized folder, '/', leads outside the repository, so its files are not listed",
            "App.xcodeproj/project.pbxproj:7:59: this synchronized folder, '/', leads outside the repository, so its files are not listed",
            "App.xcodeproj/project.pbxproj:8:59: this synchronized folder, '/', leads outside the repository, so its files are not listed",
            "App.xcodeproj/project.pbxproj:9:59: this synchronized folder, '/', leads outside the repository, so its files are not listed",
            "App.xcodeproj/project.pbxproj:10:59: this synchronized folder, '../../..', leads outside the repository, so its files are not listed",
            "App.xcodeproj/project.pbxproj:11:59: this synchronized folder, 'Linked', leads outside the repository, so its files are not listed",
        ])
        #expect(outside.allSatisfy { $0.severity == .warning })
        #expect(analysis.document.unread.isEmpty)
        #expect(analysis.graph.module(named: "App")?.kind == .executable)
        #expect(analysis.graph.files.map(\.path) == ["Sources/Main.swift"])
        #expect(analysis.graph.files.first?.module == "App")

        // Outside a git work tree the repository is the checked folder, and `../Shared` is outside.
        try FileManager.default.removeItem(at: scratch.url.appendingPathComponent("repo/.git"))
        let alone = try CLI.analyze(scratch.url.appendingPathComponent("repo/App"))
        #expect(alone.diagnostics.filter { $0.ruleID == "project-folder-outside" }.map { $0.location?.line ?? 0 } == [6, 7, 8, 9, 10, 11, 13])
    }

    @Test func excludedAndSkippedProjectsAreNotRead() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.classic, as: "classic")
        let project = try Data(contentsOf: Self.classic.appendingPathComponent("ClassicApp.xcodeproj/project.pbxproj"))
        for folder in ["Pods/Vendor.xcodeproj", "Vendor/Old.xcodeproj", "Empty.xcodeproj"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try project.write(to: root.appendingPathComponent("Pods/Vendor.xcodeproj/project.pbxproj"))
        try project.write(to: root.appendingPathComponent("Vendor/Old.xcodeproj/project.pbxproj"))
        let discovery = FileDiscovery(root: root, isExcluded: { $0 == "Vendor/Old.xcodeproj" })
        let discovered = try discovery.discover()
        #expect(discovered.projects == ["ClassicApp.xcodeproj/project.pbxproj"])
        #expect(discovered.excluded == ["Vendor/Old.xcodeproj"])
        // The Swift files inside a project folder are never sources.
        #expect(!discovered.sources.contains { $0.contains(".xcodeproj/") })
    }

    @Test func moduleLinesOverrideAndCompleteTheProject() throws {
        let scratch = try TemporaryDirectory()
        let root = try scratch.copy(Self.ecommerce, as: "app")
        let rules = root.appendingPathComponent(".archrules")
        let text = try String(contentsOf: rules, encoding: .utf8)
        // Routing becomes a module of its own inside the app target.
        try Data(text.replacingOccurrences(of: "layer App = MyEcommerce", with: "module AppRouting = MyEcommerce/Routing/**\nlayer App = MyEcommerce AppRouting")
            .utf8).write(to: rules)
        let analysis = try CLI.analyze(root)
        let owners = Dictionary(uniqueKeysWithValues: analysis.graph.files.map { ($0.path, $0.module ?? "-") })
        #expect(owners["MyEcommerce/Routing/AppRouteFactoryRegistrar.swift"] == "AppRouting")
        #expect(owners["MyEcommerce/Navigation/MainTabView.swift"] == "MyEcommerce")
        #expect(analysis.graph.module(named: "AppRouting")?.kind == .folder)
        #expect(analysis.graph.module(named: "MyEcommerce")?.kind == .executable)

        // A `module` line of the target's own name replaces the target.
        try Data(text.replacingOccurrences(of: "layer App = MyEcommerce", with: "module MyEcommerce = MyEcommerce/Navigation/**\nlayer App = MyEcommerce").utf8)
            .write(to: rules)
        let replaced = try CLI.analyze(root)
        #expect(replaced.graph.module(named: "MyEcommerce")?.kind == .folder)
        #expect(replaced.graph.module(named: "MyEcommerce")?.location?.file == ".archrules")
        #expect(!replaced.diagnostics.contains { $0.ruleID == "duplicate-module" })
        // The target's other files still belong to the module of its name.
        #expect(replaced.graph.files.filter { $0.path.hasPrefix("MyEcommerce/") }.allSatisfy { $0.module == "MyEcommerce" })
    }
}
