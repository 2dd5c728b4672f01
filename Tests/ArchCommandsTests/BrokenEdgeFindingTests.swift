import ArchAnalysis
import ArchCore
import ArchCommands
import ArchReport
import ArchRulesFile
import ArchTestSupport
import ArchViews
import Foundation
import Testing

/// A broken dependency between two modules is one finding, whatever the number of its places:
/// reports, suppressions, `except` lines and baselines all work on that one finding.
@Suite("Broken edges")
struct BrokenEdgeFindingTests {
    /// ProductDomain declares ProductData and imports it in two files; Domain may not depend on Data.
    private func repository(rules: String = DebtRepository.layers, first: String = "import ProductData\n",
                            second: String = "import ProductData\n") throws -> DebtRepository {
        let repository = try DebtRepository(rules: rules, names: first)
        try repository.write("Sources/ProductDomain/B.swift", second)
        return repository
    }

    private static let day = RuleException.Day(year: 2027, month: 3, day: 31)

    @Test func oneFindingCarriesTheDeclarationAndEveryImport() throws {
        let analysis = try repository().analyze(today: Self.day)
        let findings = analysis.diagnostics.filter { $0.ruleID == "layer-dependency" }
        #expect(findings.count == 1, "\(findings)")
        let finding = try #require(findings.first)
        #expect(finding.location?.file == "Package.swift" && finding.location?.line == 4)
        #expect(finding.message == "'ProductDomain' (Domain) depends on 'ProductData' (Data), but Domain may not depend on any other layer")
        #expect(finding.notes.map(\.isPlace) == [true, true])
        #expect(finding.notes.map(\.location) == [SourceLocation(file: "Sources/ProductDomain/A.swift", line: 1, column: 1),
                                                  SourceLocation(file: "Sources/ProductDomain/B.swift", line: 1, column: 1)])
        #expect(finding.notes.map(\.message) == ["imported here", "imported here"])
        #expect(finding.identity == FindingIdentity(rule: "layer-dependency", file: nil, subject: ["dependency", "ProductDomain", "ProductData"]))
    }

    @Test func sarifListsTheOtherPlacesAsRelatedLocations() throws {
        let repository = try repository()
        let result = repository.check(["--format", "sarif"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]]).filter { $0["ruleId"] as? String == "layer-dependency" }
        #expect(results.count == 1)
        let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
        let uris = related.compactMap { (($0["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uris == ["Sources/ProductDomain/A.swift", "Sources/ProductDomain/B.swift"])
        #expect(related.compactMap { $0["id"] as? Int } == [1, 2])
        let fingerprints = try #require(results.first?["partialFingerprints"] as? [String: String])
        #expect(Array(fingerprints.keys) == ["archkit/v2"])
    }

    @Test func textAndGitHubFormatsShowOneFindingWithItsPlaces() throws {
        let repository = try repository()
        let text = repository.check().stdout
        #expect(text.components(separatedBy: "[layer-dependency]").count == 2, "\(text)")
        #expect(text.contains("Sources/ProductDomain/A.swift:1:1: note: imported here\nSources/ProductDomain/B.swift:1:1: note: imported here\n"), "\(text)")
        let github = repository.check(["--format", "github"]).stdout
        #expect(github.components(separatedBy: "title=archkit layer-dependency").count == 2, "\(github)")
        // JSON lists the other places as notes marked as places, and reads them back so.
        let json = repository.check(["--format", "json"]).stdout
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let findings = try #require(document["diagnostics"] as? [[String: Any]]).filter { $0["rule"] as? String == "layer-dependency" }
        #expect(findings.count == 1)
        let notes = try #require(findings.first?["notes"] as? [[String: Any]])
        #expect(notes.map { $0["place"] as? Bool } == [true, true])
        #expect(notes.map { $0["file"] as? String } == ["Sources/ProductDomain/A.swift", "Sources/ProductDomain/B.swift"])
        let graph = CLI.run(["graph", repository.path, "--manifests", "static", "--format", "json"], in: repository.url)
        let read = try GraphDocument(json: Data(graph.stdout.utf8))
        #expect(read.diagnostics.first { $0.ruleID == "layer-dependency" }?.places.count == 3)
    }

    @Test func aSuppressedImportLeavesTheRestOfTheFinding() throws {
        let comment = "// archkit:disable-next-line layer-dependency -- moving with the mapper\n"
        let analysis = try repository(first: comment + "import ProductData\n").analyze(today: Self.day)
        let finding = try #require(analysis.diagnostics.first { $0.ruleID == "layer-dependency" })
        #expect(finding.location?.file == "Package.swift")
        #expect(finding.places.map(\.file) == ["Package.swift", "Sources/ProductDomain/B.swift"])
        // The comment did its work: it is not reported as hiding nothing, and nothing is accepted whole.
        #expect(!analysis.diagnostics.contains { $0.ruleID.hasPrefix("suppression-") }, "\(analysis.diagnostics)")
        #expect(analysis.accepted.isEmpty)
    }

    @Test func theNextPlaceBecomesPrimaryAndAllPlacesSuppressedAcceptTheFinding() throws {
        // Without a declaration: the imports are the only places (implicit-dependency is off).
        let comment = "// archkit:disable-next-line layer-dependency -- moving with the mapper\n"
        let repository = try repository(rules: DebtRepository.layers + "severity implicit-dependency off\n",
                                        first: comment + "import ProductData\n", second: "import ProductData\n")
        try repository.write("Package.swift", """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "ProductDomain"),
            .target(name: "ProductData"),
        ])
        """)
        let one = try repository.analyze(today: Self.day)
        let finding = try #require(one.diagnostics.first { $0.ruleID == "layer-dependency" })
        #expect(finding.location == SourceLocation(file: "Sources/ProductDomain/B.swift", line: 1, column: 1))
        #expect(finding.notes.filter(\.isPlace).isEmpty)

        try repository.write("Sources/ProductDomain/B.swift", comment + "import ProductData\n")
        let all = try repository.analyze(today: Self.day)
        #expect(all.diagnostics.isEmpty, "\(all.diagnostics)")
        #expect(all.accepted.count == 1)
        #expect(all.accepted.first?.acceptance.kind == .suppression)
    }

    @Test func anExceptLineAcceptsTheOneFinding() throws {
        let exception = "except ProductDomain -> ProductData owner @catalog-team expires 2027-03-31 \"moving the mapper\"\n"
        let analysis = try repository(rules: DebtRepository.layers + exception).analyze(today: Self.day)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")
        #expect(analysis.accepted.map(\.finding.ruleID) == ["layer-dependency"])
        #expect(analysis.accepted.first?.finding.places.count == 3)
    }

    /// What archkit 1 wrote for this repository: one entry per place.
    private static let version1 = """
        {
          "version": 1,
          "findings": [
            {"rule": "layer-dependency", "file": "Package.swift", "subject": ["dependency", "ProductDomain", "ProductData"]},
            {"rule": "layer-dependency", "file": "Sources/ProductDomain/A.swift", "subject": ["dependency", "ProductDomain", "ProductData"]},
            {"rule": "layer-dependency", "file": "Sources/ProductDomain/B.swift", "subject": ["dependency", "ProductDomain", "ProductData"]}
          ]
        }

        """

    @Test func aVersion1BaselineAcceptsTheOneFindingWithNothingStale() throws {
        let repository = try repository()
        try repository.write("b.json", Self.version1)
        let result = repository.check(["--baseline", "b.json"])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)")
        #expect(!result.stdout.contains("baseline-stale"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("; 1 accepted: 1 baselined\n"), "\(result.stdout)")
    }

    @Test func updatingAVersion1BaselineWritesVersion2WithOneEntryPerEdge() throws {
        let repository = try repository()
        try repository.write("b.json", Self.version1)
        let result = repository.check(["--baseline", "b.json", "--update-baseline"])
        #expect(result.exitCode == ExitCode.success, "\(result.stdout)")
        #expect(result.stdout.contains("rewrote the baseline b.json from version 1 to version 2"), "\(result.stdout)")
        #expect(try repository.read("b.json") == """
            {
              "version": 2,
              "findings": [
                {"rule": "layer-dependency", "file": null, "subject": ["dependency", "ProductDomain", "ProductData"]}
              ]
            }

            """)
        let again = repository.check(["--baseline", "b.json"])
        #expect(again.exitCode == ExitCode.success, "\(again.stdout)")
        #expect(again.stdout.hasSuffix("; 1 accepted: 1 baselined\n"), "\(again.stdout)")
    }

    @Test func version1EntriesOfReferencesLoseTheirFileAndSymbol() {
        let entries = [
            Baseline.Entry(identity: FindingIdentity(rule: "layer-dependency", file: "Shop/Cart/A.swift",
                                                     subject: ["dependency", "Cart", "Catalog", "symbol", "ProductRepository"])),
            Baseline.Entry(identity: FindingIdentity(rule: "layer-dependency", file: "Shop/Cart/B.swift",
                                                     subject: ["dependency", "Cart", "Catalog", "symbol", "ProductStore"])),
            Baseline.Entry(identity: FindingIdentity(rule: "business-in-infrastructure", file: "Shop/Arch/C.swift",
                                                     subject: ["dependency", "Arch", "Cart", "symbol", "CartService"])),
            Baseline.Entry(identity: FindingIdentity(rule: "banned-name", file: "Shop/Cart/A.swift", subject: ["symbol", "CartManager"])),
            Baseline.Entry(identity: FindingIdentity(rule: "banned-name", file: "Shop/Cart/A.swift", subject: ["symbol", "CartManager"])),
        ]
        let text = "{\"version\": 1, \"findings\": [" + entries.map { entry in
            let identity = entry.identity
            let subject = identity.subject.map { "\"\($0)\"" }.joined(separator: ", ")
            return "{\"rule\": \"\(identity.rule)\", \"file\": \"\(identity.file ?? "")\", \"subject\": [\(subject)]}"
        }.joined(separator: ", ") + "]}"
        let read = try? Baseline.read(bytes: Array(text.utf8), file: "b.json")
        #expect(read?.readVersion == 1)
        #expect(read?.entries.map(\.identity) == [
            FindingIdentity(rule: "banned-name", file: "Shop/Cart/A.swift", subject: ["symbol", "CartManager"]),
            FindingIdentity(rule: "banned-name", file: "Shop/Cart/A.swift", subject: ["symbol", "CartManager"]),
            FindingIdentity(rule: "business-in-infrastructure", file: "Shop/Arch/C.swift", subject: ["dependency", "Arch", "Cart", "symbol", "CartService"]),
            FindingIdentity(rule: "layer-dependency", file: nil, subject: ["dependency", "Cart", "Catalog"]),
        ])
    }
}
