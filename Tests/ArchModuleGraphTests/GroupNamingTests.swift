import ArchModuleGraph
import Testing

/// Groups are named by what most of their modules share, a folder before a name ending, and
/// by nothing when less than a majority agrees.
@Suite("Group naming")
struct GroupNamingTests {
    static func members(_ names: [String], in folder: (String) -> String? = { _ in nil }) -> [GroupNaming.Member] {
        names.map { GroupNaming.Member(name: $0, path: folder($0)) }
    }

    @Test func mostNamesEndingInOneWordNameTheGroup() {
        #expect(GroupNaming.name(of: Self.members(["ApiClient", "DatabaseClient", "FileClient", "Styleguide"])) == "Clients")
        #expect(GroupNaming.name(of: Self.members(["HomeFeature", "GameFeature"])) == "Features")
        #expect(GroupNaming.name(of: Self.members(["UserRepository", "OrderRepository", "Core"])) == "Repositories")
        #expect(GroupNaming.name(of: Self.members(["SharedModels", "ClientModels"])) == "Models")
        #expect(GroupNaming.name(of: Self.members(["DesignUI", "SettingsUI", "Kit"])) == "UI")
    }

    @Test func halfOrLessIsNoName() {
        #expect(GroupNaming.name(of: Self.members(["ApiClient", "DatabaseClient", "Gzip", "Sqlite"])) == nil)
        #expect(GroupNaming.name(of: Self.members(["ApiClient"])) == nil)
        // Single-word names end in themselves only.
        #expect(GroupNaming.name(of: Self.members(["Models", "Network", "Env"])) == nil)
    }

    @Test func aFolderMostModulesSitInWinsOverANameEnding() {
        let folder: (String) -> String? = { name in name == "Kit" ? "Packages/Kit/Sources/Kit" : "Packages/Features/\(name)/Sources/\(name)" }
        let members = Self.members(["HomeClient", "SearchClient", "Profile", "Kit"], in: folder)
        let common = GroupNaming.commonFolders(of: members.compactMap(\.path))
        #expect(common == ["Packages", "Sources"])
        #expect(GroupNaming.name(of: members, commonFolders: common) == "Features")
    }

    @Test func foldersEveryModuleSharesOrThatNameTheModuleItselfNameNothing() {
        let members = Self.members(["Alpha", "Beta", "Gamma"]) { "App/Sources/\($0)" }
        #expect(GroupNaming.name(of: members, commonFolders: GroupNaming.commonFolders(of: members.compactMap(\.path))) == nil)
        // `Sources` is no group's name even when only these modules sit in it.
        #expect(GroupNaming.name(of: Self.members(["Alpha", "Beta"]) { "Sources/\($0)" }) == nil)
    }
}
