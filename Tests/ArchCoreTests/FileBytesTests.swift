import ArchCore
import Foundation
import Testing

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
}
