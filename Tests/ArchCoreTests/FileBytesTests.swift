import ArchCore
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Reading files")
struct FileBytesTests {
    @Test(arguments: [0, 1, 4095, 4096, 200_000])
    func readsEveryByte(size: Int) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archkit-bytes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: url)
        #expect(try FileBytes.read(url.path) == bytes)
    }

    @Test func aMissingFileSaysWhichAndWhy() {
        #expect(throws: FileBytes.ReadError.self) { try FileBytes.read("/no/such/file.swift") }
        do {
            _ = try FileBytes.read("/no/such/file.swift")
        } catch {
            #expect(error.description == "cannot read /no/such/file.swift: No such file or directory")
        }
    }

    /// A FIFO where a file was listed: opening it to read waited for a writer for ever.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryDirectory(prefix: "archkit-bytes")
        let fifo = folder.url.appendingPathComponent("A.swift").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let outcome = finished(within: 20) { () -> String in
            do {
                return "read \(try FileBytes.read(fifo).count) bytes"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "cannot read \(fifo): it is a FIFO, not a regular file")
    }
}
