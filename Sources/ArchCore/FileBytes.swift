#if canImport(Glibc)
import Glibc
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Glibc.read(descriptor, buffer, count)
}
#elseif canImport(Musl)
import Musl
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Musl.read(descriptor, buffer, count)
}
#elseif canImport(Darwin)
import Darwin
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    Darwin.read(descriptor, buffer, count)
}
#endif

/// Reads whole files with one `open`, `fstat` and `read` each: archkit reads every Swift file
/// of a repository on every run, and the general file APIs cost more per file than the read.
///
/// Only regular files are read, and opening never waits: a FIFO put where a file was (after
/// whoever listed it looked) would otherwise keep the open, or the read, waiting for a writer
/// for ever. What was opened is checked, not what the path named before.
public enum FileBytes {
    public struct ReadError: Error, CustomStringConvertible {
        public var path: String
        /// The `errno` value; 0 when the path is no regular file.
        public var code: Int32
        /// What the path is when it is no regular file ("a FIFO"), as `FileKind` says it.
        public var notRegular: String?

        public init(path: String, code: Int32, notRegular: String? = nil) {
            self.path = path
            self.code = code
            self.notRegular = notRegular
        }

        /// Why, without the path: "No such file or directory", "it is a FIFO, not a regular file".
        public var reason: String {
            notRegular.map { "it is \($0), not a regular file" } ?? String(cString: strerror(code))
        }

        public var description: String {
            "cannot read \(path): \(reason)"
        }
    }

    /// The flags every read of a file opens it with.
    static let openFlags = O_RDONLY | O_NONBLOCK | O_CLOEXEC

    public static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, openFlags)
        guard descriptor >= 0 else { throw ReadError(path: path, code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(path: path, code: errno) }
        try requireRegularFile(info, path)
        return try contents(of: descriptor, size: info.st_size, path: path)
    }

    /// Reads a file that must be a regular file, such as one discovery found in a repository.
    /// Anything else is refused, saying what it is, before it is opened: opening a device may
    /// do something. It is opened without waiting and looked at again, in case it was replaced
    /// meanwhile. Unless `followingLinks`, a link is refused too, and never followed.
    public static func readRegularFile(_ path: String, followingLinks: Bool = false) throws(ReadError) -> [UInt8] {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { throw ReadError(path: path, code: errno) }
        try requireRegularFile(info, path)
        let descriptor = open(path, openFlags | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else {
            let code = errno
            // Replaced by a link since `lstat`: `O_NOFOLLOW` refused it.
            if !followingLinks, lstat(path, &info) == 0 { try requireRegularFile(info, path) }
            throw ReadError(path: path, code: code)
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw ReadError(path: path, code: errno) }
        try requireRegularFile(info, path)
        return try contents(of: descriptor, size: info.st_size, path: path)
    }

    /// Refuses what `stat` says is no regular file, naming what it is.
    static func requireRegularFile(_ info: stat, _ path: String) throws(ReadError) {
        if let kind = FileKind.notRegular(info) { throw ReadError(path: path, code: 0, notRegular: kind) }
    }

    /// The rest of an open file whose size `fstat` gave.
    private static func contents(of descriptor: Int32, size: off_t, path: String) throws(ReadError) -> [UInt8] {
        // Room for one byte more than the size, so that a file that grew since `fstat` shows it.
        // A file that is exactly as long as `fstat` said is taken as read: asking once more
        // only to be told the end has come costs a system call per file.
        let expected = max(Int(size), 0)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = fill(buffer, from: descriptor, stopAt: expected, failure: &failure)
        }
        // The file grew while it was read: take the rest in chunks.
        while failure == 0, bytes.count > expected {
            let chunk = [UInt8](unsafeUninitializedCapacity: 65536) { buffer, count in
                count = fill(buffer, from: descriptor, stopAt: nil, failure: &failure)
            }
            if chunk.isEmpty { break }
            bytes += chunk
        }
        guard failure == 0 else { throw ReadError(path: path, code: failure) }
        return bytes
    }

    /// Reads until `buffer` is full, the file ends, or `stopAt` bytes are in; returns how many
    /// bytes were read.
    static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, stopAt: Int?,
                             failure: inout Int32) -> Int {
        var count = 0
        while count < buffer.count, count != stopAt {
            let result = systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if result > 0 {
                count += result
            } else if result == 0 {
                break
            } else if errno != EINTR {
                failure = errno
                break
            }
        }
        return count
    }
}
