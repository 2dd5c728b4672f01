import ArchCore

/// Brings the entries of a baseline written by an older archkit to the identities findings have
/// now (`FindingIdentity.version`), so that an old baseline keeps accepting what it accepted:
/// no entry is dropped, and none turns stale only because the identities changed.
///
/// Version 1 to 2: the rules about dependencies between modules reported a broken dependency
/// once per place (its manifest declaration, each import, each type reference), each entry
/// naming its file, and a reference its type (`symbol`); since version 2 they report it once,
/// and a finding about a dependency as a whole names no file. So a version-1 entry of such a
/// rule loses its file and its symbol, and the entries of one dependency become one entry, which
/// the one finding uses. Any other entry about a dependency and nothing narrower loses its file.
enum BaselineMigration {
    /// The rules that reported one finding per place of a broken dependency in version 1.
    static let perPlaceRulesOfVersion1: Set<String> = ["layer-dependency", "route-module-dependency", "implicit-dependency"]

    static func migrate(_ entries: [Baseline.Entry], from version: Int) -> [Baseline.Entry] {
        guard version < 2 else { return entries }
        var merged = Set<FindingIdentity>()
        var migrated: [Baseline.Entry] = []
        for entry in entries {
            let identity = migratedFromVersion1(entry.identity)
            if identity != entry.identity, perPlaceRulesOfVersion1.contains(identity.rule), identity.file == nil {
                // The places of one dependency: one entry for the one finding.
                guard merged.insert(identity).inserted else { continue }
            }
            migrated.append(Baseline.Entry(identity: identity, location: entry.location))
        }
        return migrated
    }

    /// The version-2 identity of a version-1 entry.
    static func migratedFromVersion1(_ identity: FindingIdentity) -> FindingIdentity {
        var subject = identity.subject
        let isDependency = subject.count >= 3 && subject[0] == "dependency"
        if isDependency, perPlaceRulesOfVersion1.contains(identity.rule) { subject = Array(subject.prefix(3)) }
        let hasSymbol = subject.count >= 2 && subject[subject.count - 2] == "symbol"
        // A cycle's entry has no file in either version.
        let spans = Diagnostic.spansFiles(dependency: isDependency, cycle: false, symbol: hasSymbol)
        return FindingIdentity(rule: identity.rule, file: spans ? nil : identity.file, subject: subject)
    }
}
