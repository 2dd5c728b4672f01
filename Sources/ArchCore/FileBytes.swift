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

        public var description: String {
            "cannot read \(path): " + (notRegular.map { "it is \($0), not a regular file" } ?? String(cString: strerror(code)))
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
        if let kind = FileKind.notRegular(info) { throw ReadError(path: path, code: 0, notRegular: kind) }
        // Room for one byte more than the size, so that a file that grew since `fstat` shows it.
        // A file that is exactly as long as `fstat` said is taken as read: asking once more
        // only to be told the end has come costs a system call per file.
        let expected = max(Int(info.st_size), 0)
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
