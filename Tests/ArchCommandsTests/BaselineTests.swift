import ArchAnalysis
import ArchCore
import ArchCommands
import ArchReport
import ArchTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `check --write-baseline`, `--baseline` and `--update-baseline`.
@Suite("Baselines")
struct BaselineTests {
    /// A repository whose only findings are its two banned names.
    private func repository(names: String = DebtRepository.names) throws -> DebtRepository {
        try DebtRepository(rules: DebtRepository.allowed, names: names)
    }

    static let written = """
        {
          "version": 2,
          "findings": [
            {"rule": "banned-name", "file": "Sources/ProductDomain/A.swift", "subject": ["symbol", "CartManager"]},
            {"rule": "banned-name", "file": "Sources/ProductDomain/A.swift", "subject": ["symbol", "SessionHelper"]}
          ]
        }

        """

    @Test func writingRecordsTodaysFindingsSortedWithRelativePaths() throws {
        let repository = try repository()
        #expect(repository.check().exitCode == ExitCode.violations)
        let result = repository.check(["--write-baseline", "archkit-baseline.json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("note: wrote 2 findings to the baseline archkit-baseline.json\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("; 2 accepted: 2 baselined\n"), "\(result.stdout)")
        #expect(try repository.read("archkit-baseline.json") == Self.written)
        // The same findings give the same bytes, and the file is JSON any tool can read.
        #expect(repository.check(["--write-baseline", "archkit-baseline.json"]).exitCode == ExitCode.success)
        #expect(try repository.read("archkit-baseline.json") == Self.written)
        #expect(try JSONSerialization.jsonObject(with: Data(Self.written.utf8)) is [String: Any])
    }

    @Test func readingBackGivesTheSameEntries() throws {
        let recorded = Baseline(recording: [
            Diagnostic(ruleID: "banned-name", severity: .error, message: "m", location: SourceLocation(file: "A \"q\".swift", line: 9, column: 1),
                       symbol: "Tab\tName"),
            Diagnostic(ruleID: "dependency-cycle", severity: .error, message: "m", location: nil,
                       cycle: DependencyCycle(level: .module, path: ["B", "A", "B"])),
            Diagnostic(ruleID: "layer-dependency", severity: .error, message: "m", location: SourceLocation(file: "Ü/é.swift", line: 1, column: 1),
                       dependency: .init(from: "A", to: "B")),
        ])
        let read = try Baseline.read(bytes: Array(recorded.json.utf8), file: "b.json")
        #expect(read.entries.map(\.identity) == recorded.entries.map(\.identity))
        #expect(read.entries.map(\.location?.line) == [4, 5, 6])
    }

    @Test func aCheckAgainstTheBaselineFailsOnlyOnNewFindings() throws {
        let repository = try repository()
        _ = repository.check(["--write-baseline", "b.json"])
        let clean = repository.check(["--baseline", "b.json"])
        #expect(clean.exitCode == ExitCode.success, "\(clean.stdout)")
        #expect(clean.stdout == "archkit: 0 errors, 0 warnings in 3 files, 2 modules, 2 edges; 2 accepted: 2 baselined\n")

        try repository.write("Sources/ProductDomain/A.swift", DebtRepository.names + "final class StoreUtils {}\n")
        let added = repository.check(["--baseline", "b.json"])
        #expect(added.exitCode == ExitCode.violations)
        #expect(added.stdout.contains("Sources/ProductDomain/A.swift:4:13: error: class 'StoreUtils' ends in 'Utils'"), "\(added.stdout)")
        #expect(!added.stdout.contains("CartManager"))
    }

    @Test func movedLinesStillMatch() throws {
        let repository = try repository()
        _ = repository.check(["--write-baseline", "b.json"])
        try repository.write("Sources/ProductDomain/A.swift", "\n\n\n// a comment above\n" + DebtRepository.names.replacingOccurrences(of: "final class", with: "public final class"))
        let result = repository.check(["--baseline", "b.json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("; 2 accepted: 2 baselined\n"))
    }

    @Test func eachEntryAcceptsOneFinding() {
        func finding(_ line: Int) -> Diagnostic {
            Diagnostic(ruleID: "banned-name", severity: .error, message: "m", location: SourceLocation(file: "A.swift", line: line, column: 1),
                       symbol: "CartManager")
        }
        let baseline = Baseline(recording: [finding(1), finding(8)])
        #expect(baseline.entries.count == 2)
        let three = baseline.match([finding(2), finding(5), finding(9)])
        #expect(three.matched.count == 2)
        #expect(three.unmatched.count == 1)
        #expect(three.unused.isEmpty)
        let one = baseline.match([finding(4)])
        #expect(one.matched.count == 1)
        #expect(one.unused.count == 1)
        #expect(baseline.pruning(one.unused).entries.count == 1)
    }

    @Test func entriesThatNoLongerOccurAreReportedAndPruned() throws {
        let repository = try repository()
        _ = repository.check(["--write-baseline", "b.json"])
        // SessionHelper is renamed: its entry is stale. A new finding comes too.
        try repository.write("Sources/ProductDomain/A.swift", "import ProductData\nfinal class CartManager {}\nfinal class Session {}\nfinal class StoreUtils {}\n")
        let stale = repository.check(["--baseline", "b.json"])
        #expect(stale.exitCode == ExitCode.violations)
        #expect(stale.stdout.contains("b.json:5:5: warning: 1 baseline entry of b.json matches no finding any more: "
            + "prune with 'archkit check --baseline b.json --update-baseline' [baseline-stale]"), "\(stale.stdout)")
        #expect(stale.stdout.contains("b.json:5:5: note: no longer found: banned-name in Sources/ProductDomain/A.swift: symbol SessionHelper"))

        let update = repository.check(["--baseline", "b.json", "--update-baseline"])
        #expect(update.stdout.contains("note: pruned 1 entry that no longer match from the baseline b.json"), "\(update.stdout)")
        #expect(!update.stdout.contains("baseline-stale"))
        // Pruning never adds the new finding: it still fails.
        #expect(update.exitCode == ExitCode.violations)
        #expect(update.stdout.contains("error: class 'StoreUtils'"))
        #expect(try repository.read("b.json") == """
            {
              "version": 2,
              "findings": [
                {"rule": "banned-name", "file": "Sources/ProductDomain/A.swift", "subject": ["symbol", "CartManager"]}
              ]
            }

            """)
        let after = repository.check(["--baseline", "b.json"])
        #expect(!after.stdout.contains("baseline-stale"))
        #expect(repository.check(["--baseline", "b.json", "--update-baseline"]).stdout.contains("nothing to prune"))
    }

    /// The path is the user's, so a link is followed for reading as for writing: `--baseline`
    /// refused the link `--write-baseline` had just written through.
    @Test func aLinkedBaselineIsWrittenReadAndPrunedThroughTheLink() throws {
        let repository = try repository()
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("store"), withIntermediateDirectories: true)
        let link = repository.url.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "store/baseline.json")
        #expect(repository.check(["--write-baseline", "b.json"]).exitCode == ExitCode.success)
        #expect(try repository.read("store/baseline.json") == Self.written)
        let used = repository.check(["--baseline", "b.json"])
        #expect(used.exitCode == ExitCode.success, "\(used.stderr)")
        #expect(used.stdout == "archkit: 0 errors, 0 warnings in 3 files, 2 modules, 2 edges; 2 accepted: 2 baselined\n")

        try repository.write("Sources/ProductDomain/A.swift", "import ProductData\nfinal class CartManager {}\n")
        let pruned = repository.check(["--baseline", "b.json", "--update-baseline"])
        #expect(pruned.stdout.contains("note: pruned 1 entry that no longer match from the baseline b.json"), "\(pruned.stdout)\(pruned.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "store/baseline.json")
        let kept = try repository.read("store/baseline.json")
        #expect(kept.contains("CartManager") && !kept.contains("SessionHelper"))
    }

    /// A FIFO, named or reached through a link, is refused at once, never waited on.
    @Test(arguments: ["b.fifo", "fifo-link.json"])
    func aFIFOBaselineIsRefusedWithoutWaiting(name: String) throws {
        let repository = try repository()
        try #require(mkfifo(repository.url.appendingPathComponent("b.fifo").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("fifo-link.json").path, withDestinationPath: "b.fifo")
        let path = repository.url.appendingPathComponent(name).path
        let outcome = finished(within: 20) { () -> String in
            do {
                return "read \(try Baseline.read(path: path, displayPath: name).entries.count) entries"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "error: the baseline \(name) is not a regular file")
        let result = repository.check(["--baseline", name])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stderr == "error: the baseline \(name) is not a regular file\n")
    }

    @Test func aMalformedBaselineIsAnErrorAtItsPlace() throws {
        let repository = try repository()
        try repository.write("b.json", "{\n  \"version\": 1,\n  \"findings\": [\n    {\"rule\": \"banned-name\" \"file\": null, \"subject\": []}\n  ]\n}\n")
        let result = repository.check(["--baseline", "b.json"])
        #expect(result.exitCode == ExitCode.usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "b.json:4:28: error: expected ',' or '}'\n")

        let missing = repository.check(["--baseline", "none.json"])
        #expect(missing.exitCode == ExitCode.usage)
        #expect(missing.stderr.hasPrefix("error: cannot read the baseline none.json: "), "\(missing.stderr)")
    }

    @Test(arguments: [
        ("", "b.json:1:1: error: the file is empty: expected a baseline written by 'archkit check --write-baseline'"),
        ("[]", "b.json:1:1: error: expected '{'"),
        ("{\"version\": 3, \"findings\": []}", "b.json:1:1: error: baseline version 3; this archkit reads versions 1 to 2"),
        ("{\"version\": 0, \"findings\": []}", "b.json:1:1: error: baseline version 0; this archkit reads versions 1 to 2"),
        ("{\"findings\": []}", "b.json:1:1: error: no \"version\": is this a baseline written by archkit?"),
        ("{\"version\": 1, \"findngs\": []}", "b.json:1:27: error: unknown key \"findngs\" (a baseline has \"version\" and \"findings\")"),
        ("{\"version\": 1,\n\"findings\": [{\"rule\": \"x\", \"file\": null}]}", "b.json:2:14: error: this finding has no \"subject\""),
        ("{\"version\": 1, \"version\": 1}", "b.json:1:16: error: the key \"version\" appears twice"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"a\nb\"}]}", "b.json:1:38: error: this string is not closed on its line"),
        ("{\"version\": 1, \"findings\": []} x", "b.json:1:32: error: unexpected text after the baseline's closing '}'"),
        ("{\"version\": 1, \"findings\": [{\"rule\": \"\\q\"}]}", "b.json:1:39: error: unknown escape '\\q'"),
    ])
    func malformedFilesAreExplained(text: String, expected: String) {
        #expect(throws: BaselineError.self) { try Baseline.read(bytes: Array(text.utf8), file: "b.json") }
        do {
            _ = try Baseline.read(bytes: Array(text.utf8), file: "b.json")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func escapesAreReadAsJSONWritesThem() throws {
        let text = "{\"version\": 1, \"findings\": [{\"rule\": \"r\", \"file\": \"a\\u00e9\\ud83d\\ude00\\/b\", \"subject\": [\"\\\"\"]}]}"
        let baseline = try Baseline.read(bytes: Array(text.utf8), file: "b.json")
        #expect(baseline.entries.first?.identity == FindingIdentity(rule: "r", file: "aé😀/b", subject: ["\""]))
    }

    @Test func optionsThatDoNotGoTogetherAreUsageErrors() throws {
        let repository = try repository()
        let update = repository.check(["--update-baseline"])
        #expect(update.exitCode == ExitCode.usage)
        #expect(update.stderr == "error: --update-baseline goes with --baseline FILE, the baseline to prune\n")
        let both = repository.check(["--baseline", "a.json", "--write-baseline", "b.json"])
        #expect(both.exitCode == ExitCode.usage)
        #expect(both.stderr == "error: --write-baseline records every finding afresh; it does not go with --baseline\n")
    }

    @Test func problemsWithAcceptedDebtAreNeverBaselined() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed
            + "except ProductDomain -> ProductData owner @gone expires 2001-01-01 \"long ago\"\n", names: "import ProductData\n")
        let written = repository.check(["--write-baseline", "b.json"])
        #expect(written.exitCode == ExitCode.violations)
        #expect(written.stdout.contains("[exception-expired]"))
        #expect(try repository.read("b.json") == "{\n  \"version\": 2,\n  \"findings\": []\n}\n")
    }

    @Test(.requires(.jsonschema))
    func sarifMarksAcceptedResultsSuppressedAndStaysValid() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2999-12-31 \"moving the mapper\"\n")
        _ = repository.check(["--write-baseline", "b.json"])
        let result = repository.check(["--baseline", "b.json", "--format", "sarif"])
        #expect(result.exitCode == ExitCode.success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let kinds = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first?["kind"] as? String }
        // The two banned names, and the broken dependency: one finding for its declaration and its import.
        #expect(kinds == ["external", "external", "external"])
        let exception = try #require(results.first { $0["ruleId"] as? String == "layer-dependency" })
        let suppression = try #require((exception["suppressions"] as? [[String: Any]])?.first)
        #expect(suppression["status"] as? String == "accepted")
        #expect((suppression["justification"] as? String)?.hasSuffix("moving the mapper") == true)

        let file = try repository.directory.write("out.sarif", result.stdout)
        let schema = RepositoryPaths.fixtures.appendingPathComponent("Schemas/sarif-schema-2.1.0.json")
        let check = try Shell.run(["python3", "-c", """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
            """, file.path, schema.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func theBuiltExecutableWritesAndUsesABaseline() throws {
        let repository = try repository()
        let archkit = try BuiltArchkit.url().path
        let failing = try Shell.run([archkit, "check", "--manifests", "static"], in: repository.url)
        #expect(failing.status == ExitCode.violations)
        let written = try Shell.run([archkit, "check", "--manifests", "static", "--write-baseline", "archkit-baseline.json"], in: repository.url)
        #expect(written.status == ExitCode.success, "\(written.stdout)\(written.stderr)")
        #expect(try repository.read("archkit-baseline.json") == Self.written)
        let checked = try Shell.run([archkit, "check", "--manifests", "static", "--baseline", "archkit-baseline.json"], in: repository.url)
        #expect(checked.status == ExitCode.success)
        #expect(checked.stdout == "archkit: 0 errors, 0 warnings in 3 files, 2 modules, 2 edges; 2 accepted: 2 baselined\n")
        try repository.write("archkit-baseline.json", "{\"version\": 1, \"findings\": [}")
        let broken = try Shell.run([archkit, "check", "--manifests", "static", "--baseline", "archkit-baseline.json"], in: repository.url)
        #expect(broken.status == ExitCode.usage)
        #expect(broken.stderr == "archkit-baseline.json:1:29: error: expected '{'\n")
    }

    @Test func theHTMLAndMarkdownReportsShowTheDebtApart() throws {
        let repository = try repository()
        _ = repository.check(["--write-baseline", "b.json"])
        let analysis = try repository.analyze(today: .today()).applying(baseline: BaselineUse(
            baseline: try Baseline.read(path: repository.url.appendingPathComponent("b.json").path, displayPath: "b.json"), file: "b.json"))
        #expect(analysis.summary.errors == 0)

        let markdown = try MarkdownReport().render(analysis.document)
        #expect(markdown.contains("""
            ### Findings

            No findings.

            ### Accepted debt

            2 accepted: 2 baselined. These findings do not fail the check.

            <details><summary>Show the accepted findings</summary>

            | rule | place | finding | accepted by |
            |---|---|---|---|
            | banned-name | Sources/ProductDomain/A.swift:2 | class 'CartManager' ends in 'Manager'; name it after its role instead | baseline b.json |
            """), "\(markdown)")
        // When the comment must be cut, the debt is counted but not listed.
        let small = try MarkdownReport(characterLimit: markdown.utf8.count - 1).render(analysis.document)
        #expect(small.contains("2 accepted: 2 baselined. These findings do not fail the check."))
        #expect(!small.contains("| banned-name |"))
        #expect(small.contains("the table of 2 accepted findings is left out"))

        let html = try HTMLReport().render(analysis.document)
        #expect(html.contains("<li class=\"muted\" title=\"2 accepted: 2 baselined\"><strong>2</strong> accepted</li>"))
        #expect(html.contains("<a href=\"#accepted\">Accepted</a>"))
        #expect(html.contains("<section id=\"accepted\" class=\"accepted\">\n<h2>Accepted debt <span class=\"muted\">(2 accepted: 2 baselined)</span></h2>"))
        #expect(html.contains("<li class=\"error\" data-acceptance=\"baseline\"><span class=\"acceptance\">baselined</span> <span class=\"rule\">banned-name</span> "
            + "<code>Sources/ProductDomain/A.swift:2:13</code>"))
        #expect(html.contains("section.accepted { opacity: 0.62; }"))

        // Without debt, neither report has the section.
        let clean = try DebtRepository(rules: DebtRepository.allowed, names: "import ProductData\n").analyze(today: .today())
        #expect(!(try MarkdownReport().render(clean.document)).contains("Accepted debt"))
        #expect(!(try HTMLReport().render(clean.document)).contains("id=\"accepted\""))
    }
}
