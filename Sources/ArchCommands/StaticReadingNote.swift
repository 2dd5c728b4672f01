import ArchAnalysis
import ArchCore
import ArchDiscovery
import ArchManifest
import ArchRuleCatalogue
import Foundation

extension ScaffoldWorkspace {
    /// The repository's manifests that cannot be read without running their code, each with
    /// the place and reason the static reader gives, in path order.
    func manifestsUnreadStatically() -> [Diagnostic] {
        let discovered = (try? FileDiscovery(root: root, isExcluded: { rules.isExcluded(path: $0) }).discover()) ?? DiscoveredFiles()
        let analyzer = Analyzer(manifestReader: StaticManifestReader(), ruleEngine: RuleEngine(rules: []))
        return analyzer.readManifests(discovered.manifests, root: root).compactMap { $0.diagnostics.sorted().first }
    }
}

/// What `archkit new` says when it read manifests statically and some could not be read so.
enum StaticReadingNote {
    static func text(_ unread: [Diagnostic], dryRun: Bool) -> String {
        guard !unread.isEmpty else { return "" }
        let why = dryRun ? "--dry-run runs no code from the repository" : "--manifests static runs no code from the repository"
        var text = "\nThese manifests could not be read without running their code (\(why)):\n"
        for diagnostic in unread {
            let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "?"
            text += "  \(place): \(diagnostic.message)\n"
        }
        text += "Their modules were not checked for clashing names, and edits to them were not confirmed"
        text += dryRun ? "; without --dry-run, archkit asks SwiftPM about them (--manifests auto).\n" : ".\n"
        return text
    }
}
