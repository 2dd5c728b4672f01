#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the files below one root one after another, as `FileBytes.read` does, but into one
/// buffer kept from file to file, and opening each file by its name in the folder of the file
/// before when they share it: a repository's files come folder by folder, and looking up
/// every component of every path again was most of the time spent opening files.
///
/// One per thread: it is not `Sendable`.
public final class SequentialFileReader {
    private let rootPath: String
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    /// `root/relative path` with a terminating zero, rewritten after the root's bytes for each file.
    private var path: [UInt8]
    private let prefixLength: Int
    /// The folder open for `openat`: its path's bytes (root included) and descriptor.
    private var folder: [UInt8] = []
    private var folderDescriptor: Int32 = -1

    /// - Parameter rootPath: the absolute path the relative paths start from.
    public init(rootPath: String) {
        self.rootPath = rootPath
        path = Array(rootPath.utf8)
        path.append(UInt8(ascii: "/"))
        prefixLength = path.count
        capacity = 64 * 1024
        buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        if folderDescriptor >= 0 { close(folderDescriptor) }
    }

    /// Reads `rootPath/relativePath` and gives its bytes to `body`; they are valid only there.
    /// Fails exactly as `FileBytes.read(rootPath + "/" + relativePath)` does.
    public func withBytes<R>(of relativePath: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) throws(FileBytes.ReadError) -> R {
        // Copied as a block: appending the bytes one by one cost more than the reading.
        path.removeSubrange(prefixLength...)
        path.append(contentsOf: relativePath.utf8)
        path.append(0)
        let descriptor = path.withUnsafeBufferPointer { openFile($0) }
        guard descriptor >= 0 else { throw error(relativePath, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(relativePath, errno) }
        try FileBytes.requireRegularFile(info, rootPath + "/" + relativePath)
        // As `FileBytes.read`: room for one byte more than the size, so that a file that grew
        // since `fstat` shows it, and a file exactly as long as `fstat` said is taken as read.
        let expected = max(Int(info.st_size), 0)
        reserve(expected + 1)
        var failure: Int32 = 0
        var count = fill(from: descriptor, at: 0, stopAt: expected, failure: &failure)
        // The file grew while it was read: take the rest in chunks.
        while failure == 0, count > expected {
            reserve(count + 65536)
            let more = fill(from: descriptor, at: count, stopAt: nil, failure: &failure)
            if more == 0 { break }
            count += more
        }
        guard failure == 0 else { throw error(relativePath, failure) }
        return body(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: count))
    }

    private func error(_ relativePath: String, _ code: Int32) -> FileBytes.ReadError {
        FileBytes.ReadError(path: rootPath + "/" + relativePath, code: code)
    }

    /// Opens the file at `fullPath` (zero-terminated, the zero counted), by name in its folder when the folder is
    /// the one open, or can be opened. Any failure there falls back to opening the full path,
    /// so that errors are those of the full path.
    private func openFile(_ fullPath: UnsafeBufferPointer<UInt8>) -> Int32 {
        let length = fullPath.count
        let base = UnsafeRawPointer(fullPath.baseAddress!).assumingMemoryBound(to: CChar.self)
        // The last "/" splits folder and name; the root's own "/" comes before it.
        var slash = length - 1
        while slash > 0, fullPath[slash] != UInt8(ascii: "/") { slash -= 1 }
        // A path the system would refuse as too long is opened whole, to fail the same way.
        if slash > 0, length <= Int(PATH_MAX) {
            if folderDescriptor < 0 || folder.count != slash || memcmp(folder, base, slash) != 0 {
                if folderDescriptor >= 0 { close(folderDescriptor) }
                folder = Array(fullPath[0..<slash])
                folder.append(0)
                folderDescriptor = folder.withUnsafeBytes { open($0.baseAddress!.assumingMemoryBound(to: CChar.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                folder.removeLast()
            }
            if folderDescriptor >= 0 {
                let descriptor = openat(folderDescriptor, base + slash + 1, FileBytes.openFlags)
                if descriptor >= 0 { return descriptor }
            }
        }
        return open(base, FileBytes.openFlags)
    }

    /// Room for at least `count` bytes; what is in the buffer need not be kept.
    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        let grown = max(count, capacity * 2)
        let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
        larger.copyMemory(from: buffer, byteCount: capacity)
        buffer.deallocate()
        buffer = larger
        capacity = grown
    }

    /// Reads into the buffer from `offset` until it is full, the file ends, or `stopAt` bytes
    /// are in, as `FileBytes.read` does; returns how many bytes were read.
    private func fill(from descriptor: Int32, at offset: Int, stopAt: Int?, failure: inout Int32) -> Int {
        let free = UnsafeMutableBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self) + offset,
                                              count: capacity - offset)
        return FileBytes.fill(free, from: descriptor, stopAt: stopAt, failure: &failure)
    }
}
