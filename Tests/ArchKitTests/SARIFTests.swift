import ArchTestSupport
import Foundation
import Testing
@testable import ArchKitCLI

/// `archkit check --format sarif`, for code scanning.
@Suite("SARIF output")
struct SARIFTests {
    private func sarif() throws -> (TemporaryDirectory, String) {
        let repository = try TemporaryDirectory()
        try repository.write(".archrules", "layer Domain = *Domain\nlayer Data = *Data\nallow Data -> Domain\n")
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.target(name: "CartDomain", dependencies: ["CartData"]), .target(name: "CartData", dependencies: ["CartDomain"])])
        """)
        try repository.write("Sources/CartDomain/Cart Model.swift", "import CartData\nfinal class CartManager {}\n")
        try repository.write("Sources/CartData/Store.swift", "import CartDomain\n")
        let result = CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "sarif"])
        #expect(result.exitCode == ExitCode.violations)
        return (repository, result.stdout)
    }

    @Test func resultsNameTheirRuleAndPlace() throws {
        let (repository, text) = try sarif()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String }.contains("layer-dependency"))
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect(base["uri"] as? String == URL(fileURLWithPath: repository.url.standardizedFileURL.path, isDirectory: true).absoluteString)
        let results = try #require(run["results"] as? [[String: Any]])
        let banned = try #require(results.first { $0["ruleId"] as? String == "banned-name" })
        #expect(banned["level"] as? String == "error")
        #expect(rules[banned["ruleIndex"] as! Int]["id"] as? String == "banned-name")
        let location = try #require(((banned["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/CartDomain/Cart%20Model.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 2)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 13)
        // A cycle points at every step.
        let cycle = try #require(results.first { $0["ruleId"] as? String == "dependency-cycle" })
        #expect((cycle["relatedLocations"] as? [Any])?.count == 2)
    }

    @Test(.enabled(if: SARIFTests.canValidate, "python3 with jsonschema is not installed; the SARIF schema check is skipped"))
    func theOutputIsValidSARIF() throws {
        let (repository, text) = try sarif()
        let file = try repository.write("out.sarif", text)
        let schema = RepositoryPaths.fixtures.appendingPathComponent("Schemas/sarif-schema-2.1.0.json")
        let check = try Shell.run(["python3", "-c", """
            import json, sys, jsonschema
            jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
            """, file.path, schema.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    static let canValidate = (try? Shell.run(["python3", "-c", "import jsonschema"]))?.status == 0
}
