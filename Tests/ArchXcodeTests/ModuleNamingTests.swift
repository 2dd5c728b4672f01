import ArchCore
@testable import ArchXcode
import Testing

/// A target's module is named as Xcode names it: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`
/// made an identifier, from the target's settings, its `.xcconfig`, the project's settings and
/// its `.xcconfig`, for the default configuration.
@Suite("Xcode module names")
struct ModuleNamingTests {
    /// Folders and files given in memory; `.xcconfig` files are read from `files`.
    struct Listing: ProjectFolderListing {
        var files: [String: String]
        func contents(of folder: String) -> ProjectFolderContents { .files([]) }
        func fileContents(_ path: String) -> [UInt8]? { files[path].map { Array($0.utf8) } }
    }

    /// A project of one framework target named `Shared-iOS`, with these target settings for
    /// Release (Debug says otherwise, and is not the default), and project settings.
    static func moduleName(target: String, project: String = "", targetConfig: String = "", projectConfig: String = "",
                           files: [String: String] = [:]) throws -> XcodeTarget {
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (T); buildConfigurationList = PL; };
            \t\tM = { isa = PBXGroup; children = (X1, X2); sourceTree = "<group>"; };
            \t\tX1 = { isa = PBXFileReference; path = Target.xcconfig; sourceTree = "<group>"; };
            \t\tX2 = { isa = PBXFileReference; path = Configs/Project.xcconfig; sourceTree = "<group>"; };
            \t\tPL = { isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
            \t\tPD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = DebugOnly; }; };
            \t\tPR = { isa = XCBuildConfiguration; name = Release; \(projectConfig) buildSettings = { \(project) }; };
            \t\tTL = { isa = XCConfigurationList; buildConfigurations = (TD, TR); defaultConfigurationName = Release; };
            \t\tTD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = DebugOnly; }; };
            \t\tTR = { isa = XCBuildConfiguration; name = Release; \(targetConfig) buildSettings = { \(target) }; };
            \t\tT = { isa = PBXNativeTarget; name = "Shared-iOS"; buildConfigurationList = TL; productType = "com.apple.product-type.framework"; };
            \t};
            \trootObject = P;
            }
            """
        return try XcodeProjectReader.read(Array(text.utf8), listing: Listing(files: files)).targets[0]
    }

    @Test func withoutSettingsTheTargetsNameIsMadeAnIdentifier() throws {
        let target = try Self.moduleName(target: "")
        #expect(target.moduleName == "Shared_iOS")
        #expect(target.unresolvedModuleName == nil)
    }

    @Test func productNameAndModuleNameAsXcodeReadsThem() throws {
        #expect(try Self.moduleName(target: "PRODUCT_NAME = Shared;").moduleName == "Shared")
        #expect(try Self.moduleName(target: "PRODUCT_NAME = \"$(TARGET_NAME)\";").moduleName == "Shared_iOS")
        #expect(try Self.moduleName(target: "PRODUCT_NAME = \"My App 2\";").moduleName == "My_App_2")
        #expect(try Self.moduleName(target: "PRODUCT_NAME = 2Fast;").moduleName == "_2Fast")
        #expect(try Self.moduleName(target: "PRODUCT_NAME = Shared; PRODUCT_MODULE_NAME = SharedKit;").moduleName == "SharedKit")
        // The project's settings stand below the target's.
        #expect(try Self.moduleName(target: "", project: "PRODUCT_NAME = Common;").moduleName == "Common")
        #expect(try Self.moduleName(target: "PRODUCT_NAME = \"$(inherited)Kit\";", project: "PRODUCT_NAME = Common;").moduleName == "CommonKit")
    }

    @Test func xcconfigFilesAndTheirIncludesAreRead() throws {
        let files = ["Target.xcconfig": "// the target\n#include \"Configs/Base.xcconfig\"\nPRODUCT_NAME = FromConfig // why\n",
                     "Configs/Base.xcconfig": "PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier)Core\nPRODUCT_NAME[sdk=macosx*] = Mac\n",
                     "Configs/Project.xcconfig": "PRODUCT_NAME = ProjectWide\n"]
        let target = try Self.moduleName(target: "", targetConfig: "baseConfigurationReference = X1;", files: files)
        #expect(target.moduleName == "FromConfigCore")
        // The target's own settings win over its file; the project's file stands below the project's settings.
        #expect(try Self.moduleName(target: "PRODUCT_NAME = Own;", targetConfig: "baseConfigurationReference = X1;", files: files).moduleName
            == "OwnCore")
        #expect(try Self.moduleName(target: "", projectConfig: "baseConfigurationReference = X2;", files: files).moduleName == "ProjectWide")
        // A file that includes itself is read once.
        let looping = ["Target.xcconfig": "#include \"Target.xcconfig\"\nPRODUCT_NAME = Looped\n"]
        #expect(try Self.moduleName(target: "", targetConfig: "baseConfigurationReference = X1;", files: looping).moduleName == "Looped")
    }

    /// Nothing imports a test bundle; CI selects it by its target's name.
    @Test func aTestBundleKeepsItsTargetsName() throws {
        let project = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (T); };
            \t\tM = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tT = { isa = PBXNativeTarget; name = "Shop Tests"; productType = "com.apple.product-type.bundle.unit-test"; };
            \t};
            \trootObject = P;
            }
            """
        let target = try XcodeProjectReader.read(Array(project.utf8), listing: Listing(files: [:])).targets[0]
        #expect(target.moduleName == "Shop Tests")
    }

    @Test func whatOnlyXcodeKnowsIsSaidAndTheTargetsNameStandsIn() throws {
        let target = try Self.moduleName(target: "PRODUCT_NAME = \"$(PROJECT_NAME)Kit\";")
        #expect(target.moduleName == "Shared-iOS")
        #expect(target.unresolvedModuleName == "PRODUCT_NAME = $(PROJECT_NAME)Kit uses $(PROJECT_NAME), which archkit cannot resolve without Xcode")
    }
}
