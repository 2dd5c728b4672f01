import ArchCore
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `SequentialFileReader` gives the bytes and the errors of `FileBytes.read`, whatever order the
/// files come in and however large they are.
@Suite("Reading files one after another")
struct SequentialFileReaderTests {
    private enum Outcome: Equatable {
        case bytes([UInt8])
        case failure(String)
    }

    private func outcome(_ read: () throws(FileBytes.ReadError) -> [UInt8]) -> Outcome {
        do {
            return .bytes(try read())
        } catch {
            return .failure(error.description)
        }
    }

    @Test func readsWhatFileBytesReads() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-reader")
        var paths: [String] = []
        // Sizes around the first buffer's, and one that makes it grow twice.
        for (index, size) in [0, 1, 4095, 65535, 65536, 65537, 200_000, 3].enumerated() {
            let folder = ["", "A/", "A/B/", "C/"][index % 4]
            let path = "\(folder)f\(index).swift"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
            let url = repository.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
            paths.append(path)
        }
        try repository.write("Folder/inner/x.swift", "let x = 1\n")
        #expect(symlink(repository.url.appendingPathComponent("A").path, repository.url.appendingPathComponent("Link").path) == 0)
        // Missing files and folders, a folder read as a file, a link, and back to folders seen before.
        let asked = paths + ["A/missing.swift", "Missing/x.swift", "Folder/inner", "Link/f1.swift", "Folder/inner/x.swift"]
            + paths.reversed() + ["f0.swift/x.swift", "", "A/../A/f1.swift"]
        let rootPath = repository.url.path
        let reader = SequentialFileReader(rootPath: rootPath)
        for path in asked + asked {
            let expected = outcome { () throws(FileBytes.ReadError) in try FileBytes.read(rootPath + "/" + path) }
            let read = outcome { () throws(FileBytes.ReadError) in try reader.withBytes(of: path) { Array($0) } }
            #expect(read == expected, "\(path)")
        }
    }

    /// A FIFO swapped in for a listed file, opened by name in its open folder: the open waited
    /// for a writer for ever.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-reader")
        try repository.write("A/a.swift", "let a = 1\n")
        try #require(mkfifo(repository.url.appendingPathComponent("A/b.swift").path, 0o600) == 0)
        let rootPath = repository.url.path
        let outcome = finished(within: 20) { () -> [String] in
            let reader = SequentialFileReader(rootPath: rootPath)
            return ["A/a.swift", "A/b.swift"].map { path in
                do {
                    return "read \(try reader.withBytes(of: path) { $0.count }) bytes"
                } catch {
                    return "\(error)"
                }
            }
        }
        #expect(outcome == ["read 10 bytes", "cannot read \(rootPath)/A/b.swift: it is a FIFO, not a regular file"])
    }

    /// A path past the longest one the system accepts fails as it does when opened whole, even
    /// though its folder is open.
    @Test func aPathTooLongFailsAsAWholePathDoes() throws {
        let repository = try TemporaryDirectory(prefix: "archkit-reader")
        try repository.write("A/a.swift", "let a = 1\n")
        let rootPath = repository.url.path
        let reader = SequentialFileReader(rootPath: rootPath)
        _ = try reader.withBytes(of: "A/a.swift") { Array($0) }
        let long = "A/" + String(repeating: "n", count: Int(PATH_MAX)) + ".swift"
        let expected = outcome { () throws(FileBytes.ReadError) in try FileBytes.read(rootPath + "/" + long) }
        let read = outcome { () throws(FileBytes.ReadError) in try reader.withBytes(of: long) { Array($0) } }
        #expect(read == expected)
        #expect(read == .failure("cannot read \(rootPath)/\(long): \(String(cString: strerror(ENAMETOOLONG)))"))
    }
}
