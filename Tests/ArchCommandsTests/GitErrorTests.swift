import ArchCommands
import ArchTestSupport
import Foundation
import Testing

/// What `diff` and `affected` say when git cannot give them a revision: each message says why
/// and what to do, on real temporary repositories.
@Suite("Git errors")
struct GitErrorTests {
    private static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Shop", targets: [.target(name: "Shop")])

        """

    /// A package folder, not under git.
    private func package(in scratch: TemporaryDirectory, named name: String = "source") throws -> URL {
        _ = try scratch.write("\(name)/Package.swift", Self.manifest)
        _ = try scratch.write("\(name)/Sources/Shop/Shop.swift", "struct Shop {}\n")
        return scratch.url.appendingPathComponent(name)
    }

    @Test func outsideARepositoryTheFolderIsSaidToBeInNone() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-no-git")
        let folder = try package(in: scratch)
        let affected = CLI.run(["affected", "main", "--path", folder.path])
        #expect(affected.exitCode == ExitCode.usage)
        #expect(affected.stderr.contains("\(folder.path) is not in a git repository, so 'main' cannot be read from it"), "\(affected.stderr)")
        #expect(affected.stderr.contains("run archkit inside a clone of the repository, or give its folder with --path"))
        #expect(!affected.stderr.contains("not a revision"))

        let diff = CLI.run(["diff", "main", "--path", folder.path])
        #expect(diff.exitCode == ExitCode.usage)
        #expect(diff.stderr.contains("'main' is neither a graph JSON file nor a folder, and \(folder.path) is not in a git repository"),
                "\(diff.stderr)")
    }

    @Test func aMisspeltBranchGetsTheClosestName() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-misspelt")
        let repository = try GitRepository(copying: try package(in: scratch), into: scratch)
        try repository.git("branch", "-M", "main")
        try repository.git("tag", "release-1.0")
        try repository.git("branch", "feature/basket")

        let affected = CLI.run(["affected", "mian", "--path", repository.folder.path])
        #expect(affected.exitCode == ExitCode.usage)
        #expect(affected.stderr.contains("'mian' is not a revision of the git repository at"), "\(affected.stderr)")
        #expect(affected.stderr.contains("did you mean 'main'?"), "\(affected.stderr)")
        #expect(!affected.stderr.contains("clone is shallow"))

        let diff = CLI.run(["diff", "feature/baskte", "--path", repository.folder.path])
        #expect(diff.exitCode == ExitCode.usage)
        #expect(diff.stderr.contains("'feature/baskte' is neither a graph JSON file, a folder, nor a revision"), "\(diff.stderr)")
        #expect(diff.stderr.contains("did you mean 'feature/basket'?"), "\(diff.stderr)")

        let tag = CLI.run(["affected", "release-1.O", "--path", repository.folder.path])
        #expect(tag.stderr.contains("did you mean 'release-1.0'?"), "\(tag.stderr)")

        let nothingClose = CLI.run(["affected", "no-such-revision", "--path", repository.folder.path])
        #expect(nothingClose.exitCode == ExitCode.usage)
        #expect(!nothingClose.stderr.contains("did you mean"), "\(nothingClose.stderr)")
    }

    @Test func aShallowCloneIsToldToFetchMoreHistory() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-shallow")
        let origin = try GitRepository(copying: try package(in: scratch), into: scratch, as: "origin")
        for count in 1...2 {
            try Data("struct Shop { let version = \(count) }\n".utf8).write(to: origin.folder.appendingPathComponent("Sources/Shop/Shop.swift"))
            try origin.git("commit", "-q", "-a", "-m", "change \(count)")
        }
        let clone = try Shell.run(["git", "clone", "-q", "--depth", "1", "file://\(origin.folder.path)", "shallow"], in: scratch.url)
        try #require(clone.status == 0, "\(clone.stderr)")
        let shallow = scratch.url.appendingPathComponent("shallow")

        let affected = CLI.run(["affected", "HEAD~2", "--path", shallow.path])
        #expect(affected.exitCode == ExitCode.usage)
        #expect(affected.stderr.contains("'HEAD~2' is not a revision of the git repository at"), "\(affected.stderr)")
        #expect(affected.stderr.contains("hint: this clone is shallow"), "\(affected.stderr)")
        #expect(affected.stderr.contains("git fetch --deepen"))
        #expect(affected.stderr.contains("git fetch --unshallow"))
        #expect(affected.stderr.contains("fetch-depth: 0"))

        let diff = CLI.run(["diff", "HEAD~1", "--path", shallow.path])
        #expect(diff.exitCode == ExitCode.usage)
        #expect(diff.stderr.contains("hint: this clone is shallow"), "\(diff.stderr)")

        // A full clone lacking a revision gets no such hint.
        let full = CLI.run(["affected", "HEAD~5", "--path", origin.folder.path])
        #expect(full.exitCode == ExitCode.usage)
        #expect(!full.stderr.contains("clone is shallow"), "\(full.stderr)")
    }
}
