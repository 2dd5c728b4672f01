import ArchCore
import Foundation

/// git, run in one folder: the one place archkit runs git. Each caller says how long a git
/// command may take and what a failure means to it.
public struct Git: Sendable {
    /// The folder git runs in (`git -C`).
    public let folder: URL
    public let runner: any ProcessRunning
    /// How long one git command may take before it is stopped with everything it started.
    public let timeout: Duration

    public init(in folder: URL, runner: any ProcessRunning, timeout: Duration) {
        self.folder = folder
        self.runner = runner
        self.timeout = timeout
    }

    /// Runs `git ARGUMENTS`, found on `PATH`; throws only when git cannot be started.
    public func run(_ arguments: [String]) throws(AnalysisFailure) -> ProcessResult {
        do {
            return try runner.run(ProcessRequest("/usr/bin/env", arguments: ["git", "-C", folder.path] + arguments, timeout: timeout))
        } catch {
            throw .usage("cannot run git: \(error)")
        }
    }

    /// The standard output of `git ARGUMENTS`, which must succeed in time.
    public func output(_ arguments: [String]) throws(AnalysisFailure) -> String {
        let result = try run(arguments)
        guard result.status == 0, !result.timedOut else {
            let detail = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .usage("git \(arguments.first ?? "") failed in \(folder.path)" + (result.timedOut ? " (stopped after \(timeout))" : "")
                + (detail.isEmpty ? "" : ": \(detail)"))
        }
        return String(decoding: result.standardOutput, as: UTF8.self)
    }
}

/// What a branch changed: where it left its base, and the paths it changed since.
public struct GitChange: Sendable, Equatable {
    /// The commit where the head left the base's history (`git merge-base`).
    public var mergeBase: String
    /// Paths relative to the folder git ran in.
    public var files: [String]
}

extension Git {
    /// Paths relative to `folder`, changed from the merge base of `base` and `head` to `head`, or
    /// to the working tree, untracked files included, when `head` is nil: what a branch changed,
    /// without what landed on `base` since.
    public func change(base: String, head: String?) throws(AnalysisFailure) -> GitChange {
        let headRevision = head ?? "HEAD"
        for revision in [base, headRevision] { _ = try commit(of: revision) }
        let mergeBase: String
        do {
            mergeBase = try output(["merge-base", base, headRevision]).trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            // A shallow clone often holds both revisions but not the commit where they parted.
            guard isShallow else { throw error }
            throw .usage("\(base) and \(headRevision) have no common commit in this clone's history\n\(Self.shallowHint)")
        }
        var arguments = ["diff", "--name-only", "-z", "--relative", "--no-renames", mergeBase]
        if let head { arguments.append(head) }
        var files = try output(arguments).split(separator: "\0").map(String.init)
        if head == nil {
            files += try output(["ls-files", "--others", "--exclude-standard", "-z"]).split(separator: "\0").map(String.init)
        }
        return GitChange(mergeBase: mergeBase, files: files)
    }

    /// A changed file's bytes at the merge base (`git show`) and in the head's folder (a regular
    /// file only: a link or a FIFO in its place is not read); nil where a side has none.
    public func bothSides(of path: String, in change: GitChange, headFolder: URL) throws(AnalysisFailure) -> (base: Data?, head: [UInt8]?) {
        (try contents(of: path, at: change.mergeBase), try? FileBytes.readRegularFile(headFolder.appendingPathComponent(path).path))
    }

    /// The bytes of `path` (relative to `folder`) at `revision`; nil where the revision has no
    /// such file.
    public func contents(of path: String, at revision: String) throws(AnalysisFailure) -> Data? {
        let result = try run(["show", "\(revision):./\(path)"])
        guard !result.timedOut else { throw .usage("git show stopped after \(timeout) in \(folder.path)") }
        return result.status == 0 ? result.standardOutput : nil
    }
}

/// The git work tree a folder lies in, found without running git: the nearest folder up that
/// holds `.git` (a folder, or a file in a linked work tree or submodule).
public enum WorkTree {
    public static func top(of folder: URL) -> String? {
        var current = folder.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: current + "/.git") { return current }
            let parent = RelativePath.directory(of: current)
            guard !parent.isEmpty, parent != current else { return nil }
            current = parent
        }
    }
}
