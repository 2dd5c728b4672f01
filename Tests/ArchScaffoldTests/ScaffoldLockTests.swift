@testable import ArchScaffold
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a repository may commit as `.archkit-new.lock`, and what `archkit new` makes of it:
/// only a regular file is ever locked, written or removed.
@Suite("The scaffold lock file")
struct ScaffoldLockTests {
    private let plan = ScaffoldPlan(templateName: "t", name: "Order", destination: "Sources/Order",
                                    files: [.init(path: "Sources/Order/A.swift", contents: Array("// A\n".utf8))],
                                    manifestEdits: [], manualSteps: [], nextSteps: nil)

    private func refusal(_ what: String) -> ScaffoldRefusal {
        .other(".archkit-new.lock is \(what), not the lock file archkit makes; nothing was written; move it away and run the command again")
    }

    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    private func lockPath(_ root: TemporaryDirectory) -> String {
        root.url.appendingPathComponent(ScaffoldLock.fileName).path
    }

    private func linkDestination(_ path: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    /// `O_CREAT` followed the link: the target was truncated to a staging path, then the link removed.
    @Test func aLinkToAFileElsewhereIsRefusedAndBothStayAsTheyWere() throws {
        let root = try TemporaryDirectory(), outside = try TemporaryDirectory()
        let target = try outside.write("secret.txt", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: lockPath(root), withDestinationPath: target.path)
        #expect(throws: refusal("a symbolic link")) { try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run() }
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(try linkDestination(lockPath(root)) == target.path)
        #expect(try entries(root.url) == [ScaffoldLock.fileName])
        #expect(try entries(outside.url) == ["secret.txt"])
    }

    /// `O_CREAT` through a dangling link created its target, outside the repository.
    @Test func aDanglingLinkCreatesNothingWhereItPoints() throws {
        let root = try TemporaryDirectory(), outside = try TemporaryDirectory()
        let target = outside.url.appendingPathComponent("created.txt").path
        try FileManager.default.createSymbolicLink(atPath: lockPath(root), withDestinationPath: target)
        #expect(throws: refusal("a symbolic link")) { try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run() }
        #expect(try entries(outside.url).isEmpty)
        #expect(try linkDestination(lockPath(root)) == target)
        #expect(try entries(root.url) == [ScaffoldLock.fileName])
    }

    /// Reading the record of a FIFO waited for a writer for ever.
    @Test func aFIFOIsRefusedAtOnce() throws {
        let root = try TemporaryDirectory()
        try #require(mkfifo(lockPath(root), 0o600) == 0)
        let plan = plan
        let outcome = finished(within: 20) {
            Result { () throws(ScaffoldRefusal) in try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run() }
        }
        let ended = try #require(outcome, "archkit new waited on a FIFO named .archkit-new.lock")
        #expect(throws: refusal("a FIFO")) { try ended.get() }
        #expect(try entries(root.url) == [ScaffoldLock.fileName])
    }

    @Test func aFolderIsRefusedAndKept() throws {
        let root = try TemporaryDirectory()
        try root.write(".archkit-new.lock/inside.txt", "x")
        #expect(throws: refusal("a folder")) { try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run() }
        #expect(try entries(root.url) == [ScaffoldLock.fileName])
        #expect(try entries(root.url.appendingPathComponent(ScaffoldLock.fileName)) == ["inside.txt"])
    }

    /// A second name of a file elsewhere: the record would have been written into that file.
    @Test func aHardLinkToAFileElsewhereIsRefusedAndTheFileKept() throws {
        let root = try TemporaryDirectory(), outside = try TemporaryDirectory()
        let target = try outside.write("secret.txt", "keep me\n")
        try #require(link(target.path, lockPath(root)) == 0)
        #expect(throws: refusal("a file with other names (hard links)")) { try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run() }
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(try entries(root.url) == [ScaffoldLock.fileName])
    }

    /// A regular lock file held by another run still makes this one wait, then give up.
    @Test func aHeldRegularLockFileStillExcludes() throws {
        let root = try TemporaryDirectory()
        try root.write(ScaffoldLock.fileName, "")
        let holder = open(lockPath(root), O_RDWR | O_CLOEXEC)
        try #require(holder >= 0)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX | LOCK_NB) == 0)
        #expect(throws: ScaffoldRefusal.other("another 'archkit new' is writing into this repository (it holds .archkit-new.lock); "
                                                + "nothing was written; try again when it has finished")) {
            try ScaffoldLock.acquire(root: root.url.path, patience: 0.1)
        }
        flock(holder, LOCK_UN)
        try ScaffoldTransaction(rootPath: root.url.path, plan: plan).run()
        #expect(try entries(root.url) == ["Sources"])
    }

    /// Release removed whatever had the name by then.
    @Test func releasingRemovesOnlyTheFileItHolds() throws {
        let root = try TemporaryDirectory()
        let lock = try ScaffoldLock.acquire(root: root.url.path)
        let other = try root.write("other", "someone else's\n")
        try #require(rename(other.path, lockPath(root)) == 0)
        lock.release()
        #expect(try String(contentsOfFile: lockPath(root), encoding: .utf8) == "someone else's\n")

        let again = try ScaffoldLock.acquire(root: root.url.path)
        again.release()
        #expect(try entries(root.url).isEmpty)
    }

    /// The record is a file of the repository: a folder it names through a committed link
    /// to elsewhere is not this repository's to remove.
    @Test func leftoversAreRemovedOnlyInsideTheRepository() throws {
        let root = try TemporaryDirectory(), outside = try TemporaryDirectory()
        try outside.write(".archkit-staging-x/Keep.swift", "theirs")
        try outside.write("Target/Keep.swift", "theirs")
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("Escape").path, withDestinationPath: outside.url.path)
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.url.appendingPathComponent("Sources/.archkit-staging-link").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("Target").path)
        try root.write(".archkit-new.lock", "Escape/.archkit-staging-x\nSources/.archkit-staging-link\n")
        let transaction = ScaffoldTransaction(rootPath: root.url.path, plan: plan)
        try transaction.run()
        #expect(transaction.removedLeftovers.isEmpty)
        #expect(try entries(outside.url.appendingPathComponent(".archkit-staging-x")) == ["Keep.swift"])
        #expect(try entries(outside.url.appendingPathComponent("Target")) == ["Keep.swift"])
        #expect(try entries(root.url.appendingPathComponent("Sources")) == [".archkit-staging-link", "Order"])
    }
}
