import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `archkit new` at a time per repository: an `flock` on `.archkit-new.lock` in the root.
/// The kernel drops the lock when its holder dies, even by SIGKILL, so a lock never goes stale;
/// the file itself records the run's staging folders, which is how the next run finds what an
/// interrupted one left behind.
///
/// A repository may commit anything under that name. Only a regular file with no other name is
/// taken as the lock: a link would be followed by `O_CREAT` (writing wherever it points, or
/// creating its target), a FIFO would keep the read of the record waiting for ever, and a hard
/// link would have the record written into some other file.
struct ScaffoldLock {
    static let fileName = ".archkit-new.lock"

    private let descriptor: Int32
    private let path: String
    /// Root-relative staging folders an interrupted run recorded (some may never have been
    /// created).
    let leftovers: [String]

    /// Waits up to `patience` seconds for another run to finish.
    static func acquire(root: String, patience: TimeInterval = 10) throws(ScaffoldRefusal) -> ScaffoldLock {
        let path = root + "/" + fileName
        let deadline = Date().addingTimeInterval(patience)
        while true {
            let descriptor = try openLockFile(path)
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The holder before us may have removed the file after we opened it; a lock on
                // a removed file excludes no one, so start again with the current one.
                var held = stat(), current = stat()
                if fstat(descriptor, &held) == 0, lstat(path, &current) == 0, isSameFile(held, current) {
                    return ScaffoldLock(descriptor: descriptor, path: path, leftovers: readRecord(descriptor))
                }
            } else if errno != EWOULDBLOCK && errno != EINTR {
                let code = errno
                close(descriptor)
                throw .file(FileProblem("lock", fileName, code: code))
            }
            close(descriptor)
            guard Date() < deadline else {
                throw .other("another 'archkit new' is writing into this repository (it holds \(fileName)); nothing was written; try again when it has finished")
            }
            usleep(20_000)
        }
    }

    /// Opens the lock file, creating it when there is none, if it is one archkit could have made.
    /// What the name is gets looked at first, so that a device is never opened; the open
    /// itself neither follows a link nor waits, and what it opened is checked again, in case
    /// the name was taken by something else meanwhile.
    private static func openLockFile(_ path: String) throws(ScaffoldRefusal) -> Int32 {
        var info = stat()
        if lstat(path, &info) == 0 { try requireLockFile(info) }
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode_t(0o644))
        guard descriptor >= 0 else {
            let code = errno
            // What `O_NOFOLLOW` answers for a link: ELOOP, or EMLINK on the BSDs.
            if code == ELOOP || code == EMLINK { throw notALockFile("a symbolic link") }
            throw .file(FileProblem("create the lock file", fileName, code: code))
        }
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw .file(FileProblem("lock", fileName, code: code))
        }
        do {
            try requireLockFile(info)
        } catch {
            close(descriptor)
            throw error
        }
        return descriptor
    }

    /// A regular file with at most one name (none once its holder has removed it).
    private static func requireLockFile(_ info: stat) throws(ScaffoldRefusal) {
        if let what = FileKind.notRegular(info) { throw notALockFile(what) }
        if info.st_nlink > 1 { throw notALockFile("a file with other names (hard links)") }
    }

    private static func notALockFile(_ what: String) -> ScaffoldRefusal {
        .other("\(fileName) is \(what), not the lock file archkit makes; nothing was written; move it away and run the command again")
    }

    private static func isSameFile(_ lhs: stat, _ rhs: stat) -> Bool {
        lhs.st_dev == rhs.st_dev && lhs.st_ino == rhs.st_ino
    }

    /// The staging folders a previous holder recorded, if it never got to clear them: only
    /// hidden `.archkit-staging-` folders inside the root, whatever the file says.
    private static func readRecord(_ descriptor: Int32) -> [String] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
            let normalized = RelativePath.normalize(line)
            return normalized == line && !line.hasPrefix("/") && !line.hasPrefix("../")
                && RelativePath.lastComponent(of: line).hasPrefix(ScaffoldTransaction.stagingPrefix)
        }
    }

    /// Replaces the record with this run's staging folders, on disk before any is created.
    func record(_ staging: [String]) throws(ScaffoldRefusal) {
        let text = Array(staging.map { $0 + "\n" }.joined().utf8)
        guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw .file(FileProblem("write", Self.fileName, code: errno))
        }
        do {
            try OutputFile.writeAll(text, to: descriptor, display: Self.fileName)
        } catch {
            throw .file(error)
        }
        fsync(descriptor)
    }

    /// Removes the file while still holding it, then lets go. Only the file it holds: whatever
    /// has taken the name since stays. (`unlink` never follows a link, so at worst, if the name
    /// changes between the check and the unlink, an entry of the root is removed.)
    func release() {
        var held = stat(), current = stat()
        if fstat(descriptor, &held) == 0, lstat(path, &current) == 0, Self.isSameFile(held, current) {
            unlink(path)
        }
        close(descriptor)
    }
}
