import ArchCore
import ArchManifest
import Foundation

/// A manifest's edited bytes read before they are written: in a scratch folder named as the
/// package's own folder (a manifest at the top goes in the scratch folder itself), so that
/// SwiftPM evaluates exactly those bytes and nothing of the repository is touched.
enum ScratchManifest {
    static func read(_ bytes: [UInt8], at path: String, with reader: any ManifestReading, shutdown: SignalShutdown?) -> ManifestOutcome? {
        guard let scratchFolder = try? ScratchFolder(prefix: "archkit-edit", shutdown: shutdown) else { return nil }
        defer { withExtendedLifetime(scratchFolder) {} }
        let file: URL
        do {
            let name = RelativePath.lastComponent(of: RelativePath.directory(of: path))
            let folder = name.isEmpty ? scratchFolder.url : try scratchFolder.makeFolder(named: name)
            file = folder.appendingPathComponent("Package.swift")
            try Data(bytes).write(to: file)
        } catch {
            return nil
        }
        return reader.read(ManifestInput(fileURL: file, relativePath: path, contents: bytes))
    }

    /// What SwiftPM's reading of the edited manifest says that the static one does not: each
    /// target's dependencies must change from SwiftPM's reading of the original exactly as they
    /// change between the static readings. Nil when they agree, or when SwiftPM cannot read the
    /// original here (no toolchain, a manifest that needs its surroundings): then it cannot be asked.
    static func disagreement(path: String, original: [UInt8], edited: [UInt8], swiftPM: any ManifestReading,
                             shutdown: SignalShutdown?) -> String? {
        let statically = StaticManifestReader()
        guard let before = read(original, at: path, with: swiftPM, shutdown: shutdown)?.manifest,
              let staticBefore = read(original, at: path, with: statically, shutdown: shutdown)?.manifest,
              let staticAfter = read(edited, at: path, with: statically, shutdown: shutdown)?.manifest else { return nil }
        guard let outcome = read(edited, at: path, with: swiftPM, shutdown: shutdown) else { return nil }
        guard let after = outcome.manifest else {
            return "SwiftPM cannot read the edited manifest: " + (outcome.diagnostics.first?.message ?? "no reason given")
        }
        func names(_ manifest: PackageManifest, _ target: String) -> [String] {
            (manifest.target(named: target)?.dependencies.map(\.name) ?? []).sorted()
        }
        for target in Set(before.targets.map(\.name) + after.targets.map(\.name)).sorted() {
            var expected = names(before, target)
            // The changes that undo the edit, read statically.
            let undoing = names(staticBefore, target).difference(from: names(staticAfter, target))
            for change in undoing {
                switch change {
                case .insert(_, let element, _): if let index = expected.firstIndex(of: element) { expected.remove(at: index) }
                case .remove(_, let element, _): expected.append(element)
                }
            }
            expected.sort()
            let got = names(after, target)
            if got != expected {
                return "SwiftPM gives \(target) the dependencies [\(got.joined(separator: ", "))], not [\(expected.joined(separator: ", "))]"
            }
        }
        return nil
    }
}
