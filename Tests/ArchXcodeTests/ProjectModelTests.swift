import ArchCore
@testable import ArchXcode
import Testing

/// The project model on small projects, with the folders' files given in memory.
@Suite("Project model")
struct ProjectModelTests {
    private func read(_ objects: String, folders: [String: [String]] = [:]) throws -> XcodeProject {
        try SmallProjects.read(objects, folders: folders)
    }

    @Test func exceptionSetsLeaveFilesOutOfTheirFolderAndGiveThemToOtherTargets() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (A, B); };
            M = { isa = PBXGroup; children = (G, H); sourceTree = "<group>"; };
            G = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EA, EB); path = App; sourceTree = "<group>"; };
            H = { isa = PBXFileSystemSynchronizedRootGroup; path = Widget/../Widget; sourceTree = SOURCE_ROOT; };
            EA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Preview, "Old File.swift"); target = A; };
            EB = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Model.swift, Missing.swift); target = B; };
            A = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (G); };
            B = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; fileSystemSynchronizedGroups = (H); };
            """, folders: [
                "App": ["Info.plist", "Main.swift", "Old File.swift", "Preview/Sample.swift", "Shared/Model.swift", "Notes.md", "Previews.swift"],
                "Widget": ["Widget.swift"],
            ])
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        #expect(project.targets.map(\.kind) == [.application, .appExtension])
        // A folder named in the exceptions covers what it holds, and no more (`Previews.swift`).
        #expect(project.targets[0].swiftFiles == ["App/Main.swift", "App/Previews.swift", "App/Shared/Model.swift"])
        // The app keeps the file it shares; a listed file that is not on disk is not added.
        #expect(project.targets[1].swiftFiles == ["App/Shared/Model.swift", "Widget/Widget.swift"])
    }

    @Test func groupChainsResolveEverySourceTree() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (T); };
            M = { isa = PBXGroup; children = (G1, ABS, SDK, BUILT); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (G2); path = Outer; sourceTree = "<group>"; };
            G2 = { isa = PBXGroup; children = (F1, F2, V); path = ../Inner/.; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = One.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Two.swift; sourceTree = SOURCE_ROOT; };
            V = { isa = PBXVariantGroup; children = (F3); name = Three.swift; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = en.lproj/Three.swift; sourceTree = "<group>"; };
            ABS = { isa = PBXFileReference; path = /opt/shared/../code/Abs.swift; sourceTree = "<absolute>"; };
            SDK = { isa = PBXFileReference; path = usr/Sdk.swift; sourceTree = SDKROOT; };
            BUILT = { isa = PBXFileReference; path = Gen.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            C1 = { isa = PBXGroup; children = (C2, LOOP); path = c1; sourceTree = "<group>"; };
            C2 = { isa = PBXGroup; children = (C1); path = c2; sourceTree = "<group>"; };
            LOOP = { isa = PBXFileReference; path = Loop.swift; sourceTree = "<group>"; };
            S = { isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, B7, B8, B9); };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = F2; };
            B3 = { isa = PBXBuildFile; fileRef = F3; };
            B4 = { isa = PBXBuildFile; fileRef = ABS; };
            B5 = { isa = PBXBuildFile; fileRef = SDK; };
            B6 = { isa = PBXBuildFile; fileRef = BUILT; };
            B7 = { isa = PBXBuildFile; fileRef = LOOP; };
            B8 = { isa = PBXBuildFile; fileRef = NOWHERE; };
            B9 = { isa = PBXBuildFile; fileRef = F1; };
            T = { isa = PBXNativeTarget; name = Tool; buildPhases = (S); productType = "com.apple.product-type.tool"; };
            """)
        let tool = try #require(project.targets.first)
        #expect(tool.kind == .other)
        #expect(tool.swiftFiles == ["/opt/code/Abs.swift", "Inner/One.swift", "Inner/en.lproj/Three.swift", "Two.swift"])
    }

    /// A path longer than any system allows names no file, so it is not spelled out.
    @Test func pathsLongerThanASystemAllowsNameNoFile() throws {
        let folder = String(repeating: "f", count: ProjectPaths.maximumPathBytes - "/F.swift".utf8.count)
        func files(under group: String) throws -> [String] {
            try read("""
                P = { isa = PBXProject; mainGroup = M; targets = (T); };
                M = { isa = PBXGroup; children = (G); path = \(group); sourceTree = "<group>"; };
                G = { isa = PBXGroup; children = (F); path = \(folder); sourceTree = "<group>"; };
                F = { isa = PBXFileReference; path = F.swift; sourceTree = "<group>"; };
                S = { isa = PBXSourcesBuildPhase; files = (B); };
                B = { isa = PBXBuildFile; fileRef = F; };
                T = { isa = PBXNativeTarget; name = T; buildPhases = (S); productType = "com.apple.product-type.tool"; };
                """).targets[0].swiftFiles
        }
        #expect(try files(under: ".") == [folder + "/F.swift"])
        #expect(try files(under: "x").isEmpty)
    }

    @Test func dependenciesCarryThePlaceThatDeclaresThem() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (A, K); };
            M = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            A = {
                isa = PBXNativeTarget;
                name = App;
                buildPhases = (FW);
                dependencies = (
                    D1,
                    D2,
                    D3,
                );
                packageProductDependencies = (
                    PL,
                    PR,
                    PU,
                );
                productType = "com.apple.product-type.application";
            };
            K = { isa = PBXNativeTarget; name = Kit; productType = "com.apple.product-type.framework"; };
            D1 = { isa = PBXTargetDependency; target = K; targetProxy = X1; };
            D2 = { isa = PBXTargetDependency; targetProxy = X2; };
            D3 = { isa = PBXTargetDependency; productRef = PL; };
            X1 = { isa = PBXContainerItemProxy; remoteInfo = Kit; };
            X2 = { isa = PBXContainerItemProxy; remoteInfo = OtherProjectKit; };
            PL = { isa = XCSwiftPackageProductDependency; package = LP; productName = Domain; };
            PR = { isa = XCSwiftPackageProductDependency; package = RP; productName = Collections; };
            PU = { isa = XCSwiftPackageProductDependency; productName = Loose; };
            LP = { isa = XCLocalSwiftPackageReference; relativePath = ./Packages/Domain/; };
            RP = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/c.git"; };
            FW = { isa = PBXFrameworksBuildPhase; files = (
                L1,
                L2,
            ); };
            L1 = { isa = PBXBuildFile; fileRef = UI; };
            L2 = { isa = PBXBuildFile; productRef = PL; };
            UI = { isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
            """)
        let app = try #require(project.targets.first { $0.name == "App" })
        // The objects start on line 5 of the file; columns count the indentation.
        #expect(app.position == TextPosition(line: 7, column: 1))
        #expect(app.dependencies == [
            XcodeDependency(kind: .packageProduct(package: .local(path: "Packages/Domain")), name: "Domain", position: TextPosition(line: 17, column: 9)),
            XcodeDependency(kind: .packageProduct(package: .remote(url: "https://example.com/c.git")), name: "Collections", position: TextPosition(line: 18, column: 9)),
            XcodeDependency(kind: .packageProduct(package: .unresolved), name: "Loose", position: TextPosition(line: 19, column: 9)),
            XcodeDependency(kind: .target, name: "Kit", position: TextPosition(line: 12, column: 9)),
            XcodeDependency(kind: .target, name: "OtherProjectKit", position: TextPosition(line: 13, column: 9)),
            XcodeDependency(kind: .linkedFramework, name: "UIKit", position: TextPosition(line: 35, column: 5)),
        ])
    }

    @Test(arguments: [
        ("( a )", 2, "holds a dictionary"),
        ("{ rootObject = P; }", 2, "no `objects`"),
        ("{ objects = { P = { isa = PBXGroup; }; }; rootObject = P; }", 2, "names no PBXProject"),
        ("{ objects = { }; }", 2, "names no PBXProject"),
        ("{ objects = { }; rootObject = P }", 2, "missing `;`"),
    ])
    func projectsOfTheWrongShapeAreRefused(_ text: String, line: Int, mentions: String) {
        #expect {
            _ = try XcodeProjectReader.read(Array("// !$*UTF8*$!\n\(text)\n".utf8), listing: SmallProjects.Folders(files: [:]))
        } throws: { error in
            guard let error = error as? XcodeProjectError else { return false }
            #expect(error.position.line == line, "\(error)")
            #expect(error.message.contains(mentions), "\(error)")
            return true
        }
    }
}
