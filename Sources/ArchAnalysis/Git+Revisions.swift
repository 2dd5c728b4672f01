import ArchCore
import Foundation

/// Why git could not give the commit a revision names, told so that the reader knows what to
/// do: the folder is in no git repository, the revision lies beyond a shallow clone's history,
/// or it is close to the name of a branch or tag.
extension Git {
    /// The commit `revision` names. Without one, the failure says why; `alternatives` names
    /// what else the argument could have been (for `diff`, a graph JSON file and a folder).
    public func commit(of revision: String, alternatives: [String] = []) throws(AnalysisFailure) -> String {
        // Thrown when git cannot be started at all, which is no fault of the revision.
        let result = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        guard result.status == 0, !result.timedOut else { throw unknownRevision(revision, alternatives: alternatives) }
        return String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The failure for a revision git does not know, with what the repository suggests.
    public func unknownRevision(_ revision: String, alternatives: [String] = []) -> AnalysisFailure {
        let quoted = "'\(revision)'"
        guard isInRepository else {
            let subject = alternatives.isEmpty ? "\(folder.path) is not in a git repository, so \(quoted) cannot be read from it"
                : "\(quoted) is neither \(alternatives.joined(separator: " nor ")), and \(folder.path) is not in a git repository"
            return .usage(subject + ": run archkit inside a clone of the repository, or give its folder with --path")
        }
        var message = alternatives.isEmpty ? "\(quoted) is not a revision of the git repository at \(folder.path)"
            : "\(quoted) is neither \(alternatives.joined(separator: ", ")), nor a revision of the git repository at \(folder.path)"
        if let name = Suggestion.closest(to: revision, in: referenceNames), name != revision {
            message += "; did you mean '\(name)'?"
        }
        if isShallow {
            message += "\n" + Self.shallowHint
        }
        return .usage(message)
    }

    /// What to do when a shallow clone lacks the history a command needs.
    public static let shallowHint = "hint: this clone is shallow, and its history may not reach the revision: fetch more "
        + "with 'git fetch --deepen=<commits>' or 'git fetch --unshallow', or, in CI, check out the whole history "
        + "('fetch-depth: 0' in actions/checkout, 'GIT_DEPTH: 0' in GitLab CI)"

    /// Whether the folder lies in a git repository.
    public var isInRepository: Bool {
        (try? run(["rev-parse", "--git-dir"]))?.status == 0
    }

    /// Whether the repository is a shallow clone, whose history is cut off.
    var isShallow: Bool {
        (try? output(["rev-parse", "--is-shallow-repository"]))?.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    }

    /// The short names of the branches, remote-tracking branches and tags, sorted.
    public var referenceNames: [String] {
        let listed = (try? output(["for-each-ref", "--format=%(refname:short)", "refs/heads", "refs/remotes", "refs/tags"])) ?? ""
        return listed.split(separator: "\n").map(String.init).sorted()
    }
}
