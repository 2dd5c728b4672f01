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
    /// change between the static readings (`staticBefore`, `staticAfter`). Nil when they agree,
    /// or when SwiftPM cannot read the original here (no toolchain, a manifest that needs its
    /// surroundings): then it cannot be asked.
    static func disagreement(path: String, original: [UInt8], edited: [UInt8], staticBefore: PackageManifest, staticAfter: PackageManifest,
                             swiftPM: any ManifestReading, shutdown: SignalShutdown?) -> String? {
        guard let before = read(original, at: path, with: swiftPM, shutdown: shutdown)?.manifest,
              let outcome = read(edited, at: path, with: swiftPM, shutdown: shutdown) else { return nil }
        guard let after = outcome.manifest else {
            return "SwiftPM cannot read the edited manifest: " + (outcome.diagnostics.first?.message ?? "no reason given")
        }
        // Each target's dependency names, sorted, looked up by name.
        func names(_ manifest: PackageManifest) -> [String: [String]] {
            Dictionary(manifest.targets.map { ($0.name, $0.dependencies.map(\.name).sorted()) }, uniquingKeysWith: { first, _ in first })
        }
        let swiftPMBefore = names(before), swiftPMAfter = names(after), readBefore = names(staticBefore), readAfter = names(staticAfter)
        for target in Set(swiftPMBefore.keys).union(swiftPMAfter.keys).sorted() {
            var expected = swiftPMBefore[target] ?? []
            // The changes that undo the edit, read statically.
            let undoing = (readBefore[target] ?? []).difference(from: readAfter[target] ?? [])
            for change in undoing {
                switch change {
                case .insert(_, let element, _): if let index = expected.firstIndex(of: element) { expected.remove(at: index) }
                case .remove(_, let element, _): expected.append(element)
                }
            }
            expected.sort()
            let got = swiftPMAfter[target] ?? []
            if got != expected {
                return "SwiftPM gives \(target) the dependencies [\(got.joined(separator: ", "))], not [\(expected.joined(separator: ", "))]"
            }
        }
        return nil
    }
}
