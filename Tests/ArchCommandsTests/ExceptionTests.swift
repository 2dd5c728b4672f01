import ArchAnalysis
import ArchRulesFile
import ArchCore
import ArchViews
import ArchCommands
import ArchManifest
import ArchRuleCatalogue
import ArchTestSupport
import Foundation
import Testing

/// A small repository with debt to accept: `ProductDomain` depends on `ProductData` against the
/// layers, and `A.swift` declares two banned names.
struct DebtRepository {
    let directory: TemporaryDirectory
    var url: URL { directory.url }
    var path: String { directory.url.path }

    static let layers = "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n"
    /// The same layers with the dependency allowed, for a repository without findings.
    static let allowed = "layer Domain = *Domain\nlayer Data = *Data\nallow Domain -> Data\n"
    static let names = "import ProductData\nfinal class CartManager {}\nfinal class SessionHelper {}\n"

    init(rules: String = DebtRepository.layers, names: String = DebtRepository.names) throws {
        directory = try TemporaryDirectory(prefix: "archkit-debt")
        try directory.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "ProductDomain", dependencies: ["ProductData"]),
            .target(name: "ProductData"),
        ])
        """)
        try directory.write(".archrules", rules)
        try directory.write("Sources/ProductDomain/A.swift", names)
        try directory.write("Sources/ProductData/Store.swift", "public struct Store {}\n")
    }

    func write(_ path: String, _ contents: String) throws {
        try directory.write(path, contents)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// `archkit check` on the repository, reading manifests statically.
    func check(_ arguments: [String] = []) -> CommandResult {
        CLI.run(["check", path, "--manifests", "static"] + arguments, in: url)
    }

    /// The analysis as of `today`.
    func analyze(today: RuleException.Day) throws -> Analysis {
        let analyzer = Analyzer(manifestReader: ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static), ruleEngine: RuleEngine())
        return try analyzer.analyze(AnalysisRequest(root: url.standardizedFileURL, rootDisplay: path, today: today))
    }
}

/// `except` lines at work: what they accept, and how they expire and go stale.
@Suite("Exceptions")
struct ExceptionTests {
    static let dependencyException = "except ProductDomain -> ProductData owner @catalog-team expires 2027-03-31 \"moving the mapper into ProductData\"\n"
    static let day = RuleException.Day(year: 2027, month: 3, day: 31)

    @Test func anExceptionAcceptsTheDependencyItNames() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers + Self.dependencyException, names: "import ProductData\n")
        let analysis = try repository.analyze(today: Self.day)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        // The manifest's dependency and the import are one finding, the accepted dependency.
        #expect(analysis.accepted.map(\.finding.ruleID) == ["layer-dependency"])
        #expect(analysis.accepted.first?.finding.places.map(\.file) == ["Package.swift", "Sources/ProductDomain/A.swift"])
        #expect(analysis.accepted.allSatisfy {
            $0.acceptance == .exception(at: SourceLocation(file: ".archrules", line: 4, column: 1), owner: "@catalog-team",
                                        expires: "2027-03-31", reason: "moving the mapper into ProductData")
        })
        #expect(analysis.summary.errors == 0)

        let without = try DebtRepository(names: "import ProductData\n").analyze(today: Self.day)
        #expect(without.diagnostics(of: "layer-dependency").count == 1)
    }

    @Test func layerNamesAndGlobsCoverTheModules() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers + "except Domain -> *Data owner @x expires 2027-03-31 \"r\"\n",
                                            names: "import ProductData\n")
        let analysis = try repository.analyze(today: Self.day)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        #expect(analysis.accepted.count == 1)
    }

    @Test func theCheckPassesAndCountsWhatItAccepted() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2999-12-31 \"moving the mapper\"\n", names: "import ProductData\n")
        let result = repository.check()
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("; 1 accepted: 1 exception\n"), "\(result.stdout)")
        let verbose = repository.check(["--verbose"])
        #expect(verbose.stdout.contains("note: Package.swift:4:"), "\(verbose.stdout)")
        #expect(verbose.stdout.contains(
            ": accepted layer-dependency: 'ProductDomain' (Domain) depends on 'ProductData' (Data), "
                + "but Domain may not depend on any other layer (exception at .archrules:4 (@catalog-team, until 2999-12-31): moving the mapper)"),
            "\(verbose.stdout)")
    }

    @Test func withoutAGivenDayTheMachinesTodayJudgesTheExceptions() throws {
        // No day is given on the command line: the machine's clock decides, so an exception that
        // ended long ago has expired and one far ahead still holds.
        let past = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2001-01-31 \"moving the mapper\"\n", names: "import ProductData\n")
        let expired = past.check()
        #expect(expired.exitCode == ExitCode.violations, "\(expired.stdout)")
        #expect(expired.stdout.contains("error: the exception for ProductDomain -> ProductData expired on 2001-01-31 (owner @catalog-team)"),
                "\(expired.stdout)")
        let future = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2999-01-31 \"moving the mapper\"\n", names: "import ProductData\n")
        #expect(future.check().exitCode == ExitCode.success)
    }

    @Test func pastItsDateAnExceptionIsAnErrorNamingItsOwnerAndAcceptsNothing() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers + Self.dependencyException, names: "import ProductData\n")
        // The date is the last day the exception holds.
        #expect(try repository.analyze(today: Self.day).diagnostics.isEmpty)
        let analysis = try repository.analyze(today: RuleException.Day(year: 2027, month: 4, day: 1))
        let expired = analysis.diagnostics(of: "exception-expired")
        #expect(expired.count == 1)
        #expect(expired.first?.severity == .error)
        #expect(expired.first?.location == SourceLocation(file: ".archrules", line: 4, column: 1))
        #expect(expired.first?.message == "the exception for ProductDomain -> ProductData expired on 2027-03-31 (owner @catalog-team): "
            + "its findings fail again; fix them, or renew the exception with a new date")
        #expect(analysis.diagnostics(of: "layer-dependency").count == 1)
        #expect(analysis.accepted.isEmpty)
        #expect(analysis.diagnostics(of: "exception-stale").isEmpty)
    }

    @Test func expiredThroughTheCommandLine() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2001-01-01 \"moving the mapper\"\n", names: "import ProductData\n")
        let result = repository.check()
        #expect(result.exitCode == ExitCode.violations)
        #expect(result.stdout.contains(".archrules:4:1: error: the exception for ProductDomain -> ProductData expired on 2001-01-01 (owner @catalog-team)"),
                "\(result.stdout)")
    }

    @Test func anExceptionThatMatchesNothingIsAStaleWarningAtItsLine() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed
            + "\n# paid off\nexcept rule banned-name path Legacy/** owner @core expires 2999-01-01 \"old helpers\"\n", names: "import ProductData\n")
        let result = repository.check()
        #expect(result.exitCode == ExitCode.success)
        #expect(result.stdout.contains(".archrules:6:1: warning: the exception for banned-name in Legacy/** (owner @core) matches no finding: "
            + "the debt is paid, so delete this line [exception-stale]"), "\(result.stdout)")
        #expect(repository.check(["--strict"]).exitCode == ExitCode.violations)
    }

    @Test func ruleExceptionsMatchByPathAndBySymbol() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed + """
            except rule banned-name symbol Cart* owner @cart expires 2999-01-01 "renaming in 3.0"
            except rule banned-name path Sources/ProductDomain/** symbol Session* owner @auth expires 2999-01-01 "auth rewrite"
            except rule banned-name path Sources/Other/** owner @x expires 2999-01-01 "elsewhere"

            """, names: "import ProductData\nfinal class CartManager {}\nfinal class SessionHelper {}\nfinal class StoreUtils {}\n")
        let analysis = try repository.analyze(today: Self.day)
        #expect(analysis.accepted.map(\.finding.symbol) == ["CartManager", "SessionHelper"])
        #expect(analysis.accepted.map(\.acceptance.location?.line) == [4, 5])
        #expect(analysis.diagnostics(of: "banned-name").map(\.symbol) == ["StoreUtils"])
        #expect(analysis.diagnostics(of: "exception-stale").map(\.location?.line) == [6])
    }

    /// A misspelt module is not paid debt: the line says what it probably meant.
    @Test func anExceptionNamingNoModuleSaysWhichItMeant() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed + """
            except ProductDomain -> ProductDtaa owner @x expires 2999-01-01 "mapper moves in 3.0"
            except ProductDomain -> ProductData owner @x expires 2999-01-01 "mapper moves in 3.0"

            """, names: "final class Cart {}\n")
        let analysis = try repository.analyze(today: Self.day)
        let stale = analysis.diagnostics(of: "exception-stale")
        #expect(stale.map(\.location?.line) == [4])
        #expect(stale.first?.message.contains("names 'ProductDtaa', which is no module or layer (did you mean 'ProductData'?)") == true,
                "\(stale.map(\.message))")
        // The line spelt right accepts the finding the misspelt one meant.
        #expect(analysis.accepted.map(\.acceptance.location?.line) == [5])
    }

    @Test func theNewIdsHaveConfigurableSeverities() throws {
        let repository = try DebtRepository(rules: DebtRepository.allowed + """
            severity exception-expired warning
            severity exception-stale off
            except ProductDomain -> ProductData owner @x expires 2001-01-01 "r"
            except rule banned-name path Legacy/** owner @core expires 2999-01-01 "old helpers"

            """, names: "import ProductData\n")
        let analysis = try repository.analyze(today: Self.day)
        #expect(analysis.diagnostics.map(\.ruleID) == ["exception-expired"])
        #expect(analysis.diagnostics.first?.severity == .warning)
    }

    @Test func jsonCarriesTheAcceptedFindingsWithWhatAcceptedThem() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2999-12-31 \"moving the mapper\"\n", names: "import ProductData\n")
        let result = repository.check(["--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let accepted = try #require(document["accepted"] as? [[String: Any]])
        #expect(accepted.count == 1)
        let first = try #require(accepted.first)
        #expect(first["rule"] as? String == "layer-dependency")
        let by = try #require(first["acceptedBy"] as? [String: Any])
        #expect(by["kind"] as? String == "exception")
        #expect(by["owner"] as? String == "@catalog-team")
        #expect(by["expires"] as? String == "2999-12-31")
        #expect(by["file"] as? String == ".archrules")
        #expect(by["line"] as? Int == 4)
        #expect((document["summary"] as? [String: Any])?["errors"] as? Int == 0)
    }

    @Test func graphJSONKeepsAcceptedFindingsAndDiffDoesNotCallThemNew() throws {
        let repository = try DebtRepository(rules: DebtRepository.layers
            + "except ProductDomain -> ProductData owner @catalog-team expires 2999-12-31 \"moving the mapper\"\n", names: "import ProductData\n")
        let json = CLI.run(["graph", repository.path, "--manifests", "static", "--format", "json"], in: repository.url)
        let document = try GraphDocument(json: Data(json.stdout.utf8))
        #expect(document.accepted.count == 1)
        #expect(document.diagnostics.isEmpty)
        try repository.write("base.json", json.stdout)
        let diff = CLI.run(["diff", "base.json", "--path", repository.path, "--manifests", "static", "--fail-on-new"], in: repository.url)
        #expect(diff.exitCode == ExitCode.success, "\(diff.stdout)\(diff.stderr)")
    }

    @Test func aFindingTheHeadAcceptsIsNeitherNewNorFixed() throws {
        let base = try DebtRepository(names: "import ProductData\n").analyze(today: Self.day).document
        let head = try DebtRepository(rules: DebtRepository.layers + Self.dependencyException, names: "import ProductData\n")
            .analyze(today: Self.day).document
        let diff = GraphDiff.compare(base: base, head: head, baseName: "base", headName: "head")
        #expect(diff.newFindings.isEmpty)
        #expect(diff.fixedFindings.isEmpty, "\(diff.fixedFindings)")
        #expect(GraphDiff.compare(base: head, head: base, baseName: "head", headName: "base").newFindings.count == 1)
    }

    @Test func rulesExplainsTheNewIdsAndTheInputProblems() {
        for id in InputProblem.all.map(\.id) {
            let result = CLI.run(["rules", id])
            #expect(result.exitCode == ExitCode.success)
            #expect(result.stdout.hasPrefix("\(id) (default: "))
            #expect(result.stdout.contains(InputProblem.all.first { $0.id == id }!.rationale))
        }
        #expect(CLI.run(["rules", "exception-expired"]).stdout.contains(
            "Example:\n  # .archrules\n  except ProductDomain -> ProductData owner @catalog-team expires 2026-03-31"))
        let list = CLI.run(["rules"]).stdout
        #expect(list.contains("Problems with accepted findings"))
        for problem in InputProblem.debt { #expect(list.contains("  \(problem.id) ")) }
        #expect(CLI.run(["rules", "exception-stal"]).stderr.contains("did you mean 'exception-stale'?"))
    }
}
