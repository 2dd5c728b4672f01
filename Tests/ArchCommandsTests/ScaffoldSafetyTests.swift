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

/// `archkit new` on hostile or unlucky input: what it refuses, what it never reports as done,
/// and what it leaves when it is killed.
@Suite("Scaffolding safety", .serialized)
struct ScaffoldSafetyTests {
    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: ["Float", "Int64", "Character", "Swift", "Foundation", "XCTest", "Testing", "SwiftUI"])
    func standardTypesAndWellKnownModulesAreRefused(name: String) throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let result = CLI.run(["new", "feature", name, "--path", scratch.url.path])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasPrefix("error: '\(name)' is "), "\(result.stderr)")
        #expect(result.stderr.contains("standard-library type") || result.stderr.contains("well-known module"))
        #expect(result.stderr.contains("such as 'App\(name)'"))
        #expect(try entries(scratch.url).isEmpty)
    }

    @Test func aTemplatesFolderOutsideTheRepositoryIsRefusedAtItsSetting() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write("Outside/feature/template.manifest", "kind feature\ndestination {{Name}}\n")
        try scratch.write("Outside/feature/files/{{Name}}.swift", "struct {{Name}} {}\n")
        let repository = scratch.url.appendingPathComponent("Repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("Linked").path, withDestinationPath: "../Outside")
        for (setting, column) in [("../Outside", 11), ("Linked", 11), ("../Nowhere/Templates", 11), (scratch.url.appendingPathComponent("Outside").path, 11)] {
            try Data("# templates\ntemplates \(setting)\n".utf8).write(to: repository.appendingPathComponent(".archrules"))
            for arguments in [["new", "feature", "Order"], ["templates"]] {
                let result = CLI.run(arguments + ["--path", repository.path])
                #expect(result.exitCode == ExitCode.usage, "\(setting) \(arguments)")
                #expect(result.stderr.contains(".archrules:2:\(column): error: 'templates \(setting)' is outside the repository"), "\(result.stderr)")
            }
        }
        #expect(try entries(repository) == [".archrules", "Linked"])
    }

    @Test func linkedTemplateFilesInsideTheRepositoryAreWrittenAndOthersRefused() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let repository = scratch.url.appendingPathComponent("Repo")
        try scratch.write("Repo/Templates/feature/template.manifest", "kind feature\ndestination Features/{{Name}}\n")
        try scratch.write("Repo/Shared/Body.swift", "struct {{Name}}Body {}\n")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("Templates/feature/files"), withIntermediateDirectories: true)
        let link = repository.appendingPathComponent("Templates/feature/files/{{Name}}Body.swift").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "../../../Shared/Body.swift")
        let created = CLI.run(["new", "feature", "Order", "--path", repository.path])
        #expect(created.exitCode == ExitCode.success, "\(created.stderr)")
        #expect(try String(contentsOf: repository.appendingPathComponent("Features/Order/OrderBody.swift"), encoding: .utf8) == "struct OrderBody {}\n")

        // A link out of the repository, and one to nothing: refused, by name, nothing written.
        for (destination, reason) in [("../../../../Outside.swift", "the link leads outside the repository"), ("Missing.swift", "the link leads to nothing")] {
            try scratch.write("Outside.swift", "struct Secret {}\n")
            try FileManager.default.removeItem(atPath: link)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
            let refused = CLI.run(["new", "feature", "Cart", "--path", repository.path])
            #expect(refused.exitCode == ExitCode.usage)
            #expect(refused.stderr == "error: cannot read Templates/feature/files/{{Name}}Body.swift: \(reason)"
                    + (reason.hasSuffix("repository") ? ", and templates are read only from inside it" : "") + "\n")
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("Features/Cart").path))
        }
    }

    /// A committed `.archkit-new.lock` link: refused as a usage error, the file it points to unchanged.
    @Test func aLinkedLockFileIsRefusedWithExitTwo() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let outside = try scratch.write("Outside/notes.txt", "mine\n")
        let repository = scratch.url.appendingPathComponent("Repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent(".archkit-new.lock").path, withDestinationPath: "../Outside/notes.txt")
        let result = CLI.run(["new", "feature", "Order", "--path", repository.path])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: .archkit-new.lock is a symbolic link, not the lock file archkit makes; nothing was written; "
                + "move it away and run the command again\n")
        #expect(try entries(repository) == [".archkit-new.lock"])
        #expect(try String(contentsOf: outside, encoding: .utf8) == "mine\n")
    }

    /// A manifest a template adds a target to, made a FIFO: refused without waiting on it, but
    /// the message said the file did not exist.
    @Test func aManifestToEditThatIsNoFileIsRefusedAtOnce() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write(".archrules", "exclude Templates\n")
        try scratch.write("Templates/adder/template.manifest", "kind feature\ndestination Features/{{Name}}\nadd-target Packages/Domain {{Name}}\n")
        try scratch.write("Templates/adder/files/{{Name}}.swift", "struct {{Name}} {}\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Packages/Domain"), withIntermediateDirectories: true)
        try #require(mkfifo(scratch.url.appendingPathComponent("Packages/Domain/Package.swift").path, 0o600) == 0)
        let path = scratch.url.path
        let outcome = finished(within: 30) { CLI.run(["new", "feature", "Order", "--template", "adder", "--path", path, "--manifests", "static"]) }
        let result = try #require(outcome, "archkit new waited on a FIFO named Package.swift")
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: 'Packages/Domain/Package.swift' is not a regular file archkit can read; this template adds Order to it\n")
        #expect(try entries(scratch.url) == [".archrules", "Packages", "Templates"])
    }

    @Test func aTemplateWithNothingToWriteIsNeverReportedAsCreated() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write("Templates/feature/template.manifest", "kind feature\ndestination Features/{{Name}}\n")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Templates/feature/files"), withIntermediateDirectories: true)
        let result = CLI.run(["new", "feature", "Order", "--path", scratch.url.path])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error: template 'feature' has no files to write"))
    }

    @Test func anAbsolutePathVariableIsRefused() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        try scratch.write("Templates/feature/template.manifest",
                          "kind feature\ndestination {{sub}}/{{Name}}\nvariable sub = Features -- where features go\nvariable note = x\n")
        try scratch.write("Templates/feature/files/{{Name}}.swift", "// {{note}}\nstruct {{Name}} {}\n")
        let refused = CLI.run(["new", "feature", "Order", "--path", scratch.url.path, "--set", "sub=/tmp/Elsewhere"])
        #expect(refused.exitCode == ExitCode.usage)
        #expect(refused.stderr == "error: --set sub=/tmp/Elsewhere: 'sub' is part of a path inside the repository, "
                + "so it takes a path relative to the repository, such as 'sub=tmp/Elsewhere'\n")
        #expect(try entries(scratch.url) == ["Templates"])
        // A variable that is no path may start with '/'.
        let written = CLI.run(["new", "feature", "Order", "--path", scratch.url.path, "--set", "note=/slash"])
        #expect(written.exitCode == ExitCode.success, "\(written.stderr)")
    }

    @Test func aFailedWriteNamesAShortenedPathAndTheReason() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-scaffold")
        let long = (0..<40).map { _ in String(repeating: "d", count: 249) }.joined(separator: "/")
        let result = CLI.run(["new", "feature", "Order", "--path", scratch.url.path, "--into", long])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr.hasPrefix("error: cannot create the folder for " + String(repeating: "d", count: 40) + "…"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("/Order/Api/OrderApi.swift: \(String(cString: strerror(ENAMETOOLONG))); nothing was written\n"))
        #expect(result.stderr.count < 160)
        #expect(try entries(scratch.url).isEmpty)
    }

    /// The built archkit, killed (SIGKILL, which nothing can catch) while it writes 3,000 files:
    /// nothing appears where the feature goes, and the next run names and removes the staging
    /// folder, then writes the whole tree.
    @Test(.slow) func aKilledRunLeavesNoPartialTreeAndTheNextRunCleansUp() throws {
        var interrupted = false
        for _ in 0..<5 where !interrupted {
            let scratch = try TemporaryDirectory(prefix: "archkit-killed")
            let root = scratch.url
            guard try Self.interruptBigScaffold(in: scratch, with: SIGKILL) == .uncaughtSignal else { continue }
            interrupted = true

            let left = try entries(root)
            #expect(!left.contains("Features"), "a partial tree is visible: \(left)")
            let staging = try #require(left.first { $0.hasPrefix(".archkit-staging-") })
            #expect(left.contains(".archkit-new.lock"))

            let next = CLI.run(["new", "feature", "Order", "--template", "big", "--path", root.path])
            #expect(next.exitCode == ExitCode.success, "\(next.stderr)")
            #expect(next.stderr == "note: removed what an interrupted 'archkit new' had left:\n  \(staging)\n")
            #expect(try entries(root) == [".archrules", "Features", "Templates"])
            #expect(try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Features/Order").path)
                .filter { $0.hasSuffix(".swift") }.count == 3_000)
        }
        #expect(interrupted, "archkit finished every time before it could be killed")
    }

    /// The signals a terminal or a CI runner sends are caught: the run rolls back before exiting
    /// with 128 + the signal, and leaves nothing for the next run to clean. An interruption
    /// suite: it runs with the slow suites.
    @Test(.slow, arguments: [SIGINT, SIGTERM, SIGHUP])
    func anInterruptedRunRollsBackAndLeavesNothing(signal: Int32) throws {
        var interrupted = false
        for _ in 0..<5 where !interrupted {
            let scratch = try TemporaryDirectory(prefix: "archkit-interrupted")
            let process = try Self.runBigScaffold(in: scratch)
            guard Self.signalOnceStaging(process, root: scratch.url, signal: signal) else { continue }
            interrupted = true
            #expect(process.terminationReason == .exit && process.terminationStatus == 128 + signal,
                    "exit \(process.terminationStatus), reason \(process.terminationReason.rawValue)")
            // The signal may land after the files were committed, while archkit is still
            // exiting: then the scaffold is whole. Never is it half-written.
            let left = try entries(scratch.url)
            if left.contains("Features") {
                let written = FileManager.default.enumerator(atPath: scratch.url.appendingPathComponent("Features").path)?
                    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
                #expect(left == [".archrules", "Features", "Templates"] && written.count == 3_000,
                        "left behind: \(left), with \(written.count) of the 3,000 files")
            } else {
                #expect(left == [".archrules", "Templates"], "left behind: \(left)")
            }
        }
        #expect(interrupted, "archkit finished every time before it could be interrupted")
    }

    /// Starts `new` on a template of 3,000 files, signals it once its staging folder holds
    /// some of them, and returns how it ended.
    private static func interruptBigScaffold(in scratch: TemporaryDirectory, with signal: Int32) throws -> Process.TerminationReason {
        let process = try runBigScaffold(in: scratch)
        _ = signalOnceStaging(process, root: scratch.url, signal: signal)
        return process.terminationReason
    }

    private static func runBigScaffold(in scratch: TemporaryDirectory) throws -> Process {
        try scratch.write(".archrules", "exclude Templates\n")
        try scratch.write("Templates/big/template.manifest", "kind feature\ndestination Features/{{Name}}\n")
        for index in 0..<3_000 {
            try scratch.write("Templates/big/files/Part\(index % 30)/{{Name}}File\(index).swift", "struct {{Name}}File\(index) {}\n")
        }
        let process = Process()
        process.executableURL = try BuiltArchkit.url()
        process.arguments = ["new", "feature", "Order", "--template", "big", "--path", scratch.url.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits for the staging folder to fill a little, then sends `signal`. Returns false when the
    /// run finished first.
    private static func signalOnceStaging(_ process: Process, root: URL, signal: Int32) -> Bool {
        var sent = false
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline {
            let staging = (try? FileManager.default.contentsOfDirectory(atPath: root.path))?.first { $0.hasPrefix(".archkit-staging-") }
            if let staging, ((try? FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent(staging).path))?.count ?? 0) > 200 {
                kill(process.processIdentifier, signal)
                sent = true
                break
            }
            usleep(500)
        }
        process.waitUntilExit()
        return sent && !(process.terminationReason == .exit && process.terminationStatus == 0)
    }
}
