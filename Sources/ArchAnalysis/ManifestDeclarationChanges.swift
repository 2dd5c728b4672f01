import ArchCore
import ArchManifest
import Foundation

/// Which targets each changed `Package.swift` touches: the manifest is read at the merge base
/// (`git show`) and in the head's folder, and compared call by call
/// (`ManifestDeclarationDiff`).
public enum ManifestDeclarationChanges {
    /// - Parameter declared: the targets each manifest declares on the head's graph, by the
    ///   manifest's path.
    /// - Returns: for each changed manifest whose touched targets could be told, those targets;
    ///   a manifest left out changes every target it declares.
    public static func changedTargets(by change: GitChange, git: Git, headFolder: URL,
                                      declared: [String: [String]]) throws(AnalysisFailure) -> [String: Set<String>] {
        var changed: [String: Set<String>] = [:]
        for path in change.files where RelativePath.lastComponent(of: path) == "Package.swift" {
            guard let targets = declared[path] else { continue }
            let sides = try git.bothSides(of: path, in: change, headFolder: headFolder)
            guard let base = sides.base, let head = sides.head else { continue }
            if let touched = ManifestDeclarationDiff.changedTargets(from: Array(base), to: head, targets: targets) {
                changed[path] = touched
            }
        }
        return changed
    }
}
