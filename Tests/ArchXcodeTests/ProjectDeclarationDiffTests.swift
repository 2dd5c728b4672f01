import ArchXcode
import Testing

/// A change to `project.pbxproj` touches the targets whose declaration it changes, not every
/// target of the project.
@Suite("Project declaration changes")
struct ProjectDeclarationDiffTests {
    /// An app and a widget, each with its settings and a sources phase, in a group `Sources`.
    struct Project {
        var appSwiftVersion = "5.0"
        var widgetSwiftVersion = "5.0"
        var projectSetting = "IPHONEOS_DEPLOYMENT_TARGET = 17.0;"
        var appFiles = "AB1"
        var groupPath = "Sources"
        var extraObjects = ""
        var spacing = " "
        var widgetExtra = ""
        var packageReferences = ""

        var text: String {
            """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (A, W); buildConfigurationList = PL;\(packageReferences)\(spacing)attributes = { TargetAttributes = { A = { CreatedOnToolsVersion = 15.0; }; }; }; };
            \t\tPL = { isa = XCConfigurationList; buildConfigurations = (PR); };
            \t\tPR = { isa = XCBuildConfiguration; name = Release; buildSettings = { \(projectSetting) }; };
            \t\tM = { isa = PBXGroup; children = (G); sourceTree = "<group>"; };
            \t\tG = { isa = PBXGroup; children = (F1, F2); path = \(groupPath); sourceTree = "<group>"; };
            \t\tF1 = { isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            \t\tF2 = { isa = PBXFileReference; path = Widget.swift; sourceTree = "<group>"; };
            \t\tA = { isa = PBXNativeTarget; name = App; buildPhases = (AS); buildConfigurationList = AL; dependencies = (D); productType = "com.apple.product-type.application"; };
            \t\tAS = { isa = PBXSourcesBuildPhase; files = (\(appFiles)); };
            \t\tAB1 = { isa = PBXBuildFile; fileRef = F1; };
            \t\tAL = { isa = XCConfigurationList; buildConfigurations = (AR); };
            \t\tAR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = \(appSwiftVersion); }; };
            \t\tD = { isa = PBXTargetDependency; target = W; };
            \t\tW = { isa = PBXNativeTarget; name = Widget; buildPhases = (WS); buildConfigurationList = WL;\(widgetExtra) productType = "com.apple.product-type.app-extension"; };
            \t\tWS = { isa = PBXSourcesBuildPhase; files = (WB); };
            \t\tWB = { isa = PBXBuildFile; fileRef = F2; };
            \t\tWL = { isa = XCConfigurationList; buildConfigurations = (WR); };
            \t\tWR = { isa = XCBuildConfiguration; name = Release; buildSettings = { SWIFT_VERSION = \(widgetSwiftVersion); }; };
            \(extraObjects)\t};
            \trootObject = P;
            }

            """
        }
    }

    static func changed(_ base: Project, _ head: Project) -> Set<String>? {
        ProjectDeclarationDiff.changedTargets(from: Array(base.text.utf8), to: Array(head.text.utf8))
    }

    @Test func oneTargetsSettingTouchesThatTargetAlone() {
        #expect(Self.changed(Project(), Project(widgetSwiftVersion: "6.0")) == ["Widget"])
        #expect(Self.changed(Project(), Project(appSwiftVersion: "6.0")) == ["App"])
    }

    /// The app depends on the widget: the widget's change reaches the app through the graph,
    /// not through the app's declaration, which names the widget only.
    @Test func aFileAddedToOnePhaseTouchesItsTarget() {
        #expect(Self.changed(Project(), Project(appFiles: "AB1, AB2", extraObjects: "\t\tAB2 = { isa = PBXBuildFile; fileRef = F2; };\n")) == ["App"])
    }

    /// Xcode re-creates objects under new ids (a real range: file references written anew,
    /// no target's files changed): the same declarations, so no target.
    @Test func newIdsForTheSameObjectsTouchNothing() {
        let base = Project().text
        let head = base.replacingOccurrences(of: "AB1", with: "CD7").replacingOccurrences(of: "F1", with: "E9")
            .replacingOccurrences(of: "PR", with: "QS")
        #expect(ProjectDeclarationDiff.changedTargets(from: Array(base.utf8), to: Array(head.utf8)) == [])
    }

    @Test func spacingAndOrderTouchNothing() {
        #expect(Self.changed(Project(), Project(spacing: "\n\t\t\t")) == [])
        #expect(Self.changed(Project(), Project()) == [])
    }

    /// The project's own settings reach every target; a moved group moves the files of the
    /// targets that compile them, both here.
    @Test func projectSettingsAndMovedFilesTouchWhatTheyReach() {
        #expect(Self.changed(Project(), Project(projectSetting: "IPHONEOS_DEPLOYMENT_TARGET = 18.0;")) == nil)
        #expect(Self.changed(Project(), Project(groupPath: "App")) == ["App", "Widget"])
    }

    /// A package reference reaches the targets that use its products, and only those.
    @Test func aPackageReferenceTouchesTheTargetsUsingIt() {
        func project(version: String) -> Project {
            Project(extraObjects: """
                \t\tR = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/kit"; requirement = { kind = upToNextMajorVersion; minimumVersion = \(version); }; };
                \t\tK = { isa = XCSwiftPackageProductDependency; package = R; productName = Kit; };

                """, widgetExtra: " packageProductDependencies = (K);", packageReferences: " packageReferences = (R);")
        }
        #expect(Self.changed(project(version: "1.0.0"), project(version: "2.0.0")) == ["Widget"])
        #expect(Self.changed(Project(), project(version: "1.0.0")) == ["Widget"])
    }

    /// An object no target reaches, such as a package reference nothing uses, may change any
    /// of them.
    @Test func anUnreachedObjectTouchesEveryTarget() {
        let head = Project(extraObjects: "\t\tR = { isa = XCRemoteSwiftPackageReference; repositoryURL = \"https://example.com/kit\"; };\n")
        #expect(Self.changed(Project(), head) == nil)
    }

    @Test func anUnreadableSideTouchesEveryTarget() {
        #expect(ProjectDeclarationDiff.changedTargets(from: Array("{ objects = {".utf8), to: Array(Project().text.utf8)) == nil)
    }
}
