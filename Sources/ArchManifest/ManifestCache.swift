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
///
/// The folder may be shared or tampered with, so only regular files are read (a FIFO left at an
/// entry's name would block a plain read forever) and an entry that is anything else is left
/// alone rather than replaced. What an entry holds is checked by its reader, never trusted.
struct ManifestCache: Sendable {
    let directory: URL

    /// No entry archkit writes comes near this; anything larger is not one of them.
    static let largestEntry = 64 << 20

    /// The entry for `key` in `group` (a subfolder), if there is one and it is a regular file.
    func load(_ group: String, _ key: String) -> Data? {
        let descriptor = open(entry(group, key).path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= Self.largestEntry else { return nil }
        var bytes = Data(count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if result > 0 {
                filled += result
            } else if result == 0 || errno != EINTR {
                break
            }
        }
        // A file cut short while it was read is no entry; the reader's checks catch the rest.
        return filled == bytes.count ? bytes : nil
    }

    /// Stores `data` under `key`. A cache that cannot be written is not an error: the next
    /// run evaluates again.
    func store(_ group: String, _ key: String, _ data: Data) {
        let destination = entry(group, key)
        let folder = destination.deletingLastPathComponent()
        // Whatever is at the entry's name and is not a regular file was not put there by archkit.
        var existing = stat()
        if lstat(destination.path, &existing) == 0, existing.st_mode & S_IFMT != S_IFREG { return }
        let temporary = folder.appendingPathComponent(".\(key).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return
        }
        // A new file of its own (`O_EXCL`, never through a link), written whole before the rename.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if result > 0 {
                    offset += result
                } else if result < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard written, closed, rename(temporary.path, destination.path) == 0 else {
            unlink(temporary.path)
            return
        }
    }

    func entry(_ group: String, _ key: String) -> URL {
        directory.appendingPathComponent(group, isDirectory: true).appendingPathComponent(key)
    }
}
