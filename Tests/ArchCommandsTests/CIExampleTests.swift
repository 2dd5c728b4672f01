import ArchTestSupport
import Foundation
import Testing
import ArchCommands

/// The examples of docs/ci.md: valid for the services that read them, and every archkit
/// command in them one that this archkit runs.
@Suite("CI examples")
struct CIExampleTests {
    static let examples = RepositoryPaths.root.appendingPathComponent("docs/examples")
    static let workflow = examples.appendingPathComponent("archkit.yml")
    static let gitLabJob = examples.appendingPathComponent("archkit.gitlab-ci.yml")
    static let xcodeScript = examples.appendingPathComponent("xcode-run-script.sh")
    static let hooks = RepositoryPaths.root.appendingPathComponent(".pre-commit-hooks.yaml")

    @Test(.requires(.checkJSONSchema))
    func theWorkflowsMatchTheirServicesSchemas() throws {
        let checks: [(String, URL)] = [
            ("vendor.github-workflows", Self.workflow),
            ("custom.github-workflows-require-timeout", Self.workflow),
            ("vendor.gitlab-ci", Self.gitLabJob),
        ]
        for (schema, file) in checks {
            let result = try Shell.run(["check-jsonschema", "--builtin-schema", schema, file.path])
            #expect(result.status == 0, "\(file.lastPathComponent) against \(schema): \(result.stdout)\(result.stderr)")
        }
    }

    @Test(.requires(.preCommit))
    func thePreCommitManifestIsValid() throws {
        let result = try Shell.run(["pre-commit", "validate-manifest", Self.hooks.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    /// Every `archkit check` (or other `program`) command of the examples, with its `\`
    /// continuations joined, and what comes after the program's path.
    static func commands(in file: URL, of program: String = "archkit check") throws -> [[String]] {
        let text = try String(contentsOf: file, encoding: .utf8)
        var commands: [[String]] = []
        var pending: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("- ") { line.removeFirst(2) }
            if let started = pending {
                pending = started + " " + line
            } else if !line.hasPrefix("#"), let range = line.range(of: program) {
                pending = String(line[range.lowerBound...])
            } else {
                continue
            }
            if pending!.hasSuffix("\\") {
                pending!.removeLast()
                continue
            }
            commands.append(pending!.split(separator: " ").map(String.init).dropFirst().map { $0 })
            pending = nil
        }
        return commands
    }

    @Test func everyExampleCommandRunsOnTheReferenceApp() throws {
        let files = [Self.workflow, Self.gitLabJob, Self.xcodeScript]
        let found = try files.map { try Self.commands(in: $0) }
        #expect(found.map(\.count) == [1, 1, 1])
        for arguments in found.joined() {
            let scratch = try TemporaryDirectory()
            let fixture = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "app")
            let summary = scratch.url.appendingPathComponent("summary.md")
            let runnable = arguments.map { $0 == "\"${ARCHKIT_ROOT:-$SRCROOT}\"" ? "." : $0 }
            let result = CLI.run(runnable, in: fixture, environment: ["GITHUB_STEP_SUMMARY": summary.path])
            // The reference app has warnings only.
            #expect(result.exitCode == ExitCode.success, "\(arguments): \(result.stderr)")
            for (option, report) in zip(arguments, arguments.dropFirst()) where option == "--report" && report.contains(":") {
                let file = String(report.split(separator: ":", maxSplits: 1)[1])
                #expect(FileManager.default.fileExists(atPath: fixture.appendingPathComponent(file).path), "\(report)")
            }
        }
    }

    /// The pull-request step's `archkit diff`, in a clone whose base branch is `origin/main` and
    /// whose change adds an import that breaks a layer rule.
    @Test(.requires(.git))
    func theWorkflowDrawsAPullRequestsChange() throws {
        let found = try Self.commands(in: Self.workflow, of: "archkit diff")
        try #require(found.count == 1)
        let scratch = try TemporaryDirectory()
        let repository = try GitRepository(copying: RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), into: scratch)
        try repository.git("update-ref", "refs/remotes/origin/main", "HEAD")
        let file = repository.folder.appendingPathComponent("Packages/Domain/Sources/BasketDomain/GetBasketUseCase.swift")
        try Data(("import UIKit\n" + String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
        let runnable = found[0].map { $0 == "\"origin/$BASE\"" ? "origin/main" : $0 }
        #expect(runnable.contains("origin/main"), "\(found[0])")
        let result = CLI.run(runnable, in: repository.folder)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        let page = try String(contentsOf: repository.folder.appendingPathComponent("archkit-change.html"), encoding: .utf8)
        #expect(page.contains("<strong>1</strong> new finding"))
        #expect(page.contains("data-from=\"BasketDomain\" data-to=\"UIKit\""))
    }

    @Test func theXcodeScriptChecksTheProjectOrSaysArchkitIsMissing() throws {
        let syntax = try Shell.run(["bash", "-n", Self.xcodeScript.path])
        #expect(syntax.status == 0, "\(syntax.stderr)")
        let scratch = try TemporaryDirectory()
        let fixture = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "app")
        let binary = try BuiltArchkit.url()
        let withArchkit = try Shell.run(["bash", Self.xcodeScript.path], environment: [
            "PATH": binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "SRCROOT": fixture.path, "HOME": scratch.url.path,
        ])
        #expect(withArchkit.status == 0, "\(withArchkit.stderr)")
        // Absolute places, in the form Xcode reads as issues.
        #expect(withArchkit.stdout.contains("\(fixture.path)/Packages/Presentation/BasketFeature/Sources/BasketFeature/BasketViewModel.swift:27:"))
        #expect(withArchkit.stdout.contains(": warning: "))
        let without = try Shell.run(["bash", Self.xcodeScript.path], environment: [
            "PATH": "/usr/bin:/bin", "SRCROOT": fixture.path, "HOME": scratch.url.path,
        ])
        #expect(without.status == 0)
        #expect(without.stdout.hasPrefix("warning: archkit is not installed"))
    }

    @Test func thePreCommitHookEntryRunsOnTheReferenceApp() throws {
        let manifest = try String(contentsOf: Self.hooks, encoding: .utf8)
        let entry = try #require(manifest.split(separator: "\n").first { $0.contains("entry:") })
        let words = entry.split(separator: ":", maxSplits: 1)[1].split(separator: " ").map(String.init)
        #expect(words.first == "archkit")
        let scratch = try TemporaryDirectory()
        let fixture = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "app")
        let result = CLI.run(Array(words.dropFirst()), in: fixture)
        #expect(result.exitCode == ExitCode.success, "\(result.stderr)")
        #expect(result.stdout.contains("archkit: 0 errors"))
    }
}
