import ArchDiscovery
import ArchTestSupport
import Foundation
import Testing

@Suite("File discovery")
struct FileDiscoveryTests {
    private func repository(_ files: [String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: "archkit-discovery")
        for file in files { try directory.write(file, "// \(file)\n") }
        return directory
    }

    @Test func findsManifestsAndSourcesInByteOrder() throws {
        let repository = try repository([
            "Package.swift", "Sources/B/b.swift", "Sources/A/a.swift", "Sources/A/Z.swift",
            "Packages/Core/Package.swift", "Packages/Core/Package@swift-5.9.swift", "README.md", "Sources/A/notes.txt",
        ])
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.manifests == ["Package.swift", "Packages/Core/Package.swift"])
        #expect(found.sources == ["Sources/A/Z.swift", "Sources/A/a.swift", "Sources/B/b.swift"])
    }

    @Test func skipsBuildAndDependencyFolders() throws {
        let repository = try repository([
            ".build/checkouts/x.swift", ".git/x.swift", ".swiftpm/x.swift", "DerivedData/x.swift", "Pods/x.swift",
            "Carthage/x.swift", "node_modules/x.swift", "Sources/App/.build/x.swift", "Sources/App/app.swift",
            ".github/scripts/tool.swift",
        ])
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/App/app.swift"])
    }

    /// SwiftPM compiles no hidden file (`.B.swift`) and no file in a hidden folder, and Xcode's
    /// synchronized folders leave them out too; so does discovery, links and projects included.
    @Test func skipsHiddenFilesAndFolders() throws {
        let repository = try repository([
            "Sources/Foo/a.swift", "Sources/Foo/.b.swift", "Sources/Foo/.hidden/c.swift", ".tools/Lint.swift",
            ".Old.xcodeproj/project.pbxproj", "Sources/Foo/Sub/d.swift",
        ])
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent(".linked").path, withDestinationPath: "Sources/Foo/Sub")
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/Foo/Sub/d.swift", "Sources/Foo/a.swift"])
        #expect(found.projects.isEmpty)
        #expect(!found.folders.contains { $0.contains("/.") || $0.hasPrefix(".") })
        #expect(found.skippedLinks.isEmpty)
    }

    @Test func skipsFoldersThatHoldNoSourcesButEntersOtherFoldersWithDots() throws {
        let repository = try repository([
            "Sources/Lib/Lib.docc/Snippets/Snippet.swift", "Sources/Lib/Media.xcassets/a.swift", "Demo.playground/Contents.swift",
            "App.xcodeproj/p.swift", "App.xcworkspace/w.swift", "Sources/Lib/Model.xcdatamodeld/m.swift", "Sources/Lib/Loc.xcstrings/s.swift",
            "Sources/Lib/Foo.bar/f.swift", "Sources/Lib/My.bundle/b.swift", "Sources/Lib/en.lproj/e.swift", "Sources/Lib/docc/d.swift",
            "Sources/Lib/.docc/h.swift", "Sources/Lib/lib.swift",
        ])
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == [
            "Sources/Lib/Foo.bar/f.swift", "Sources/Lib/My.bundle/b.swift",
            "Sources/Lib/docc/d.swift", "Sources/Lib/en.lproj/e.swift", "Sources/Lib/lib.swift",
        ])
    }

    @Test func skipsScaffoldingTemplates() throws {
        let repository = try repository([
            "Sources/App/app.swift", "Templates/feature/template.manifest", "Templates/feature/files/{{Name}}/Api/{{Name}}Api.swift",
            "Tools/Templates/route-module/template.manifest", "Tools/Templates/route-module/files/Package.swift",
        ])
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/App/app.swift"])
        #expect(found.manifests.isEmpty)
    }

    /// Xcode's own file templates, as a Clean MVVM example repository keeps them beside its
    /// app: placeholder names that no build compiles, so no rule and no `init` may see them.
    @Test func skipsXcodeFileTemplates() throws {
        let repository = try repository([
            "ExampleMVVM/App.swift",
            "MVVM Templates/MVVM/MVVM.xctemplate/___VARIABLE_sceneIdentifier___ViewController.swift",
            "MVVM Templates/MVVMR/MVVMR.xctemplate/___VARIABLE_sceneIdentifier___ViewModel.swift",
        ])
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["ExampleMVVM/App.swift"])
    }

    @Test func honoursExcludes() throws {
        let repository = try repository(["Fixtures/A/Package.swift", "Fixtures/A/a.swift", "Sources/App/app.swift", "Sources/App/gen.generated.swift"])
        let found = try FileDiscovery(root: repository.url, isExcluded: { path in
            path == "Fixtures" || path.hasSuffix(".generated.swift")
        }).discover()
        #expect(found.manifests.isEmpty)
        #expect(found.sources == ["Sources/App/app.swift"])
        // What was kept out: the folder itself, not each file below it.
        #expect(found.excluded == ["Fixtures", "Sources/App/gen.generated.swift"])
    }

    @Test func followsLinksInsideTheRootOnceAndNeverOutside() throws {
        let outside = try repository(["Secret/secret.swift"])
        let repository = try repository(["Sources/Real/real.swift"])
        let manager = FileManager.default
        // A link to a folder inside the root is followed, under the link's own path.
        try manager.createSymbolicLink(at: repository.url.appendingPathComponent("Linked"),
                                       withDestinationURL: repository.url.appendingPathComponent("Sources/Real"))
        // A link out of the root is not.
        try manager.createSymbolicLink(at: repository.url.appendingPathComponent("Outside"),
                                       withDestinationURL: outside.url.appendingPathComponent("Secret"))
        // A link back to an ancestor would loop forever if followed naively.
        try manager.createSymbolicLink(at: repository.url.appendingPathComponent("Sources/Real/Loop"),
                                       withDestinationURL: repository.url.appendingPathComponent("Sources"))
        // A link to nowhere is skipped.
        try manager.createSymbolicLink(at: repository.url.appendingPathComponent("Dangling"),
                                       withDestinationURL: repository.url.appendingPathComponent("Missing"))
        let found = try FileDiscovery(root: repository.url).discover()
        #expect(found.sources == ["Sources/Real/real.swift"])
        #expect(found.skippedLinks == [SkippedLink("Dangling", .dangling), SkippedLink("Outside", .outside)])
    }

    @Test func aLinkedFolderReachedOnlyThroughItsLinkIsRead() throws {
        let repository = try repository(["Shared/Model.swift", "App/app.swift"])
        try FileManager.default.createSymbolicLink(at: repository.url.appendingPathComponent("App/Shared"),
                                                   withDestinationURL: repository.url.appendingPathComponent("Shared"))
        let found = try FileDiscovery(root: repository.url, isExcluded: { $0 == "Shared" }).discover()
        #expect(found.sources == ["App/Shared/Model.swift", "App/app.swift"])
        #expect(found.excluded == ["Shared"])
    }

    /// A Swift file linked into another target's folder is compiled there too, as SwiftPM
    /// compiles it: a source at the link's path, beside the file at its own.
    @Test func aLinkedSwiftFileIsASourceAtTheLinksPath() throws {
        let outside = try repository(["Secret/secret.swift"])
        let repository = try repository(["Sources/Core/Shared.swift", "Sources/App/app.swift"])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: repository.url.appendingPathComponent("Sources/App/Shared.swift").path,
                                       withDestinationPath: "../Core/Shared.swift")
        // Not a Swift file by its link's name, or leading out of the root: not a source.
        try manager.createSymbolicLink(atPath: repository.url.appendingPathComponent("Sources/App/notes.txt").path,
                                       withDestinationPath: "../Core/Shared.swift")
        try manager.createSymbolicLink(at: repository.url.appendingPathComponent("Sources/App/Secret.swift"),
                                       withDestinationURL: outside.url.appendingPathComponent("Secret/secret.swift"))
        let found = try FileDiscovery(root: repository.url, isExcluded: { $0 == "Sources/Core/Excluded.swift" }).discover()
        #expect(found.sources == ["Sources/App/Shared.swift", "Sources/App/app.swift", "Sources/Core/Shared.swift"])
        #expect(found.skippedLinks == [SkippedLink("Sources/App/Secret.swift", .outside)])
    }

    @Test func aMissingRootIsAnError() {
        #expect(throws: DiscoveryError.rootNotFound("/no/such/root")) {
            try FileDiscovery(root: URL(fileURLWithPath: "/no/such/root")).discover()
        }
    }
}
