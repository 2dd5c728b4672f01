import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files kept between runs in a folder the caller chose, one per key. Entries are written to a
/// temporary file and renamed into place, so a reader sees a whole entry or none, even when
/// several processes share the folder.
struct ManifestCache: Sendable {
    let directory: URL

    /// The entry for `key` in `group` (a subfolder), if there is one.
    func load(_ group: String, _ key: String) -> Data? {
        try? Data(contentsOf: entry(group, key))
    }

    /// Stores `data` under `key`. A cache that cannot be written is not an error: the next
    /// run evaluates again.
    func store(_ group: String, _ key: String, _ data: Data) {
        let destination = entry(group, key)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(key).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
            guard rename(temporary.path, destination.path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    func entry(_ group: String, _ key: String) -> URL {
        directory.appendingPathComponent(group, isDirectory: true).appendingPathComponent(key)
    }
}
