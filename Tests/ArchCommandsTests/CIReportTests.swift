import ArchTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ArchReport
import ArchCommands

/// The reports for CI services: GitHub annotations, JUnit, Checkstyle and GitLab Code Quality,
/// each alone with `--format` or several at once with `--report FORMAT[:FILE]`.
@Suite("CI reports")
struct CIReportTests {
    /// A package with five errors (a layer violation declared and imported, two cycles and a
    /// banned name) and two warnings (a module in no layer, an unused dependency). One file
    /// name holds a comma, which a GitHub property must escape.
    static func plantedRepository() throws -> TemporaryDirectory {
        let repository = try TemporaryDirectory()
        try repository.write(".archrules", "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "CartDomain", dependencies: ["CartData"]),
            .target(name: "CartData", dependencies: ["CartDomain"]),
            .target(name: "CartUI", dependencies: ["CartDomain"]),
        ])
        """)
        try repository.write("Sources/CartDomain/Cart, Model.swift", "import CartData\nfinal class CartManager {}\n")
        try repository.write("Sources/CartData/Store.swift", "import CartDomain\n")
        try repository.write("Sources/CartUI/Screen.swift", "import Foundation\nstruct CartScreen {}\n")
        return repository
    }

    /// Runs in the repository, so that report files land in it.
    static func check(_ repository: TemporaryDirectory, _ arguments: [String], environment: [String: String] = [:]) -> CommandResult {
        CLI.run(["check", ".", "--manifests", "static"] + arguments, in: repository.url, environment: environment)
    }

    @Test func gitHubAnnotationsPutErrorsFirstAndStateTheTotal() throws {
        let repository = try Self.plantedRepository()
        let result = Self.check(repository, ["--format", "github"])
        #expect(result.exitCode == ExitCode.violations)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        // The broken dependency is one annotation, at its declaration, naming its import.
        #expect(commands.count == 6)
        let kinds = commands.map { $0.hasPrefix("::error ") ? "error" : $0.hasPrefix("::warning ") ? "warning" : "other" }
        #expect(kinds == Array(repeating: "error", count: 4) + ["warning", "warning"])
        let layer = try #require(commands.first { $0.contains("title=archkit layer-dependency") })
        #expect(layer.hasPrefix("::error file=Package.swift,line=4,col=48,"))
        #expect(layer.hasSuffix("%0ASources/CartDomain/Cart, Model.swift:1:1: imported here"), "\(layer)")
        #expect(commands.contains("::error file=Sources/CartDomain/Cart%2C Model.swift,line=2,col=13,title=archkit banned-name::"
                                  + "class 'CartManager' ends in 'Manager'; name it after its role instead"))
        // A cycle's steps follow its message on further lines, escaped.
        let cycle = try #require(commands.first { $0.contains("title=archkit dependency-cycle") })
        #expect(cycle.contains("%0APackage.swift:"))
        #expect(!cycle.contains("\n"))
        #expect(lines.last == "archkit: 4 errors, 2 warnings in 4 files, 4 modules, 6 edges")
    }

    @Test func gitHubEscapingFollowsTheActionsToolkit() {
        #expect(GitHubReporter.escapedData("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReporter.escapedProperty("a:b,c%d\n") == "a%3Ab%2Cc%25d%0A")
        #expect(GitHubReporter.command("error", [("file", "x,y.swift"), ("line", "3")], "m: n, o")
                == "::error file=x%2Cy.swift,line=3::m: n, o")
        #expect(GitHubReporter.command("notice", [], "plain") == "::notice::plain")
    }

    @Test func theJobSummaryIsAppendedInGitHubActions() throws {
        let repository = try Self.plantedRepository()
        let summary = try repository.write("step-summary.md", "earlier step\n")
        let environment = ["GITHUB_STEP_SUMMARY": summary.path]
        let first = Self.check(repository, ["--format", "github"], environment: environment)
        #expect(first.exitCode == ExitCode.violations)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n## archkit: "))
        #expect(text.contains("| error | banned-name |"))
        // Only a run that writes GitHub annotations writes the summary.
        _ = Self.check(repository, ["--format", "json"], environment: environment)
        #expect(try String(contentsOf: summary, encoding: .utf8) == text)
        _ = Self.check(repository, ["--report", "github:annotations.txt"], environment: environment)
        #expect(try String(contentsOf: summary, encoding: .utf8) == text + text.dropFirst("earlier step\n".count))
    }

    @Test func jUnitHasASuitePerRuleAFailurePerFindingAndPassingRules() throws {
        let repository = try Self.plantedRepository()
        let result = Self.check(repository, ["--format", "junit"])
        #expect(result.exitCode == ExitCode.violations)
        let xml = try XMLTree(result.stdout)
        #expect(xml.root.name == "testsuites")
        #expect(xml.root["failures"] == "6")
        let suites = xml.root.children
        #expect(suites.allSatisfy { $0.name == "testsuite" })
        #expect(Set(suites.map { $0["name"] ?? "" }).isSuperset(of: ["layer-dependency", "dependency-cycle", "banned-name", "unused-dependency"]))
        let layer = try #require(suites.first { $0["name"] == "layer-dependency" })
        // The declaration and the import of one broken dependency: one failure.
        #expect(layer["failures"] == "1")
        #expect(layer.children.map { $0["name"] } == ["Package.swift:4:48"])
        let failure = try #require(layer.children.first?.children.first)
        #expect(failure.name == "failure")
        #expect(failure["type"] == "error")
        let unused = try #require(suites.first { $0["name"] == "unused-dependency" })
        #expect(unused.children.first?.children.first?["type"] == "warning")
        // A rule that holds is one passing case.
        let implicit = try #require(suites.first { $0["name"] == "implicit-dependency" })
        #expect(implicit["failures"] == "0")
        #expect(implicit.children.map(\.name) == ["testcase"])
        #expect(implicit.children.first?.children.isEmpty == true)
        #expect(Int(xml.root["tests"] ?? "") == suites.reduce(0) { $0 + $1.children.count })
    }

    @Test func checkstyleGroupsFindingsByFile() throws {
        let repository = try Self.plantedRepository()
        let result = Self.check(repository, ["--format", "checkstyle"])
        let xml = try XMLTree(result.stdout)
        #expect(xml.root.name == "checkstyle")
        #expect(xml.root.children.map { $0["name"] } == ["Package.swift", "Sources/CartDomain/Cart, Model.swift"])
        let errors = xml.root.children.flatMap(\.children)
        #expect(errors.count == 6)
        let banned = try #require(errors.first { $0["source"] == "archkit.banned-name" })
        #expect(banned["line"] == "2")
        #expect(banned["column"] == "13")
        #expect(banned["severity"] == "error")
        #expect(errors.filter { $0["severity"] == "warning" }.count == 2)
    }

    @Test func gitLabCodeQualityHasStableDistinctFingerprints() throws {
        let repository = try Self.plantedRepository()
        let result = Self.check(repository, ["--format", "gitlab"])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(issues.count == 6)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 6)
        #expect(issues.map { $0["severity"] as? String }.filter { $0 == "major" }.count == 4)
        #expect(issues.map { $0["severity"] as? String }.filter { $0 == "minor" }.count == 2)
        let banned = try #require(issues.first { $0["check_name"] as? String == "banned-name" })
        let location = try #require(banned["location"] as? [String: Any])
        #expect(location["path"] as? String == "Sources/CartDomain/Cart, Model.swift")
        #expect((location["lines"] as? [String: Any])?["begin"] as? Int == 2)
        // Lines above a finding move it, not its fingerprint.
        try repository.write("Sources/CartDomain/Cart, Model.swift", "import CartData\n\n\nfinal class CartManager {}\n")
        let moved = try #require(try JSONSerialization.jsonObject(with: Data(Self.check(repository, ["--format", "gitlab"]).stdout.utf8)) as? [[String: Any]])
        #expect(Set(moved.compactMap { $0["fingerprint"] as? String }) == Set(fingerprints))
    }

    @Test(.requires(.git))
    func pathsAreFromTheTopOfTheRepository() throws {
        let top = try TemporaryDirectory()
        let repository = try Self.plantedRepository()
        let nested = try top.copy(repository.url, as: "ios")
        _ = try Shell.run(["git", "init", "-q", top.url.path])
        let result = CLI.run(["check", nested.path, "--manifests", "static", "--format", "github", "--report", "gitlab:gl.json",
                              "--report", "checkstyle:cs.xml"], in: top.url)
        #expect(result.stdout.contains("::error file=ios/Sources/CartDomain/Cart%2C Model.swift,line=2,"))
        let gitlab = try String(contentsOf: top.url.appendingPathComponent("gl.json"), encoding: .utf8)
        #expect(gitlab.contains("\"path\": \"ios/Package.swift\""))
        let checkstyle = try String(contentsOf: top.url.appendingPathComponent("cs.xml"), encoding: .utf8)
        #expect(checkstyle.contains("<file name=\"ios/Sources/CartDomain/Cart, Model.swift\">"))
    }

    @Test func severalReportsComeFromOneRun() throws {
        let repository = try Self.plantedRepository()
        let result = Self.check(repository, ["--report", "sarif:out.sarif", "--report", "junit:out.xml", "--report", "gitlab:-"])
        #expect(result.exitCode == ExitCode.violations)
        // `gitlab:-` takes standard output in place of the default format.
        let printed = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(printed.count == 6)
        let sarif = try Data(contentsOf: repository.url.appendingPathComponent("out.sarif"))
        let runs = try #require((try JSONSerialization.jsonObject(with: sarif) as? [String: Any])?["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.count == 6)
        #expect(try XMLTree(String(contentsOf: repository.url.appendingPathComponent("out.xml"), encoding: .utf8)).root["failures"] == "6")
        // Without a report on standard output, `--format` (default xcode) is printed as ever.
        let both = Self.check(repository, ["--report", "checkstyle:cs.xml"])
        #expect(both.stdout.hasSuffix("archkit: 4 errors, 2 warnings in 4 files, 4 modules, 6 edges\n"))
        #expect(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("cs.xml").path))
    }

    @Test func reportRequestsThatCannotBeMetAreUsageErrors() throws {
        let repository = try Self.plantedRepository()
        let cases: [([String], String)] = [
            (["--report", "junit", "--report", "github"], "only one report can go to standard output"),
            (["--format", "json", "--report", "github"], "only one report can go to standard output"),
            (["--report", "yaml:x.yml"], "unknown format 'yaml'; choose from xcode, json, sarif, github, junit, checkstyle, gitlab"),
            (["--report", "junit:"], "names no file after ':'"),
            (["--report", "junit:a.xml", "--report", "sarif:a.xml"], "names 'a.xml' twice"),
            (["--report", "junit:missing/folder/a.xml"], "missing/folder/a.xml"),
        ]
        for (arguments, message) in cases {
            let result = Self.check(repository, arguments)
            #expect(result.exitCode == ExitCode.usage, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("x.yml").path))
    }

    @Test func everyCIFormatIsTheSameBytesTwice() throws {
        let repository = try Self.plantedRepository()
        for format in ["github", "junit", "checkstyle", "gitlab"] {
            let first = Self.check(repository, ["--format", format])
            let second = Self.check(repository, ["--format", format])
            #expect(first.stdout == second.stdout, "\(format)")
            #expect(!first.stdout.isEmpty)
        }
    }

    @Test func aCleanRepositoryHasNoFailures() throws {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Clean", targets: [.target(name: "Core")])
        """)
        try repository.write("Sources/Core/Core.swift", "struct Core {}\n")
        let junit = Self.check(repository, ["--format", "junit"])
        #expect(junit.exitCode == ExitCode.success)
        #expect(try XMLTree(junit.stdout).root["failures"] == "0")
        #expect(Self.check(repository, ["--format", "gitlab"]).stdout == "[]\n")
        let github = Self.check(repository, ["--format", "github"]).stdout
        #expect(!github.contains("::error") && !github.contains("::warning"))
        let checkstyle = try XMLTree(Self.check(repository, ["--format", "checkstyle"]).stdout)
        #expect(checkstyle.root.children.isEmpty)
    }
}

/// A parsed XML document, small enough for tests: elements with attributes and children.
struct XMLTree {
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []

        init(name: String, attributes: [String: String]) {
            self.name = name
            self.attributes = attributes
        }

        subscript(attribute: String) -> String? { attributes[attribute] }
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    let root: Element

    init(_ text: String) throws {
        let parser = XMLParser(data: Data(text.utf8))
        let builder = Builder()
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        self.root = root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: Element?
        var open: [Element] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            if let parent = open.last { parent.children.append(element) } else { root = element }
            open.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }
}
