import ArchCore
import Foundation

/// A git revision of the repository, unpacked into a temporary folder with `git archive`, so
/// that the user's working tree, index and branches are never touched.
public final class RevisionSnapshot: @unchecked Sendable {
    /// How long each git or tar step may take before it is stopped with everything it started.
    public static let stepTimeout: Duration = .seconds(600)

    /// The folder inside the snapshot that corresponds to the folder the user analyses.
    public let folder: URL
    private let scratchFolder: ScratchFolder

    /// - Parameter folder: a folder inside a git working tree; the snapshot mirrors its place.
    /// - Parameter shutdown: removes the unpacked tree if archkit is interrupted meanwhile.
    public init(revision: String, of repositoryFolder: URL, runner: any ProcessRunning = SystemProcessRunner(),
                shutdown: SignalShutdown? = nil) throws(AnalysisFailure) {
        let git = Git(in: repositoryFolder, runner: runner, timeout: Self.stepTimeout)
        func output(_ arguments: [String]) throws(AnalysisFailure) -> String {
            let result = try git.run(arguments)
            guard !result.timedOut else {
                throw .usage("git \(arguments.first ?? "") was stopped after \(RevisionSnapshot.stepTimeout) in \(repositoryFolder.path)")
            }
            guard result.status == 0 else {
                throw .usage("git \(arguments.first ?? "") failed in \(repositoryFolder.path): "
                             + String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            }
            return String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let commit = try git.commit(of: revision, alternatives: ["a graph JSON file", "a folder"])
        let top = try output(["rev-parse", "--show-toplevel"])
        let prefix = try output(["rev-parse", "--show-prefix"])
        do {
            scratchFolder = try ScratchFolder(prefix: "archkit-revision", shutdown: shutdown)
        } catch {
            throw .usage("cannot unpack \(revision): \(error)")
        }
        let archive = scratchFolder.url.appendingPathComponent("tree.tar")
        let tree: URL
        do {
            tree = try scratchFolder.makeFolder(named: "tree")
        } catch {
            throw .usage("cannot create a folder for \(revision): \(error.localizedDescription)")
        }
        let unpacking: [() -> ProcessResult?] = [
            { try? Git(in: URL(fileURLWithPath: top), runner: runner, timeout: Self.stepTimeout).run(["archive", "--format=tar", "-o", archive.path, commit]) },
            { try? runner.run(ProcessRequest("/usr/bin/env", arguments: ["tar", "-xf", archive.path, "-C", tree.path], timeout: Self.stepTimeout)) },
        ]
        for step in unpacking {
            let result = step()
            guard result?.status == 0 else {
                let detail = result?.timedOut == true ? "stopped after \(Self.stepTimeout)"
                    : result.map { String(decoding: $0.standardError, as: UTF8.self) } ?? ""
                throw .usage("cannot unpack \(revision): \(detail.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
        }
        folder = prefix.isEmpty ? tree : tree.appendingPathComponent(prefix)
    }
}
