import ArchCore
import ArchCommands
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

    /// A FIFO, a folder and a link where a project's `project.pbxproj` should be, and a FIFO
    /// for a workspace's `contents.xcworkspacedata`. Each was passed over in silence; reading
    /// the FIFO would wait for ever. The built archkit runs with a time-out, so that a hang
    /// fails the test rather than stall it, once for the findings and once for SARIF, whose
    /// columns are read from the files the findings name.
    @Test func whatIsNoFileAtAProjectOrWorkspaceFilesNameIsReportedWithoutWaiting() throws {
        let repository = try repository()
        let root = repository.url
        let project = "// !$*UTF8*$!\n{ objects = { P = { isa = PBXProject; mainGroup = M; }; M = { isa = PBXGroup; }; }; rootObject = P; }\n"
        try repository.write("Real.xcodeproj/project.pbxproj", project)
        for folder in ["Fifo.xcodeproj", "Folder.xcodeproj/project.pbxproj", "Link.xcodeproj", "Work.xcworkspace"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        #expect(mkfifo(root.appendingPathComponent("Fifo.xcodeproj/project.pbxproj").path, 0o600) == 0)
        #expect(mkfifo(root.appendingPathComponent("Work.xcworkspace/contents.xcworkspacedata").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link.xcodeproj/project.pbxproj").path,
                                                   withDestinationPath: "../Real.xcodeproj/project.pbxproj")

        let json = try SystemProcessRunner().run(ProcessRequest(try BuiltArchkit.url().path, arguments: ["check", root.path, "--format", "json", "--manifests", "static"],
                                                                timeout: .seconds(60)))
        #expect(!json.timedOut)
        #expect(json.status == ExitCode.violations)
        let report = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let findings = (report["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String != "unowned-sources" }.map { finding in
            "\(finding["file"] ?? ""):\(finding["line"] ?? ""): \(finding["message"] ?? "") [\(finding["rule"] ?? "")]"
        }
        #expect(findings == [
            "Fifo.xcodeproj/project.pbxproj:1: this Xcode project cannot be read, so its targets are left out: `project.pbxproj` is a FIFO, not a file [project-unreadable]",
            "Folder.xcodeproj/project.pbxproj:1: this Xcode project cannot be read, so its targets are left out: `project.pbxproj` is a folder, not a file [project-unreadable]",
            "Link.xcodeproj/project.pbxproj:1: this Xcode project cannot be read, so its targets are left out: `project.pbxproj` is a symbolic link, not a file [project-unreadable]",
            "Work.xcworkspace/contents.xcworkspacedata:1: cannot read this workspace file, so the projects it lists are not checked: it is a FIFO, not a regular file [unreadable-file]",
        ])
        // The projects' targets are missing, so the graph is incomplete; the workspace's
        // projects are found without it.
        let unread = (report["unread"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? "") \($0["problem"] ?? "")" }
        #expect(unread == ["Fifo.xcodeproj/project.pbxproj project-unreadable", "Folder.xcodeproj/project.pbxproj project-unreadable",
                           "Link.xcodeproj/project.pbxproj project-unreadable"])

        let sarif = try SystemProcessRunner().run(ProcessRequest(try BuiltArchkit.url().path, arguments: ["check", root.path, "--format", "sarif", "--manifests", "static"],
                                                                 timeout: .seconds(60)))
        #expect(!sarif.timedOut)
        #expect(String(decoding: sarif.standardOutput, as: UTF8.self).contains("Fifo.xcodeproj/project.pbxproj"))
    }
}
