@testable import ArchAnalysis
import ArchRulesFile
import ArchCore
import ArchManifest
@testable import ArchRuleCatalogue
import ArchSyntax
import ArchTestSupport
import Foundation
import Testing

/// A rule as it is, but without its source filter: it visits every file.
private struct Unfiltered: Rule {
    let rule: any Rule
    var description: RuleDescription { rule.description }
    func evaluate(_ context: RuleContext) -> [RuleFinding] { rule.evaluate(context) }
    func readsFacts(_ rules: ArchitectureRules) -> ScanFacts { rule.readsFacts(rules) }
    func recordedCalls(_ rules: ArchitectureRules) -> Set<String> { rule.recordedCalls(rules) }
}

/// Rules that visit only the files their source filter let through, as the files were read,
/// must find exactly what they find when they visit every file.
@Suite("Source filters")
struct SourceFilterTests {
    private func expectSameFindings(root: URL, _ label: String) throws {
        let reader = ManifestReaderFactory(cacheDirectory: nil).makeReader(for: .static)
        let request = AnalysisRequest(root: root.standardizedFileURL, rootDisplay: root.path, configFile: nil)
        let filtered = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine()).analyze(request)
        let unfiltered = try Analyzer(manifestReader: reader, ruleEngine: RuleEngine(rules: RuleCatalogue.all.map { Unfiltered(rule: $0) }))
            .analyze(request)
        #expect(filtered.diagnostics == unfiltered.diagnostics, "\(label)")
        #expect(filtered.accepted == unfiltered.accepted, "\(label)")
    }

    private func parse(_ text: String) throws -> ArchitectureRules {
        let ids = Set(RuleCatalogue.ruleIDs)
        return try ArchRulesParser.parse(bytes: Array(text.utf8), file: ".archrules", knownRuleIDs: ids).get()
    }

    @Test func everyRuleExample() throws {
        for rule in RuleCatalogue.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                let repository = try ExampleRepository(example)
                try expectSameFindings(root: repository.directory.url, rule.description.id.rawValue)
            }
        }
    }

    @Test func everyFixture() throws {
        for name in ["EcommerceApp", "FeatureLayers", "RouteModules", "ClassicXcodeApp"] {
            try expectSameFindings(root: RepositoryPaths.fixtures.appendingPathComponent(name), name)
        }
    }

    /// Many files, few of which declare a banned name or a route enum; route cases of an enum
    /// declared in another file; names that only characters, not bytes, tell apart.
    @Test func aRepositoryWithFewFlaggedFiles() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-source-filters")
        try directory.write("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [
                .target(name: "Feature"), .target(name: "Routing"), .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            ])
            """)
        try directory.write(".archrules", "ban-names Manager Helper Caf\u{E9}\n")
        let declarations = [
            "struct Plain{N} {}",
            "final class Session{N}Manager {}",
            "enum Settings{N}Route { case pushSettingsVC }",
            "enum Destination{N}: App.AppRoutable { case showDetailScreen }",
            "enum Destination{N} { case presentLogin }",
            "struct Caf\u{65}\u{301} {}\nstruct Cafe{N} {}",
            "enum Plain{N}Kind: String { case a }",
            "protocol Ticket{N}Helper {}",
        ]
        for index in 0..<120 {
            let declaration = declarations[(index * 7 + index / 9) % declarations.count].replacingOccurrences(of: "{N}", with: "\(index % 5)")
            let target = index % 3 == 0 ? "Routing" : "Feature"
            try directory.write("Sources/\(target)/File\(index).swift", "import Foundation\n\(declaration)\n")
        }
        try directory.write("Tests/FeatureTests/FakeManager.swift", "final class FakeSessionManager {}\n")
        try expectSameFindings(root: directory.url, "generated")

        let analysis = try ExampleRepository.analyze(root: directory.url)
        let found = Set(analysis.diagnostics.map(\.ruleID))
        #expect(found.isSuperset(of: ["banned-name", "route-case-name"]), "the repository must trigger both filtered rules")
    }

    /// The route filter compares bytes, not characters: it must let through every file that
    /// declares a route enum, whatever the spelling of its names.
    @Test func theRouteFilterMissesNoRouteEnum() {
        let pieces = ["Route", "Routable", "Settings", "App.", "e\u{301}", "\u{212A}", "Rout", "\u{E9}", "R", "oute"]
        var generator = SplitMix64(seed: 0x2047E)
        var routes = 0
        for _ in 0..<3_000 {
            func name() -> String {
                (0..<(1 + Int(generator.next() % 3))).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            }
            let enumName = name().replacingOccurrences(of: ".", with: "")
            let inherited = (0..<Int(generator.next() % 3)).map { _ in name() }
            let source = "enum X\(enumName)\(inherited.isEmpty ? "" : ": " + inherited.map { "X" + $0 }.joined(separator: ", ")) {}\n"
            let summary = SourceScanner.scan(Array(source.utf8))
            let isRouteEnum = summary.declarations.contains {
                $0.kind == .enum && RouteTypes.isRoute(name: $0.name, isValueType: true, inheritedTypes: $0.inheritedTypes)
            }
            if isRouteEnum { routes += 1 }
            #expect(!isRouteEnum || RouteTypes.mayDeclareRouteEnum(summary), "\(source)")
        }
        #expect(routes > 500)
    }

    /// The filters let through exactly the files the rules' walks need.
    @Test func whatTheFiltersLetThrough() throws {
        let rules = try parse("ban-names Manager\n")
        let filters = RuleEngine().sourceFilters(rules)
        #expect(filters.ruleIDs == [BannedNameRule.id, RouteCaseNameRule.id])
        func passed(_ source: String) -> UInt64 {
            filters.passed(SourceScanner.scan(Array(source.utf8), options: ScanOptions(recordedCalls: [], facts: .enumCases)))
        }
        #expect(passed("struct Plain {}\nenum Kind { case a }\n") == 0)
        #expect(passed("final class SessionManager {}\n") == 0b01)
        #expect(passed("enum SettingsRoute { case home }\n") == 0b10)
        #expect(passed("enum Destination: Navigation.AppRoutable { case home }\n") == 0b10)
        #expect(passed("struct SettingsRoute {}\n") == 0)
        #expect(passed("enum SettingsRoute {}\nprotocol LoginManager {}\n") == 0b11)
        // With no banned suffix at all, banned-name has nothing to look for.
        var noSuffixes = rules
        noSuffixes.bannedSuffixes = []
        #expect(RuleEngine().sourceFilters(noSuffixes).ruleIDs == [RouteCaseNameRule.id])
        // No more filters than a file's word has bits: the rules past them visit every file.
        #expect(RuleEngine(rules: Array(repeating: BannedNameRule(), count: 70)).sourceFilters(rules).ruleIDs.count == SourceFilters.capacity)
        // A rule turned off filters nothing.
        #expect(RuleEngine().sourceFilters(try parse("severity route-case-name off\nban-names Manager\n")).ruleIDs == [BannedNameRule.id])
    }
}

/// The filters name files by their place in the reading; the graph must keep that order,
/// also for two paths that are one String spelt two ways.
@Suite("Source filters and file order")
struct SourceFilterOrderTests {
    @Test func pathsSpeltTwoWaysKeepTheirPlaces() throws {
        let directory = try TemporaryDirectory(prefix: "archkit-filter-order")
        try directory.write("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "Feature")])
            """)
        // "é" as one scalar and as "e" with a combining accent: equal Strings, different bytes.
        try directory.write("Sources/Feature/Caf\u{E9}.swift", "final class SessionManager {}\n")
        try directory.write("Sources/Feature/Cafe\u{301}.swift", "struct Plain {}\nprotocol TicketHelper {}\n")
        try directory.write("Sources/Feature/Other.swift", "enum SettingsRoute { case pushSettingsVC }\n")
        let analysis = try ExampleRepository.analyze(root: directory.url)
        #expect(Analyzer.inReadingOrder(analysis.graph.files, analysis.discovered.sources))
        #expect(analysis.graph.files.map { Array($0.path.utf8) } == analysis.discovered.sources.map { Array($0.utf8) })
        // Swapped, the two spellings are told apart.
        var swapped = analysis.discovered.sources
        swapped.swapAt(0, 1)
        #expect(!Analyzer.inReadingOrder(analysis.graph.files, swapped))
        let banned = analysis.diagnostics.filter { $0.ruleID == "banned-name" }.compactMap(\.symbol).sorted()
        #expect(banned == ["SessionManager", "TicketHelper"])
        #expect(analysis.diagnostics.contains { $0.ruleID == "route-case-name" })
    }
}
