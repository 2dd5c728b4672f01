import ArchTestSupport
import Foundation
import Testing
import ArchReport
import ArchAnalysis
import ArchCommands

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

    @Test(.requires(.jsonschema))
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


    private func results(_ text: String) throws -> (run: [String: Any], results: [[String: Any]]) {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        return (run, try #require(run["results"] as? [[String: Any]]))
    }

    private func physical(_ result: [String: Any]) throws -> (uri: String, base: String?, line: Int, column: Int) {
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        return (try #require(artifact["uri"] as? String), artifact["uriBaseId"] as? String,
                try #require(region["startLine"] as? Int), try #require(region["startColumn"] as? Int))
    }

    @Test(.requires(.git))
    func urisAreRelativeToTheTopOfTheWorkTree() throws {
        let top = try TemporaryDirectory(prefix: "archkit-sarif-git")
        #expect(try Shell.run(["git", "init", "-q"], in: top.url).status == 0)
        try top.write("apps/shop/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Cart\")])\n")
        try top.write("apps/shop/Sources/Cart/Cart.swift", "final class CartManager {}\n")
        let output = CLI.run(["check", "apps/shop", "--manifests", "static", "--format", "sarif"], in: top.url).stdout
        let (run, results) = try results(output)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect(base["uri"] as? String == URL(fileURLWithPath: top.url.resolvingSymlinksInPath().path, isDirectory: true).absoluteString)
        let place = try physical(try #require(results.first))
        #expect(place.uri == "apps/shop/Sources/Cart/Cart.swift" && place.base == "SRCROOT")
    }

    @Test func absolutePathsGiveAbsoluteFileURIs() throws {
        let (repository, _) = try sarif()
        let output = CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "sarif", "--absolute-paths"]).stdout
        let (run, results) = try results(output)
        #expect(run["originalUriBaseIds"] == nil)
        let place = try physical(try #require(results.first { $0["ruleId"] as? String == "banned-name" }))
        let file = repository.url.resolvingSymlinksInPath().appendingPathComponent("Sources/CartDomain/Cart Model.swift")
        #expect(place.uri == file.absoluteString && place.base == nil)
        #expect(place.uri.hasPrefix("file:///") && place.uri.hasSuffix("Cart%20Model.swift"))
    }

    @Test func columnsCountUTF16CodeUnits() throws {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Cart\")])\n")
        let prefix = "/* Größe 日本 🚀 */ final class "
        try repository.write("Sources/Cart/Cart.swift", prefix + "CartManager {}\n")
        let sarif = CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "sarif"]).stdout
        let (run, results) = try results(sarif)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        #expect(try physical(try #require(results.first)).column == prefix.utf16.count + 1)
        // The other formats count bytes, as compilers and editors do.
        #expect(CLI.run(["check", repository.url.path, "--manifests", "static"]).stdout.contains("Sources/Cart/Cart.swift:1:\(prefix.utf8.count + 1): error:"))
    }

    @Test func fingerprintsSurviveMovedLinesAndTellFindingsApart() throws {
        let (repository, first) = try sarif()
        func fingerprints(_ text: String) throws -> [String: String] {
            var byRule: [String: String] = [:]
            for result in try results(text).results {
                let print = try #require((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
                byRule[try #require(result["ruleId"] as? String)] = print
            }
            return byRule
        }
        let before = try fingerprints(first)
        #expect(Set(before.values).count == before.count)
        try repository.write("Sources/CartDomain/Cart Model.swift", "\n\n// moved down\nimport CartData\n\nfinal class CartManager {}\n")
        let after = try fingerprints(CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "sarif"]).stdout)
        #expect(after == before)
        try repository.write("Sources/CartDomain/Cart Model.swift", "import CartData\nfinal class CartHelper {}\n")
        let renamed = try fingerprints(CLI.run(["check", repository.url.path, "--manifests", "static", "--format", "sarif"]).stdout)
        #expect(renamed["banned-name"] != before["banned-name"])
    }

    @Test func everyRuleCarriesItsHelp() throws {
        let (_, text) = try sarif()
        let (run, _) = try results(text)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count > 10)
        for rule in rules {
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("severity \(rule["id"] as? String ?? "?")") == true)
            #expect(help["markdown"]?.isEmpty == false)
        }
        let layer = try #require(rules.first { $0["id"] as? String == "layer-dependency" }?["help"] as? [String: String])
        #expect(layer["markdown"]?.contains("Triggers (example 1)") == true)
    }
}

/// The xcode format on names a repository chose: nothing in a path or message can forge a line.
@Suite("Xcode output")
struct XcodeOutputTests {
    @Test func controlCharactersInPathsAndMessagesAreEscaped() throws {
        let repository = try TemporaryDirectory()
        try repository.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.target(name: \"Cart\")])\n")
        try repository.write("Sources/Cart/x.swift\nPackage.swift:1:1: error: forged.swift", "final class CartManager {}\n")
        try repository.write("Sources/Cart/esc\u{1B}[31mred.swift", "final class OtherManager {}\n")
        let output = CLI.run(["check", repository.url.path, "--manifests", "static"]).stdout
        let lines = output.components(separatedBy: "\n")
        #expect(!lines.contains { $0.hasPrefix("Package.swift:1:1: error: forged") })
        #expect(lines.contains("Sources/Cart/x.swift\\nPackage.swift:1:1: error: forged.swift:1:13: error: class 'CartManager' ends in 'Manager'; name it after its role instead [banned-name]"))
        #expect(lines.contains { $0.hasPrefix("Sources/Cart/esc\\u{1B}[31mred.swift:1:13: error:") })
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
}
