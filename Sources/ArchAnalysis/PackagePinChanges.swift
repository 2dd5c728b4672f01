import ArchCore
import ArchManifest
import Foundation

/// The packages a change pins elsewhere: every changed `Package.resolved`, read at the merge
/// base and in the head's folder, compared pin by pin.
public enum PackagePinChanges {
    /// By identity, each with the names a `.product(package:)` may use for it.
    public static func repinned(by change: GitChange, git: Git, headFolder: URL) throws(AnalysisFailure) -> [String: Set<String>] {
        var packages: [String: Set<String>] = [:]
        for path in change.files where RelativePath.lastComponent(of: path) == "Package.resolved" {
            let sides = try git.bothSides(of: path, in: change, headFolder: headFolder)
            let before = sides.base.flatMap(PackagePins.init)
            let after = sides.head.flatMap { PackagePins(Data($0)) }
            packages.merge(PackagePins.repinned(from: before, to: after)) { $0.union($1) }
        }
        return packages
    }
}
