@testable import ArchScaffold
import ArchTestSupport
import Foundation
import Testing

/// Staging, locking and rollback, each from its smallest reproduction.
@Suite("Scaffold transactions")
struct ScaffoldTransactionTests {
    private func plan(_ paths: [String], edits: [ScaffoldPlan.ManifestEdit] = []) -> ScaffoldPlan {
        ScaffoldPlan(templateName: "t", name: "Order", destination: "Sources/Order",
                     files: paths.map { .init(path: $0, contents: Array("// \($0)\n".utf8)) },
                     manifestEdits: edits, manualSteps: [], nextSteps: nil)
    }

    /// Every entry below `root`, folders with a trailing slash.
    private func listing(_ root: URL) -> [String] {
        let base = root.resolvingSymlinksInPath().path
        var entries: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: root.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey])! {
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
            entries.append(String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1)) + (isFolder ? "/" : ""))
        }
        return entries.sorted()
    }

    @Test func aRollbackKeepsWhatSomeoneElseWroteMeanwhile() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "changed by someone else")
        let edit = ScaffoldPlan.ManifestEdit(path: "Package.swift", original: Array("old".utf8), edited: Array("new".utf8), summary: "s")
        let transaction = ScaffoldTransaction(rootPath: root.url.path,
                                              plan: plan(["Sources/Order/A.swift", "Sources/Order/Sub/B.swift", "Sources/Order/Empty/C.swift"], edits: [edit]))
        transaction.afterMovingFiles = {
            _ = try? root.write("Sources/Order/Foreign.swift", "theirs")
            _ = try? root.write("Sources/Order/Sub/Other.swift", "theirs too")
            // A file of the plan that someone replaced is theirs now.
            try? FileManager.default.removeItem(at: root.url.appendingPathComponent("Sources/Order/A.swift"))
            _ = try? root.write("Sources/Order/A.swift", "replaced")
        }
        #expect(throws: ScaffoldRefusal.other("Package.swift changed while archkit was working; run the command again")) {
            try transaction.run()
        }
        #expect(listing(root.url) == ["Package.swift", "Sources/", "Sources/Order/", "Sources/Order/A.swift", "Sources/Order/Foreign.swift",
                                      "Sources/Order/Sub/", "Sources/Order/Sub/Other.swift"])
        #expect(try String(contentsOf: root.url.appendingPathComponent("Sources/Order/Foreign.swift"), encoding: .utf8) == "theirs")
    }

    @Test func aRollbackFromOutsideUndoesTheMoveAndTheEdit() throws {
        let root = try TemporaryDirectory()
        try root.write("Package.swift", "old")
        let edit = ScaffoldPlan.ManifestEdit(path: "Package.swift", original: Array("old".utf8), edited: Array("new".utf8), summary: "s")
        let transaction = ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift"], edits: [edit]))
        // As a signal's cleanup would, at the moment the new tree is visible.
        transaction.afterMovingFiles = { transaction.rollBack() }
        #expect(throws: ScaffoldRefusal.other("interrupted; nothing was written")) { try transaction.run() }
        #expect(listing(root.url) == ["Package.swift"])
        #expect(try String(contentsOf: root.url.appendingPathComponent("Package.swift"), encoding: .utf8) == "old")
    }

    @Test func aRollbackAfterACompletedRunDoesNothing() throws {
        let root = try TemporaryDirectory()
        let transaction = ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift"]))
        try transaction.run()
        transaction.rollBack()
        #expect(listing(root.url) == ["Sources/", "Sources/Order/", "Sources/Order/A.swift"])
    }

    @Test func theTreeIsStagedOutOfSightUntilTheEnd() throws {
        let root = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let transaction = ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift", "Sources/Order/B/C.swift", "Sources/Top.swift"]))
        try transaction.run()
        #expect(listing(root.url) == ["Sources/", "Sources/Order/", "Sources/Order/A.swift", "Sources/Order/B/", "Sources/Order/B/C.swift", "Sources/Top.swift"])
        let layout = StagingLayout(plan: transaction.plan, runID: "id", exists: { ["Sources", ""].contains($0) })
        #expect(layout.topEntries == ["Sources/Order", "Sources/Top.swift"])
        #expect(layout.stagingFolders == ["Sources/.archkit-staging-id"])
        #expect(layout.stagedPath(of: "Sources/Order/B/C.swift") == "Sources/.archkit-staging-id/Order/B/C.swift")
    }

    /// Two writers of the same plan at once, 20 times: exactly one wins each time, the other
    /// says why, and the tree is exactly the plan's.
    @Test func ofTwoConcurrentRunsExactlyOneWins() throws {
        let paths = (0..<40).map { "Sources/Order/Part\($0 % 4)/File\($0).swift" }
        for trial in 0..<20 {
            let root = try TemporaryDirectory()
            let outcomes = runTogether(2) { _ in
                Result { () throws(ScaffoldRefusal) in try ScaffoldTransaction(rootPath: root.url.path, plan: plan(paths)).run() }
            }
            let failures = outcomes.compactMap { outcome -> ScaffoldRefusal? in
                if case .failure(let refusal) = outcome { return refusal }
                return nil
            }
            #expect(failures.count == 1, "trial \(trial): \(failures)")
            for failure in failures {
                #expect(failure.description.hasPrefix("error: nothing was written, because these already exist:")
                        || failure.description.hasPrefix("error: another 'archkit new' is writing"), "\(failure)")
            }
            #expect(listing(root.url).filter { !$0.hasSuffix("/") } == paths.sorted(), "trial \(trial)")
        }
    }

    @Test func concurrentRunsOfDifferentNamesBothWin() throws {
        let root = try TemporaryDirectory()
        let outcomes = runTogether(2) { index in
            Result { () throws(ScaffoldRefusal) in try ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Name\(index)/A.swift"])).run() }
        }
        #expect(outcomes.allSatisfy { if case .success = $0 { true } else { false } })
        #expect(listing(root.url) == ["Sources/", "Sources/Name0/", "Sources/Name0/A.swift", "Sources/Name1/", "Sources/Name1/A.swift"])
    }

    /// What a run killed with SIGKILL leaves: its lock file recording a staging folder that
    /// holds part of the tree. The next run names it and removes it.
    @Test func theNextRunRemovesAndNamesWhatAKilledRunLeft() throws {
        let root = try TemporaryDirectory()
        try root.write(".archkit-new.lock", "Sources/.archkit-staging-dead\n../outside/.archkit-staging-x\nSources/NotStaging\n")
        try root.write("Sources/.archkit-staging-dead/Order/A.swift", "half")
        try root.write("Sources/NotStaging/Keep.swift", "mine")
        let transaction = ScaffoldTransaction(rootPath: root.url.path, plan: plan(["Sources/Order/A.swift"]))
        try transaction.run()
        #expect(transaction.removedLeftovers == ["Sources/.archkit-staging-dead"])
        #expect(listing(root.url) == ["Sources/", "Sources/NotStaging/", "Sources/NotStaging/Keep.swift", "Sources/Order/", "Sources/Order/A.swift"])
    }

    @Test func aFailedWriteSaysWhatWhereAndWhyInFewWords() throws {
        let root = try TemporaryDirectory()
        // A path longer than the system takes: 40 folders of 249 characters, 10,000 in all.
        let long = (0..<40).map { _ in String(repeating: "d", count: 249) }.joined(separator: "/")
        #expect(long.count >= 9_999)
        do throws(ScaffoldRefusal) {
            try ScaffoldTransaction(rootPath: root.url.path, plan: plan([long + "/A.swift"])).run()
            Issue.record("a 10,000-character path was written")
        } catch {
            let message = error.description
            #expect(message.hasPrefix("error: cannot "))
            #expect(message.contains("…") && message.hasSuffix("; nothing was written"))
            #expect(message.count < 200, "\(message)")
        }
        #expect(listing(root.url).isEmpty)
    }
}

/// Runs `count` bodies on their own threads, released together, and waits for all of them.
func runTogether<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let results = LockedList<(Int, T)>()
    for index in 0..<count {
        done.enter()
        Thread {
            start.wait()
            results.append(contentsOf: [(index, body(index))])
            done.leave()
        }.start()
    }
    for _ in 0..<count { start.signal() }
    done.wait()
    return results.values.sorted { $0.0 < $1.0 }.map(\.1)
}

final class LockedList<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element] = []

    init() {}

    func append(contentsOf elements: [Element]) {
        lock.lock(); defer { lock.unlock() }
        storage += elements
    }

    var values: [Element] {
        lock.lock(); defer { lock.unlock() }
        return storage
    }
}
