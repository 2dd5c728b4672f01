import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Musl)
import Musl
private let systemWrite = Musl.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where `-o FILE` writes, and how. A report replaces a regular file in one step, so a reader
/// never sees half of it; but devices, FIFOs and standard streams are written in place, since
/// replacing them would write nothing where the user asked (and, as root, replace `/dev/null`).
public struct OutputFile: Sendable {
    /// What a path turned out to be once its links are followed.
    public enum Target: Sendable, Equatable {
        /// `-`, `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`: an open descriptor of this process.
        case descriptor(Int32)
        /// A character device or a FIFO, opened and written as it is.
        case inPlace(path: String)
        /// A regular file or nothing yet: written beside it and renamed over it, keeping the
        /// existing file's mode.
        case replace(path: String, existing: Existing?)
    }

    public struct Existing: Sendable, Equatable {
        public var mode: UInt32
        public var owner: UInt32
        public var group: UInt32
    }

    /// The path as given; `-` means standard output.
    public let path: String
    /// How to name the path in messages.
    public let displayPath: String

    public init(path: String, displayPath: String? = nil) {
        self.path = path
        self.displayPath = displayPath ?? path
    }

    public func write(_ bytes: [UInt8]) throws(FileProblem) {
        try write { (emit: ([UInt8]) throws(FileProblem) -> Void) throws(FileProblem) in try emit(bytes) }
    }

    /// Writes what `produce` hands to its argument, chunk by chunk, so that a large report is
    /// never held whole; a replaced file still appears in one step when all is written.
    public func write(chunks produce: (_ emit: ([UInt8]) throws(FileProblem) -> Void) throws(FileProblem) -> Void) throws(FileProblem) {
        let display = displayPath
        switch try target() {
        case .descriptor(let descriptor):
            try produce { (bytes: [UInt8]) throws(FileProblem) in try Self.writeAll(bytes, to: descriptor, display: display) }
        case .inPlace(let target):
            let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileProblem("open", displayPath, code: errno) }
            defer { close(descriptor) }
            try produce { (bytes: [UInt8]) throws(FileProblem) in try Self.writeAll(bytes, to: descriptor, display: display) }
        case .replace(let target, let existing):
            try Self.replace(target, with: produce, keeping: existing, display: displayPath)
        }
    }

    /// Follows links one step at a time, so that a link to `/dev/stdout` or to a FIFO is
    /// recognised as such, and a dangling link creates its target rather than replacing it.
    public func target() throws(FileProblem) -> Target {
        if path == "-" { return .descriptor(STDOUT_FILENO) }
        var current = path
        for _ in 0..<40 {
            if let descriptor = Self.descriptor(named: current) { return .descriptor(descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                guard errno == ENOENT else { throw FileProblem("write", displayPath, code: errno) }
                return .replace(path: current, existing: nil)
            }
            switch UInt32(info.st_mode) & 0o170000 {
            case 0o120000:
                guard let destination = Self.readLink(current) else { throw FileProblem("follow the link", displayPath, code: errno) }
                current = destination.hasPrefix("/") ? destination : RelativePath.directory(of: current) + "/" + destination
            case 0o100000:
                return .replace(path: current, existing: Existing(mode: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), group: UInt32(info.st_gid)))
            case 0o020000, 0o010000:
                return .inPlace(path: current)
            case 0o040000:
                throw FileProblem("write", displayPath, reason: "it is a folder")
            default:
                throw FileProblem("write", displayPath, reason: "it is neither a regular file, a character device nor a FIFO")
            }
        }
        throw FileProblem("write", displayPath, code: ELOOP)
    }

    /// The descriptor a path names by convention, checked before the path is opened, because
    /// on Linux these are links to `pipe:[…]` names that cannot be opened as paths.
    public static func descriptor(named path: String) -> Int32? {
        let normalized = RelativePath.normalize(path)
        switch normalized {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where normalized.hasPrefix(prefix) {
                if let number = Int32(normalized.dropFirst(prefix.count)), number >= 0 { return number }
            }
            return nil
        }
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func replace(_ target: String, with produce: (_ emit: ([UInt8]) throws(FileProblem) -> Void) throws(FileProblem) -> Void,
                                keeping existing: Existing?, display: String) throws(FileProblem) {
        let folder = RelativePath.directory(of: target)
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".archkit-\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
        guard descriptor >= 0 else { throw FileProblem("write", display, code: errno) }
        var renamed = false
        defer {
            close(descriptor)
            if !renamed { unlink(temporary) }
        }
        try produce { (bytes: [UInt8]) throws(FileProblem) in try writeAll(bytes, to: descriptor, display: display) }
        if let existing {
            // As root, a rewrite keeps the owner too; as anyone else this fails and the file
            // becomes the writer's, as any editor's save would.
            _ = fchown(descriptor, uid_t(existing.owner), gid_t(existing.group))
            guard fchmod(descriptor, mode_t(existing.mode)) == 0 else { throw FileProblem("write", display, code: errno) }
        }
        guard rename(temporary, target) == 0 else { throw FileProblem("write", display, code: errno) }
        renamed = true
    }

    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32, display: String) throws(FileProblem) {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw FileProblem("write", display, code: errno)
            }
            written += result
        }
    }
}
