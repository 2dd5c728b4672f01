import ArchCore
import Foundation

/// What a check asks of a baseline: judge the findings against one, optionally pruning it, or
/// record today's findings in a new one (`--baseline`, `--update-baseline`, `--write-baseline`).
///
/// A baseline that cannot be read or written is a usage error, like a broken `.archrules`:
/// checking without it would fail on every finding it was meant to accept.
public enum BaselineRequest: Sendable {
    /// Judge against `baseline`, read from `file`; `prunes` rewrites it without the entries
    /// that match no finding any more.
    case use(BaselineFile, baseline: Baseline, prunes: Bool)
    /// Record every finding in `file`.
    case write(BaselineFile)

    /// A baseline's file: the path as the user wrote it, which messages show, and where it is.
    public struct BaselineFile: Sendable {
        public var path: String
        public var location: URL

        public init(path: String, location: URL) {
            self.path = path
            self.location = location
        }
    }

    /// Why a baseline cannot be used; its description is the whole message, `error: ` included.
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// Reads the baseline to use, if any; nil when neither `use` nor `write` names a file.
    /// - Parameter resolve: where a path the user gave is.
    public init?(use: String?, write: String?, prunes: Bool, resolve: (String) -> URL) throws(Problem) {
        if use != nil, write != nil {
            throw Problem(description: "error: --write-baseline records every finding afresh; it does not go with --baseline")
        }
        if prunes, use == nil {
            throw Problem(description: "error: --update-baseline goes with --baseline FILE, the baseline to prune")
        }
        if let write {
            self = .write(BaselineFile(path: write, location: resolve(write)))
            return
        }
        guard let use else { return nil }
        let file = BaselineFile(path: use, location: resolve(use))
        do {
            self = .use(file, baseline: try Baseline.read(path: file.location.path, displayPath: use), prunes: prunes)
        } catch {
            throw Problem(description: error.description)
        }
    }

    /// The analysis judged against the baseline, with `remarks` and what was written.
    public func apply(to analysis: Analysis, remarks: [String]) throws(Problem) -> (Analysis, [String]) {
        var remarks = remarks
        switch self {
        case .write(let file):
            let baseline = Baseline(recording: analysis.baselineCandidates)
            try Self.save(baseline, to: file)
            remarks.append("wrote \(AnalysisSummary.count(baseline.entries.count, "finding")) to the baseline \(file.path)")
            return (analysis.applying(baseline: BaselineUse(baseline: baseline, file: file.path)), remarks)
        case .use(let file, let baseline, let prunes):
            let judged = analysis.applying(baseline: BaselineUse(baseline: baseline, file: file.path, prunes: prunes))
            if prunes {
                let unused = judged.unusedBaselineEntries
                // A baseline of an older version is written again in the current one, pruned or not.
                if !unused.isEmpty || baseline.isMigrated { try Self.save(baseline.pruning(unused), to: file) }
                remarks.append(unused.isEmpty ? "every entry of the baseline \(file.path) still matches a finding: nothing to prune"
                    : "pruned \(unused.count == 1 ? "1 entry" : "\(unused.count) entries") that no longer match from the baseline \(file.path)")
                if baseline.isMigrated {
                    remarks.append("rewrote the baseline \(file.path) from version \(baseline.readVersion) to version \(Baseline.formatVersion)")
                }
            }
            return (judged, remarks)
        }
    }

    /// Replaces the file in one step, so that a reader never sees half a baseline.
    private static func save(_ baseline: Baseline, to file: BaselineFile) throws(Problem) {
        do {
            try OutputFile(path: file.location.path, displayPath: file.path).write(Array(baseline.json.utf8))
        } catch {
            throw Problem(description: "error: \(error)")
        }
    }
}
