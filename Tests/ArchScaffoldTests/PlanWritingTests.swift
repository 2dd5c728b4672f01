import ArchScaffold
import ArchTestSupport
import Foundation
import Testing

@Suite("Writing plans")
struct PlanWritingTests {
    private func plan(_ files: [String: String], edits: [ScaffoldPlan.ManifestEdit] = []) -> ScaffoldPlan {
        ScaffoldPlan(templateName: "t", name: "Order", destination: ".",
                     files: files.keys.sorted().map { .init(path: $0, contents: Array(files[$0]!.utf8)) },
                     manifestEdits: edits, manualSteps: [], nextSteps: nil)
    }

    private func listing(_ directory: URL) -> [String: String] {
        var result: [String: String] = [:]
        let base = directory.resolvingSymlinksInPath().path
        for case let url as URL in FileManager.default.enumerator(at: directory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)! {
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
            result[relative] = (try? String(contentsOf: url, encoding: .utf8)) ?? "<folder>"
        }
        return result
    }

    @Test func writesFilesAndEditsInPlace() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "old")
        let edit = ScaffoldPlan.ManifestEdit(path: "Package.swift", original: Array("old".utf8), edited: Array("new".utf8), summary: "s")
        try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift": "a", "Sources/Order/Sub/B.swift": "b"], edits: [edit])).run()
        #expect(listing(root.url) == [
            "Package.swift": "new", "Sources": "<folder>", "Sources/Order": "<folder>", "Sources/Order/A.swift": "a",
            "Sources/Order/Sub": "<folder>", "Sources/Order/Sub/B.swift": "b",
        ])
    }

    @Test func anExistingFileStopsEverything() throws {
        let root = try TemporaryDirectory()
        try root.write("Sources/Order/B.swift", "mine")
        let before = listing(root.url)
        #expect(throws: ScaffoldRefusal.conflicts(["Sources/Order/B.swift"])) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift": "a", "Sources/Order/B.swift": "b"])).run()
        }
        #expect(listing(root.url) == before)
    }

    @Test func aDanglingLinkCountsAsExisting() throws {
        let root = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("Sources/A.swift").path, withDestinationPath: "/nowhere")
        #expect(throws: ScaffoldRefusal.conflicts(["Sources/A.swift"])) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/A.swift": "a"])).run()
        }
    }

    @Test func linksOutOfTheRootAreRefused() throws {
        let root = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(at: root.url.appendingPathComponent("Escape"), withDestinationURL: outside.url)
        #expect(throws: ScaffoldRefusal.unsafePath("Escape/Order/A.swift")) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Escape/Order/A.swift": "a"])).run()
        }
        #expect((try FileManager.default.contentsOfDirectory(atPath: outside.url.path)).isEmpty)
    }

    /// The edit was renamed over the link: the link became a file, and what it pointed to kept
    /// the old text.
    @Test func aLinkedManifestIsNotEdited() throws {
        let root = try TemporaryDirectory()
        try root.write("Real/Package.swift", "old")
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("Package.swift").path, withDestinationPath: "Real/Package.swift")
        let edit = ScaffoldPlan.ManifestEdit(path: "Package.swift", original: Array("old".utf8), edited: Array("new".utf8), summary: "s")
        let before = listing(root.url)
        #expect(throws: ScaffoldRefusal.other("Package.swift is a symbolic link, and archkit edits manifests only where they are; nothing was written")) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift": "a"], edits: [edit])).run()
        }
        #expect(listing(root.url) == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.url.appendingPathComponent("Package.swift").path) == "Real/Package.swift")
    }

    @Test func aFailureUndoesWhatWasWritten() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "changed by someone else")
        let edit = ScaffoldPlan.ManifestEdit(path: "Package.swift", original: Array("old".utf8), edited: Array("new".utf8), summary: "s")
        let before = listing(root.url)
        #expect(throws: ScaffoldRefusal.self) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift": "a"], edits: [edit])).run()
        }
        #expect(listing(root.url) == before)
    }

    @Test func noTemporaryFilesAreLeftBehind() throws {
        let root = try TemporaryDirectory()
        try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["A.swift": "a"])).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.url.path) == ["A.swift"])
    }
}
