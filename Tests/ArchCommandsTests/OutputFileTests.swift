import ArchCore
import ArchTestSupport
import Foundation
import Testing
import ArchCommands
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `-o FILE` on what is not a plain file. Every special file here is made in the test's own
/// temporary folder; the machine's `/dev` is never written.
@Suite("Output files")
struct OutputFileTests {
    static let fixture = RepositoryPaths.fixtures.appendingPathComponent("RouteModules").path

    private func kind(_ path: String) -> UInt32 {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt32(info.st_mode) & 0o170000 : 0
    }

    private func mode(_ path: String) -> UInt32 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt32(info.st_mode) & 0o7777 : 0
    }

    @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let fifo = scratch.url.appendingPathComponent("report.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let received = LockedBytes()
        let reader = Thread {
            // Opening blocks until archkit opens the other end.
            received.set(FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data())
        }
        reader.start()
        let result = CLI.run(["graph", Self.fixture, "-o", fifo])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        if result.exitCode != ExitCode.success {
            // Releases the reader, which would otherwise wait for a writer forever.
            close(open(fifo, O_WRONLY | O_NONBLOCK))
        }
        let text = String(decoding: received.wait(), as: UTF8.self)
        #expect(text.hasPrefix("{") && text.contains("HomeModule"))
        #expect(kind(fifo) == 0o010000)
    }

    @Test(.enabled(if: getuid() == 0, "making a device node needs root"))
    func aCharacterDeviceIsWrittenInPlaceAndStaysADevice() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let null = scratch.url.appendingPathComponent("null").path
        // The null device's numbers, as a new node in the scratch folder; some containers forbid it.
        let made = try Shell.run(["mknod", null, "c", "1", "3"])
        try #require(made.status == 0, "mknod is not permitted here: \(made.stderr)")
        let result = CLI.run(["graph", Self.fixture, "-o", null])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(kind(null) == 0o020000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["null"])
    }

    @Test func aLinkIsFollowedAndKept() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let target = try scratch.write("reports/graph.json", "old")
        let link = scratch.url.appendingPathComponent("graph.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "reports/graph.json")
        let result = CLI.run(["graph", Self.fixture, "-o", link])
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(kind(link) == 0o120000)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("HomeModule"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("reports").path) == ["graph.json"])

        // A dangling link creates its target and stays a link.
        let dangling = scratch.url.appendingPathComponent("new.json").path
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "reports/new.json")
        #expect(CLI.run(["graph", Self.fixture, "-o", dangling]).exitCode == ExitCode.success)
        #expect(kind(dangling) == 0o120000)
        #expect(kind(scratch.url.appendingPathComponent("reports/new.json").path) == 0o100000)
    }

    @Test func aRewriteKeepsTheFileMode() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let file = try scratch.write("graph.json", "old").path
        try #require(chmod(file, 0o640) == 0)
        #expect(CLI.run(["graph", Self.fixture, "-o", file]).exitCode == ExitCode.success)
        #expect(mode(file) == 0o640)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("HomeModule"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["graph.json"])
    }

    @Test func aDashIsStandardOutput() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let result = CLI.run(["graph", Self.fixture, "-o", "-", "--format", "mermaid"], in: scratch.url)
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stdout.contains("HomeModule"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func aFolderIsRefusedWithArchkitsOwnMessage() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let result = CLI.run(["graph", Self.fixture, "-o", scratch.url.path])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: cannot write \(scratch.url.path.elidingMiddle()): it is a folder\n")
    }

    /// The path logic alone: nothing is opened or written.
    @Test func standardStreamsAndLinksToThemAreDescriptors() throws {
        #expect(OutputFile.descriptor(named: "/dev/stdout") == 1)
        #expect(OutputFile.descriptor(named: "/dev/stderr") == 2)
        #expect(OutputFile.descriptor(named: "/dev/fd/63") == 63)
        #expect(OutputFile.descriptor(named: "/proc/self/fd/1") == 1)
        #expect(OutputFile.descriptor(named: "/dev/stdin.json") == nil)
        #expect(try OutputFile(path: "-").target() == .descriptor(1))
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let link = scratch.url.appendingPathComponent("out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
        #expect(try OutputFile(path: link).target() == .descriptor(1))
    }

    /// The built archkit, with standard output a pipe this test reads: `/dev/stdout` and a
    /// link to it both arrive there, and nothing is created or replaced.
    @Test func standardOutputByNameReachesThePipe() throws {
        let binary = try BuiltArchkit.url()
        let scratch = try TemporaryDirectory(prefix: "archkit-output")
        let link = scratch.url.appendingPathComponent("out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/stdout")
        for output in ["/dev/stdout", link] {
            let result = try Shell.run([binary.path, "graph", Self.fixture, "--format", "mermaid", "-o", output])
            #expect(result.status == 0, "\(output): \(result.stderr)")
            #expect(result.stdout.contains("HomeModule"), "\(output)")
        }
        #expect(kind(link) == 0o120000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["out"])
    }
}

/// Bytes handed from a reader thread to the test.
final class LockedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Data?

    func set(_ data: Data) {
        condition.lock()
        value = data
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
