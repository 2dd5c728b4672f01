import ArchCore
@testable import ArchXcode
import Testing

/// Layouts met in real projects, reduced to the smallest project that shows them. Each was
/// compared with Python's `pbxproj` package on the real project; these keep the reader's answer.
@Suite("Layouts of real projects")
struct RealLayoutTests {
    private func read(_ objects: String, folders: [String: [String]] = [:]) throws -> XcodeProject {
        try SmallProjects.read(objects, folders: folders)
    }

    /// App extensions whose own folder no target synchronizes: each extension lists no
    /// synchronized group, and its files come only from the exception sets that name it.
    @Test func extensionsTakeTheirFilesFromFoldersNoTargetSynchronizes() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (A, E, W); };
            M = { isa = PBXGroup; children = (GA, GE, GI); sourceTree = "<group>"; };
            GA = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (XA, XE); path = Main; sourceTree = "<group>"; };
            GE = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (XN); path = Notify; sourceTree = "<group>"; };
            GI = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (XI, XW); path = Intents; sourceTree = "<group>"; };
            XA = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist); target = A; };
            XE = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Sounds/bell.caf, Strings.xcstrings); target = E; };
            XN = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Service.swift, Support.swift); target = E; };
            XI = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (ListIntent.swift); target = A; };
            XW = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (ListIntent.swift, UserIntent.swift); target = W; };
            A = { isa = PBXNativeTarget; name = App; fileSystemSynchronizedGroups = (GI, GA); productType = "com.apple.product-type.application"; };
            E = { isa = PBXNativeTarget; name = Notifications; productType = "com.apple.product-type.app-extension"; };
            W = { isa = PBXNativeTarget; name = Widgets; productType = "com.apple.product-type.app-extension"; };
            """, folders: [
                "Main": ["App.swift", "Info.plist", "Sounds/bell.caf", "Strings.xcstrings"],
                "Notify": ["Info.plist", "Service.swift", "Support.swift", "Unlisted.swift"],
                "Intents": ["ListIntent.swift", "Shortcuts.swift", "UserIntent.swift"],
            ])
        let files = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.swiftFiles) })
        // The app leaves out the intent the widgets take; the widgets synchronize no folder.
        #expect(files["App"] == ["Intents/Shortcuts.swift", "Intents/UserIntent.swift", "Main/App.swift"])
        #expect(files["Widgets"] == ["Intents/ListIntent.swift", "Intents/UserIntent.swift"])
        // A file of the folder that no exception names belongs to no target.
        #expect(files["Notifications"] == ["Notify/Service.swift", "Notify/Support.swift"])
    }

    /// Groups that only name themselves (no `path`) add nothing to their children's paths, and a
    /// file shared by two targets through two build files belongs to both.
    @Test func groupsWithoutAPathAndFilesSharedByTwoTargets() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (A, B); };
            M = { isa = PBXGroup; children = (N); sourceTree = "<group>"; };
            N = { isa = PBXGroup; children = (GA, GB); name = Apps; sourceTree = "<group>"; };
            GA = { isa = PBXGroup; children = (F1, F2); name = Phone; path = "Apps/Phone App"; sourceTree = "<group>"; };
            GB = { isa = PBXGroup; children = (F3); name = Desk; path = Apps/Desk; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Cell.swift; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Shared.swift; path = Apps/Common/Shared.swift; sourceTree = SOURCE_ROOT; };
            F3 = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Window.swift; sourceTree = "<group>"; };
            SA = { isa = PBXSourcesBuildPhase; files = (BA1, BA2); };
            SB = { isa = PBXSourcesBuildPhase; files = (BB1, BB2, BB3); };
            BA1 = { isa = PBXBuildFile; fileRef = F1; };
            BA2 = { isa = PBXBuildFile; fileRef = F2; };
            BB1 = { isa = PBXBuildFile; fileRef = F1; };
            BB2 = { isa = PBXBuildFile; fileRef = F2; };
            BB3 = { isa = PBXBuildFile; fileRef = F3; };
            A = { isa = PBXNativeTarget; name = Phone; buildPhases = (SA); productType = "com.apple.product-type.application"; };
            B = { isa = PBXNativeTarget; name = Desk; buildPhases = (SB); productType = "com.apple.product-type.application"; };
            """)
        let files = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.swiftFiles) })
        #expect(files["Phone"] == ["Apps/Common/Shared.swift", "Apps/Phone App/Cell.swift"])
        #expect(files["Desk"] == ["Apps/Common/Shared.swift", "Apps/Desk/Window.swift", "Apps/Phone App/Cell.swift"])
    }

    /// Both real recall misses of `affected` were resources: a string catalogue in a
    /// synchronized folder and a localized `Intents.strings` of the resources phase, each of
    /// its languages a file. Both are the target's resources, apart from its Swift files.
    @Test func resourcesOfThePhaseAndOfSynchronizedFolders() throws {
        let project = try read("""
            P = { isa = PBXProject; mainGroup = M; targets = (A); };
            M = { isa = PBXGroup; children = (G, S); sourceTree = "<group>"; };
            G = { isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            S = { isa = PBXGroup; children = (V); path = Shared; sourceTree = "<group>"; };
            V = { isa = PBXVariantGroup; children = (EN, FR); name = Intents.strings; sourceTree = "<group>"; };
            EN = { isa = PBXFileReference; path = en.lproj/Intents.strings; sourceTree = "<group>"; };
            FR = { isa = PBXFileReference; path = fr.lproj/Intents.strings; sourceTree = "<group>"; };
            B = { isa = PBXBuildFile; fileRef = V; };
            R = { isa = PBXResourcesBuildPhase; files = (B); };
            A = { isa = PBXNativeTarget; name = App; buildPhases = (R); fileSystemSynchronizedGroups = (G); productType = "com.apple.product-type.application"; };
            """, folders: ["App": ["App.swift", "Localizable.xcstrings", "Assets.xcassets/Contents.json"]])
        let app = try #require(project.targets.first)
        #expect(app.swiftFiles == ["App/App.swift"])
        #expect(app.resourceFiles == ["App/Assets.xcassets/Contents.json", "App/Localizable.xcstrings",
                                      "Shared/en.lproj/Intents.strings", "Shared/fr.lproj/Intents.strings"])
    }
}
