import ArchDiscovery
import Foundation

extension Analyzer {
    /// The names of the modules the repository's manifests and Xcode projects declare, read
    /// without scanning a source file: fast enough for shell completion, where the graph, which
    /// reads every import, would keep the user waiting. With a static manifest reader nothing
    /// from the repository runs. Unreadable manifests and projects add no name; repeats and
    /// order are left to the caller. Test targets are left out unless `includeTests`.
    public func declaredModuleNames(_ discovered: DiscoveredFiles, root: URL, includeTests: Bool) -> [String] {
        let manifests = readManifests(discovered.manifests, root: root).compactMap(\.manifest)
        let targets = manifests.flatMap { $0.targets.filter { includeTests || $0.kind != .test }.map(\.name) }
        let projects = ProjectReading.read(discovered.projects, root: root).projects
        let projectTargets = projects.flatMap { $0.project.targets.filter { includeTests || !$0.kind.isTest }.map(\.moduleName) }
        return targets + projectTargets
    }
}
