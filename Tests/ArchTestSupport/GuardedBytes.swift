#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes placed so that the last of them is the last readable byte before a page the process
/// may not touch: a read past the end, by a vector load or otherwise, is a crash rather than a
/// silent look at whatever memory follows an array.
public enum GuardedBytes {
    public static func with<Result>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let readable = (bytes.count + page - 1) / page * page
        guard let mapping = mmap(nil, readable + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else {
            fatalError("mmap failed: \(errno)")
        }
        defer { munmap(mapping, readable + page) }
        guard mprotect(mapping + readable, page, PROT_NONE) == 0 else { fatalError("mprotect failed: \(errno)") }
        let start = (mapping + readable - bytes.count).assumingMemoryBound(to: UInt8.self)
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { start.update(from: base, count: bytes.count) }
        }
        return try body(UnsafeBufferPointer(start: start, count: bytes.count))
    }
}
