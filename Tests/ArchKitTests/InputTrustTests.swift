import ArchKitCLI
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs that are not what they seem: a `--config` that is no file, a repository that cannot
/// be read in full. Each gets a message that says what is wrong, never silence or a wrong one.
@Suite("Inputs that are not what they seem")
struct InputTrustTests {
    private func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(prefix: "archkit-input")
        try directory.write("Sources/App/app.swift", "let a = 1\n")
        return directory
    }

    @Test func aDirectoryAsConfigIsCalledADirectory() throws {
        let repository = try repository()
        let folder = repository.url.appendingPathComponent("Rules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = CLI.run(["check", repository.url.path, "--config", folder.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: \(folder.path) is a directory, not a rules file\n")
    }

    /// Opening a FIFO to read waits for a writer; the check hung.
    @Test func aFIFOAsConfigIsRefusedWithoutWaiting() throws {
        let repository = try repository()
        let fifo = repository.url.appendingPathComponent("rules.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = CLI.run(["check", repository.url.path, "--config", fifo, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: \(fifo) is not a regular file (it is a FIFO)\n")
    }

    @Test(.enabled(if: getuid() == 0, "only the superuser may make device nodes"))
    func aDeviceNodeAsConfigIsRefused() throws {
        let repository = try repository()
        // A device node of this test's own, never a real one from /dev.
        let device = repository.url.appendingPathComponent("rules.device").path
        #expect(mknod(device, S_IFCHR | 0o600, 0) == 0)
        let result = CLI.run(["check", repository.url.path, "--config", device, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: \(device) is not a regular file (it is a character device)\n")
    }

    @Test func aFIFOInPlaceOfArchrulesIsRefused() throws {
        let repository = try repository()
        #expect(mkfifo(repository.url.appendingPathComponent(".archrules").path, 0o600) == 0)
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasSuffix("/.archrules is not a regular file (it is a FIFO)\n"))
    }

    @Test(.enabled(if: getuid() != 0, "permissions do not stop the superuser from reading, so an unreadable folder cannot be made"))
    func anUnreadableRootExitsWithTwo() throws {
        let repository = try repository()
        chmod(repository.url.path, 0)
        defer { chmod(repository.url.path, 0o755) }
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasPrefix("error: cannot read the folder "))
    }

    @Test func aFolderWhoseNameIsNotUTF8IsAnUnreadableFile() throws {
        let repository = try repository()
        let bytes = Array(repository.url.appendingPathComponent("Sources").path.utf8) + Array("/Legacy".utf8) + [0xFF, 0]
        let made = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } }
        #expect(made == 0)
        let result = CLI.run(["check", repository.url.path, "--manifests", "static"])
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains("Sources/Legacy\u{FFFD}:1:1: error: cannot read this folder: its name is not valid UTF-8 [unreadable-file]"))
    }
}
