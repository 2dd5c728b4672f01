import ArchTestSupport
import Foundation
import Testing

/// The examples of docs/ci.md run twice in a row, as a CI service runs them: the second job
/// starts from a fresh checkout with only the cache folders of the first kept.
@Suite("CI examples run twice")
struct CIExampleRerunTests {
    /// The parts of the GitLab job that a run needs: its variables, cache paths and script steps.
    struct GitLabJob {
        var variables: [String: String] = [:]
        var cachePaths: [String] = []
        var script: [String] = []

        /// Reads the one job of the example: each list item or `KEY: value` under its section.
        init(_ text: String) {
            var section = ""
            for line in text.split(separator: "\n").map(String.init) where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let indent = line.prefix { $0 == " " }.count
                if indent == 2 || trimmed.hasSuffix(":") { section = trimmed }
                if indent == 2 { continue }
                switch section {
                case "variables:" where indent == 4:
                    let pair = trimmed.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    if pair.count == 2 { variables[pair[0]] = pair[1] }
                case "paths:" where trimmed.hasPrefix("- "):
                    cachePaths.append(String(trimmed.dropFirst(2)))
                case "script:" where trimmed.hasPrefix("- "):
                    script.append(String(trimmed.dropFirst(2)))
                default:
                    break
                }
            }
        }
    }

    /// A `swift` that builds nothing (its other commands are the real one's): it puts an `archkit` that runs the tested one where the
    /// release build would be, and counts its builds in the build folder, which must survive.
    private static let swiftStub = """
        #!/bin/sh
        [ "$1" = build ] || exec "$ARCHKIT_REAL_SWIFT" "$@"
        while [ $# -gt 0 ]; do
          case "$1" in --package-path) package="$2"; shift ;; esac
          shift
        done
        mkdir -p "$package/.build/release" || exit 1
        echo build >> "$package/.build/builds"
        printf '#!/bin/sh\\nexec "%s" "$@"\\n' "$ARCHKIT_BUILT" > "$package/.build/release/archkit"
        chmod 755 "$package/.build/release/archkit"

        """

    @Test(.requires(.git))
    func theGitLabJobRunsAgainWithItsCacheWarm() throws {
        let job = GitLabJob(try String(contentsOf: CIExampleTests.gitLabJob, encoding: .utf8))
        try #require(!job.script.isEmpty && !job.cachePaths.isEmpty, "\(job)")
        let scratch = try TemporaryDirectory(prefix: "archkit-gitlab-rerun")
        // archkit's source, from a local repository instead of the network.
        _ = try scratch.write("archkit-source/source/Package.swift", "// swift-tools-version:5.9\n")
        let source = try GitRepository(copying: scratch.url.appendingPathComponent("archkit-source/source"), into: scratch, as: "archkit")
        try source.git("branch", "-M", job.variables["ARCHKIT_REF"] ?? "main")
        _ = try scratch.writeExecutable("bin/swift", Self.swiftStub)
        let environment = job.variables.merging([
            "ARCHKIT_REPOSITORY": "file://\(source.folder.path)",
            "ARCHKIT_BUILT": try BuiltArchkit.url().path,
            "ARCHKIT_REAL_SWIFT": try Shell.run(["sh", "-c", "command -v swift || echo false"]).stdout
                .trimmingCharacters(in: .whitespacesAndNewlines),
            "PATH": scratch.url.appendingPathComponent("bin").path + ":/usr/bin:/bin",
            "HOME": scratch.url.path,
        ]) { $1 }
        let cache = scratch.url.appendingPathComponent("cache")
        for run in 1...2 {
            if run == 2 { try source.git("commit", "-q", "--allow-empty", "-m", "a newer archkit") }
            let project = scratch.url.appendingPathComponent("project-\(run)")
            try FileManager.default.copyItem(at: RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), to: project)
            for path in job.cachePaths where FileManager.default.fileExists(atPath: cache.appendingPathComponent(path).path) {
                try FileManager.default.copyItem(at: cache.appendingPathComponent(path), to: project.appendingPathComponent(path))
            }
            for step in job.script {
                let result = try Shell.run(["sh", "-c", step], in: project, environment: environment)
                try #require(result.status == 0, "run \(run), \(step): \(result.stdout)\(result.stderr)")
            }
            #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("gl-code-quality-report.json").path))
            let built = try String(contentsOf: project.appendingPathComponent(".archkit/.build/builds"), encoding: .utf8)
            #expect(built.split(separator: "\n").count == run, "the build folder was not kept: \(built)")
            // The warm job builds the ref as it is now, not as it was cached.
            let checkedOut = try Shell.run(["git", "-C", ".archkit", "rev-parse", "HEAD"], in: project).stdout
            let wanted = try Shell.run(["git", "rev-parse", "HEAD"], in: source.folder).stdout
            #expect(checkedOut == wanted, "run \(run)")
            try? FileManager.default.removeItem(at: cache)
            for path in job.cachePaths {
                let target = cache.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: project.appendingPathComponent(path), to: target)
            }
        }
    }

    /// The Xcode script keeps nothing but SwiftPM's answers in its cache folder: a second build
    /// with that folder kept reports the same.
    @Test func theXcodeScriptRunsAgainWithItsCacheWarm() throws {
        let scratch = try TemporaryDirectory(prefix: "archkit-xcode-rerun")
        let fixture = try scratch.copy(RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp"), as: "app")
        let environment = [
            "PATH": try BuiltArchkit.url().deletingLastPathComponent().path + ":/usr/bin:/bin", "SRCROOT": fixture.path,
            "HOME": scratch.url.path,
        ]
        let first = try Shell.run(["bash", CIExampleTests.xcodeScript.path], environment: environment)
        let second = try Shell.run(["bash", CIExampleTests.xcodeScript.path], environment: environment)
        #expect(first.status == 0 && second.status == 0, "\(first.stderr)\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(first.stdout.contains(": warning: "))
    }
}
