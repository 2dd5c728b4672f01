import ArchCore
import ArchTestSupport
@testable import ArchXcode
import Foundation
import Testing

/// Synchronized folders are listed only inside the repository. A project that names `/`,
/// `../../..` or a link out of the repository made archkit walk the file system.
@Suite("Synchronized folders stay inside the repository")
struct FolderConfinementTests {
    /// `scratch/outside/Secret.swift` beside `scratch/repo`, whose `App` folder holds the
    /// project's folder, a link to `outside`, and a link to `/`.
    private struct Tree {
        let scratch: TemporaryDirectory
        var repository: URL { scratch.url.appendingPathComponent("repo") }
        var app: URL { repository.appendingPathComponent("App") }

        init() throws {
            scratch = try TemporaryDirectory()
            try scratch.write("outside/Secret.swift", "struct Secret {}\n")
            try scratch.write("repo/App/Sources/Main.swift", "struct Main {}\n")
            try scratch.write("repo/Shared/Shared.swift", "struct Shared {}\n")
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Linked").path, withDestinationPath: "../../outside")
            try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Root").path, withDestinationPath: "/")
        }

        var listing: DiskFolderListing { DiskFolderListing(projectFolder: app, boundary: repository) }
    }

    @Test(arguments: ["/", "//", "/.", "/..", "../../..", "../..", "Linked", "Linked/.", "Root", "Root/etc", "Sources/../../.."])
    func aFolderThatLeadsOutsideIsNotListed(_ folder: String) throws {
        let tree = try Tree()
        #expect(tree.listing.contents(of: folder) == .outside)
    }

    @Test func anAbsolutePathOutsideIsNotListedAndOneInsideIs() throws {
        let tree = try Tree()
        #expect(tree.listing.contents(of: tree.scratch.url.appendingPathComponent("outside").path) == .outside)
        #expect(tree.listing.contents(of: tree.app.appendingPathComponent("Sources").path) == .files(["Main.swift"]))
    }

    /// Inside the repository, a folder above the project's is listed (a monorepo's projects
    /// reach `../Shared`); the links in it are listed as they are, never entered.
    @Test func foldersInsideAreListedWithoutEnteringLinks() throws {
        let tree = try Tree()
        #expect(tree.listing.contents(of: "Sources") == .files(["Main.swift"]))
        #expect(tree.listing.contents(of: "../Shared") == .files(["Shared.swift"]))
        #expect(tree.listing.contents(of: "..") == .files(["App/Linked", "App/Root", "App/Sources/Main.swift", "Shared/Shared.swift"]))
        #expect(tree.listing.contents(of: "Missing") == .files([]))
    }

    /// A listing that answers `.outside` for the folders it is told, and records what it is
    /// asked.
    private final class RecordingListing: ProjectFolderListing, @unchecked Sendable {
        let outside: Set<String>
        private(set) var asked: [String] = []

        init(outside: Set<String>) {
            self.outside = outside
        }

        func contents(of folder: String) -> ProjectFolderContents {
            asked.append(folder)
            return outside.contains(folder) ? .outside : .files(["In.swift"])
        }
    }

    /// Each folder is asked about once, by its resolved path; one that leads outside gives no
    /// target any file and is named once, at its group's `path`, however many targets use it.
    @Test func aFolderOutsideIsNamedOnceAtItsGroupsPath() throws {
        let listing = RecordingListing(outside: ["/", "../../.."])
        let text = """
            // !$*UTF8*$!
            {
            \tobjects = {
            \t\tP = { isa = PBXProject; mainGroup = M; targets = (A, B); };
            \t\tM = { isa = PBXGroup; children = (G1, G2, G3, G4); sourceTree = "<group>"; };
            \t\tG1 = { isa = PBXFileSystemSynchronizedRootGroup; path = "//"; sourceTree = "<group>"; };
            \t\tG2 = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\tpath = ../../..;
            \t\t\tsourceTree = "<group>";
            \t\t};
            \t\tG3 = { isa = PBXFileSystemSynchronizedRootGroup; path = Sources; sourceTree = "<group>"; };
            \t\tG4 = { isa = PBXFileSystemSynchronizedRootGroup; path = /..; sourceTree = "<absolute>"; };
            \t\tA = { isa = PBXNativeTarget; name = A; fileSystemSynchronizedGroups = (G1, G2, G3, G4); productType = "com.apple.product-type.application"; };
            \t\tB = { isa = PBXNativeTarget; name = B; fileSystemSynchronizedGroups = (G2); productType = "com.apple.product-type.framework"; };
            \t};
            \trootObject = P;
            }

            """
        let project = try XcodeProjectReader.read(Array(text.utf8), listing: listing)
        #expect(listing.asked.sorted() == ["../../..", "/", "Sources"])
        #expect(project.targets.map(\.swiftFiles) == [["Sources/In.swift"], []])
        #expect(project.outsideFolders == [
            XcodeOutsideFolder(path: "/", position: TextPosition(line: 6, column: 59)),
            XcodeOutsideFolder(path: "../../..", position: TextPosition(line: 9, column: 11)),
            XcodeOutsideFolder(path: "/", position: TextPosition(line: 13, column: 59)),
        ])
    }
}
