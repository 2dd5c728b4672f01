import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing

/// Several Xcode projects in one repository: a workspace that lists them, a target that
/// depends on another project's target, a project reached again through links, and a project
/// target whose module name a package target also has. Each test builds its repository in its
/// own temporary folder.
@Suite("Xcode workspaces and projects together")
struct XcodeWorkspaceInputTests {
    /// A project with one target that builds the synchronized folder `Sources` beside it.
    /// `extra` holds more objects, and `targetExtra` more entries of the target.
    static func project(target: String, productType: String, extra: String = "", targetExtra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tAA0000000000000000000001 = { isa = PBXProject; mainGroup = AA0000000000000000000002; targets = (AA0000000000000000000004); };
        \t\tAA0000000000000000000002 = { isa = PBXGroup; children = (AA0000000000000000000003); sourceTree = "<group>"; };
        \t\tAA0000000000000000000003 = { isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
        \t\tAA0000000000000000000004 = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tname = \(target);
        \t\t\tfileSystemSynchronizedGroups = (AA0000000000000000000003);
        \t\t\tproductType = "\(productType)";
        \(targetExtra)\t\t};
        \(extra)\t};
        \trootObject = AA0000000000000000000001;
        }

        """
    }

    /// A framework target `Shared-iOS` whose product is `Shared`: the app imports `Shared`, and
    /// that is the framework, not an external module; the app's dependency on the target names
    /// the same module, so nothing is reported unused.
    @Test func aTargetIsImportedByItsProductsModuleName() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-module-name")
        let settings = """
            \t\tAA0000000000000000000010 = { isa = XCConfigurationList; buildConfigurations = (AA0000000000000000000011); defaultConfigurationName = Release; };
            \t\tAA0000000000000000000011 = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = Shared; }; };

            """
        _ = try scratch.write("Kit/Kit.xcodeproj/project.pbxproj", Self.project(
            target: "Shared-iOS", productType: "com.apple.product-type.framework", extra: settings,
            targetExtra: "\t\t\tbuildConfigurationList = AA0000000000000000000010;\n"))
        _ = try scratch.write("Kit/Sources/Shared.swift", "public struct Shared {}\n")
        _ = try scratch.write("App/App.xcodeproj/project.pbxproj", Self.project(
            target: "App", productType: "com.apple.product-type.application",
            extra: "\t\tAA0000000000000000000020 = { isa = PBXTargetDependency; targetProxy = AA0000000000000000000021; };\n"
                + "\t\tAA0000000000000000000021 = { isa = PBXContainerItemProxy; remoteInfo = \"Shared-iOS\"; };\n",
            targetExtra: "\t\t\tdependencies = (AA0000000000000000000020);\n"))
        _ = try scratch.write("App/Sources/App.swift", "import Shared\n")
        // A layer written for the target's name still holds its module.
        _ = try scratch.write(".archrules", "layer Kit = Shared-iOS\nlayer App = App\nallow App -> Kit\n")
        let analysis = try CLI.analyze(scratch.url, mode: .static)
        #expect(analysis.graph.module(named: "Shared")?.layer == "Kit")
        #expect(analysis.graph.module(named: "Shared")?.kind == .regular)
        #expect(analysis.graph.module(named: "Shared-iOS") == nil)
        #expect(analysis.graph.edges.contains { $0.from == "App" && $0.to == "Shared" && $0.kind == .import })
        #expect(analysis.diagnostics.filter { ["unused-dependency", "implicit-dependency", "unresolved-module-name"].contains($0.ruleID) }.isEmpty,
                "\(analysis.diagnostics.map(\.message))")
    }

    /// `App/App.xcodeproj`, whose app target depends on the framework target of
    /// `Kit/Kit.xcodeproj` through a proxy, as Xcode writes a dependency across projects;
    /// `Main.xcworkspace` lists both, one project that is gone and one outside the root.
    static func twoProjects(in scratch: TemporaryDirectory) throws -> URL {
        let app = project(target: "App", productType: "com.apple.product-type.application", extra: """
        \t\tBB0000000000000000000001 = { isa = PBXTargetDependency; name = Kit; targetProxy = BB0000000000000000000002; };
        \t\tBB0000000000000000000002 = { isa = PBXContainerItemProxy; containerPortal = BB0000000000000000000003; proxyType = 1; remoteGlobalIDString = AA0000000000000000000004; remoteInfo = Kit; };
        \t\tBB0000000000000000000003 = { isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = ../Kit/Kit.xcodeproj; sourceTree = "<group>"; };

        """, targetExtra: """
        \t\t\tdependencies = (
        \t\t\t\tBB0000000000000000000001 /* PBXTargetDependency */,
        \t\t\t);

        """)
        _ = try scratch.write("repo/App/App.xcodeproj/project.pbxproj", app)
        _ = try scratch.write("repo/App/Sources/AppMain.swift", "import Kit\n\nstruct AppMain {}\n")
        _ = try scratch.write("repo/Kit/Kit.xcodeproj/project.pbxproj", project(target: "Kit", productType: "com.apple.product-type.framework"))
        _ = try scratch.write("repo/Kit/Sources/Kit.swift", "public struct Kit {}\n")
        _ = try scratch.write("repo/Main.xcworkspace/contents.xcworkspacedata", """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace
           version = "1.0">
           <FileRef
              location = "group:App/App.xcodeproj">
           </FileRef>
           <FileRef
              location = "group:Kit/Kit.xcodeproj">
           </FileRef>
           <Group location = "group:Old" name = "Old">
              <FileRef location = "group:Gone.xcodeproj"></FileRef>
           </Group>
           <FileRef
              location = "group:../Elsewhere/Elsewhere.xcodeproj">
           </FileRef>
        </Workspace>

        """)
        return scratch.url.appendingPathComponent("repo")
    }

    @Test func aTargetDependsOnAnotherProjectsTargetAndTheWorkspaceNamesWhatIsGone() throws {
        let scratch = try TemporaryDirectory()
        let root = try Self.twoProjects(in: scratch)
        let analysis = try CLI.analyze(root)
        let graph = analysis.graph
        #expect(analysis.discovered.projects == ["App/App.xcodeproj/project.pbxproj", "Kit/Kit.xcodeproj/project.pbxproj"])
        #expect(analysis.discovered.workspaces == ["Main.xcworkspace/contents.xcworkspacedata"])

        // The proxy names the other project's target, which is a module of the repository.
        #expect(graph.module(named: "Kit")?.kind == .regular)
        #expect(graph.module(named: "Kit")?.location?.description == "Kit/Kit.xcodeproj/project.pbxproj:9:3")
        let declared = graph.edges.filter { $0.from == "App" && $0.kind == .manifest }
        #expect(declared.map(\.to) == ["Kit"])
        #expect(declared.first?.locations.map(\.location.description) == ["App/App.xcodeproj/project.pbxproj:15:5"])
        #expect(graph.edges.contains { $0.from == "App" && $0.to == "Kit" && $0.kind == .import })
        // So the import is declared, and the declaration is used.
        #expect(!analysis.diagnostics.contains { $0.ruleID == "implicit-dependency" || $0.ruleID == "unused-dependency" })

        // The project that is gone is named at its FileRef; the one outside the root is not
        // this repository's to check.
        let missing = analysis.diagnostics.filter { $0.ruleID == "missing-project" }
        #expect(missing.map { $0.location?.description ?? "" } == ["Main.xcworkspace/contents.xcworkspacedata:11:7"])
        #expect(missing.first?.severity == .warning)
        #expect(missing.first?.message == "this workspace lists 'Old/Gone.xcodeproj', but no project is there")
        #expect(analysis.diagnostics.count == 1, "\(analysis.diagnostics.map(\.message))")
    }

    /// A CocoaPods workspace whose `Pods` project `pod install` has not made yet: nothing is
    /// gone. Without the Podfile, the same reference is reported.
    @Test func thePodsProjectOfACocoaPodsWorkspaceIsNotMissing() throws {
        let scratch = try TemporaryDirectory()
        let workspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Shop.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
        </Workspace>

        """
        _ = try scratch.write("repo/Shop/Shop.xcodeproj/project.pbxproj", Self.project(target: "Shop", productType: "com.apple.product-type.application"))
        _ = try scratch.write("repo/Shop/Shop.xcworkspace/contents.xcworkspacedata", workspace)
        _ = try scratch.write("repo/Shop/Sources/ShopApp.swift", "struct ShopApp {}\n")
        let root = scratch.url.appendingPathComponent("repo")
        let withoutPodfile = try CLI.analyze(root).diagnostics.filter { $0.ruleID == "missing-project" }
        #expect(withoutPodfile.map(\.message) == ["this workspace lists 'Pods/Pods.xcodeproj', but no project is there"])
        _ = try scratch.write("repo/Shop/Podfile", "platform :ios, '15.0'\ntarget 'Shop' do\nend\n")
        let withPodfile = try CLI.analyze(root).diagnostics.filter { $0.ruleID == "missing-project" }
        #expect(withPodfile.isEmpty, "\(withPodfile.map(\.message))")
    }

    @Test func aProjectReachedAgainThroughLinksIsReadOnceUnderItsRealPath() throws {
        let scratch = try TemporaryDirectory()
        let root = try Self.twoProjects(in: scratch)
        // A link to the project folder, and a link to the folder that holds it.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Again.xcodeproj").path,
                                                   withDestinationPath: "Kit/Kit.xcodeproj")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Mirror").path, withDestinationPath: "Kit")
        let analysis = try CLI.analyze(root)
        #expect(analysis.discovered.projects == ["App/App.xcodeproj/project.pbxproj", "Kit/Kit.xcodeproj/project.pbxproj"])
        #expect(analysis.graph.modules.filter { $0.name == "Kit" }.count == 1)
        #expect(!analysis.diagnostics.contains { $0.ruleID == "duplicate-module" })
        #expect(analysis.graph.files.filter { $0.module == "Kit" }.map(\.path) == ["Kit/Sources/Kit.swift"])
    }

    @Test func aPackageTargetAndAProjectTargetOfOneNameAreTwoModules() throws {
        let scratch = try TemporaryDirectory()
        let root = try Self.twoProjects(in: scratch)
        _ = try scratch.write("repo/Packages/Kit/Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Kit", targets: [.target(name: "Kit")])

        """)
        _ = try scratch.write("repo/Packages/Kit/Sources/Kit/PackagedKit.swift", "public struct PackagedKit {}\n")
        let analysis = try CLI.analyze(root)
        #expect(analysis.graph.module(named: "Kit/Kit")?.location?.file == "Packages/Kit/Package.swift")
        #expect(analysis.graph.module(named: "Kit.xcodeproj/Kit")?.location?.file == "Kit/Kit.xcodeproj/project.pbxproj")
        #expect(!analysis.diagnostics.contains { $0.ruleID == "duplicate-module" })
        // Each declaration keeps its files, and the app's import means the target it depends on.
        #expect(analysis.graph.files.map { "\($0.path): \($0.module ?? "-")" } == [
            "App/Sources/AppMain.swift: App", "Kit/Sources/Kit.swift: Kit.xcodeproj/Kit", "Packages/Kit/Sources/Kit/PackagedKit.swift: Kit/Kit",
        ])
        #expect(analysis.graph.edges.filter { $0.from == "App" }.map { "\($0.to) \($0.kind)" } == ["Kit.xcodeproj/Kit import", "Kit.xcodeproj/Kit manifest"])
    }

    @Test func aCycleThroughAProjectSaysWhichFileDeclaresEachStep() throws {
        let scratch = try TemporaryDirectory()
        let root = try Self.twoProjects(in: scratch)
        _ = try scratch.write("repo/Kit/Sources/Back.swift", "import App\n")
        let analysis = try CLI.analyze(root)
        let cycle = try #require(analysis.diagnostics.first { $0.ruleID == "dependency-cycle" })
        #expect(cycle.notes.map(\.message) == ["App → Kit: declared in project.pbxproj", "Kit → App: imported"])
        #expect(cycle.notes.map { $0.location?.description ?? "" } == ["App/App.xcodeproj/project.pbxproj:15:5", "Kit/Sources/Back.swift:1:1"])
    }

    @Test func aProductWithoutAPackageReferenceIsFoundInTheOnePackageThatOffersIt() throws {
        let scratch = try TemporaryDirectory()
        let root = try Self.twoProjects(in: scratch)
        // Xcode writes no package reference for a product a workspace's package provides.
        _ = try scratch.write("repo/Tools/Tools.xcodeproj/project.pbxproj", Self.project(
            target: "Tool", productType: "com.apple.product-type.application", extra: """
            \t\tCC0000000000000000000001 = { isa = XCSwiftPackageProductDependency; productName = ToolsKit; };
            \t\tCC0000000000000000000002 = { isa = XCSwiftPackageProductDependency; productName = Nowhere; };

            """, targetExtra: """
            \t\t\tpackageProductDependencies = (CC0000000000000000000001, CC0000000000000000000002);

            """))
        _ = try scratch.write("repo/Tools/Sources/Tool.swift", "import ToolsCore\nimport ToolsUI\n")
        _ = try scratch.write("repo/Packages/ToolsKit/Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "ToolsKit",
                products: [.library(name: "ToolsKit", targets: ["ToolsCore", "ToolsUI"])],
                targets: [.target(name: "ToolsCore"), .target(name: "ToolsUI", dependencies: ["ToolsCore"])]
            )

            """)
        _ = try scratch.write("repo/Packages/ToolsKit/Sources/ToolsCore/Core.swift", "public struct Core {}\n")
        _ = try scratch.write("repo/Packages/ToolsKit/Sources/ToolsUI/UI.swift", "import ToolsCore\n")
        let analysis = try CLI.analyze(root)
        let declared = analysis.graph.edges.filter { $0.from == "Tool" && $0.kind == .manifest }
        #expect(declared.map(\.to).sorted() == ["Nowhere", "ToolsCore", "ToolsUI"])
        #expect(analysis.graph.module(named: "ToolsUI")?.kind == .regular)
        #expect(analysis.graph.module(named: "Nowhere")?.kind == .external)
        #expect(!analysis.diagnostics.contains { $0.ruleID == "implicit-dependency" || $0.ruleID == "unused-dependency" })
    }
}
