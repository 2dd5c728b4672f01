import ArchRulesFile
import ArchCore
import Testing

@Suite("Statements")
struct StatementParsingTests {
    @Test func layerWithSeveralGlobs() throws {
        let parsed = try rules("layer Feature = *Feature *Screen\n")
        #expect(parsed.layers == [
            .init(name: "Feature", patterns: [.init(Glob("*Feature"), at: at(1, 17)), .init(Glob("*Screen"), at: at(1, 26))], location: at(1, 1)),
        ])
    }

    @Test func folderModule() throws {
        let parsed = try rules("module App = MyEcommerce/** Shared/AppDelegate.swift\n")
        #expect(parsed.folderModules == [
            .init(name: "App", paths: [.init(Glob("MyEcommerce/**"), at: at(1, 14)), .init(Glob("Shared/AppDelegate.swift"), at: at(1, 29))],
                  location: at(1, 1)),
        ])
    }

    @Test func allowKeepsEveryLocation() throws {
        let parsed = try rules("""
        layer Feature = *Feature
        layer Domain = Domain
        layer Core = Core
        allow Feature -> Domain Core
        """)
        #expect(parsed.allowances == [
            .init(
                layer: .init(name: "Feature", location: at(4, 7)),
                targets: [.init(name: "Domain", location: at(4, 18)), .init(name: "Core", location: at(4, 25))],
                location: at(4, 1)
            ),
        ])
    }

    @Test func allowWildcard() throws {
        let parsed = try rules("module App = App/**\nallow App -> *\n")
        #expect(parsed.allowances.first?.targets.map(\.name) == ["*"])
        #expect(parsed.allowances.first?.targets.first?.isWildcard == true)
    }

    @Test func forbidTakesLayersGlobsAndExternalModules() throws {
        let parsed = try rules("layer Domain = *Domain\nforbid Domain -> UIKit SwiftUI\nforbid *Kit -> Rx*\n")
        #expect(parsed.prohibitions == [
            .init(
                source: .init(name: "Domain", location: at(2, 8)),
                targets: [.init(name: "UIKit", location: at(2, 18)), .init(name: "SwiftUI", location: at(2, 24))],
                location: at(2, 1)
            ),
            .init(
                source: .init(name: "*Kit", location: at(3, 8)),
                targets: [.init(name: "Rx*", location: at(3, 16))],
                location: at(3, 1)
            ),
        ])
    }

    @Test func severalSourcesShareOneArrow() throws {
        let parsed = try rules("""
        layer Domain = *Domain
        layer Data = *Data
        layer Core = Core
        allow Domain Data -> Core
        forbid Domain Data -> UIKit
        """)
        #expect(parsed.allowances.map(\.layer.name) == ["Domain", "Data"])
        #expect(parsed.allowances.map(\.layer.location) == [at(4, 7), at(4, 14)])
        #expect(parsed.allowances.allSatisfy { $0.targets.map(\.name) == ["Core"] })
        #expect(parsed.prohibitions.map(\.source.name) == ["Domain", "Data"])
        #expect(parsed.prohibitions.allSatisfy { $0.targets.map(\.name) == ["UIKit"] })
        #expect(parsed.allowsDependency(fromLayer: "Data", toLayer: "Core"))
        #expect(problemLines("layer Domain = *Domain\nallow Domain Dta -> Domain\n")
            == [".archrules:2:14: error: unknown layer 'Dta'"])
    }

    @Test func independentLayers() throws {
        let parsed = try rules("layer Feature = *Feature\nlayer Service = *Service\nindependent Feature Service\n")
        #expect(parsed.independentLayers == [
            .init(name: "Feature", location: at(3, 13)),
            .init(name: "Service", location: at(3, 21)),
        ])
    }

    @Test func banNamesAccumulateWithoutRepeats() throws {
        let parsed = try rules("ban-names Manager Coordinator\nban-names Manager Factory\n")
        #expect(parsed.bannedSuffixes == ["Manager", "Coordinator", "Factory"])
        #expect(parsed.banNamesLocations == [at(1, 1), at(2, 1)])
    }

    @Test func banNamesNoneTurnsTheCheckOff() throws {
        let parsed = try rules("ban-names none\n")
        #expect(parsed.bannedSuffixes == [])
        #expect(parsed.banNamesLocations == [at(1, 1)])
    }

    @Test func excludesAccumulate() throws {
        let parsed = try rules("exclude Fixtures Generated/**\nexclude Vendor\n")
        // Each pattern keeps its own place, for reports about that one pattern.
        #expect(parsed.excludes == [.init(Glob("Fixtures"), at: at(1, 9)), .init(Glob("Generated/**"), at: at(1, 18)),
                                    .init(Glob("Vendor"), at: at(2, 9))])
        #expect(parsed.excludeLocations == [at(1, 1), at(2, 1)])
    }

    @Test(arguments: [("tests check", true), ("tests skip", false)])
    func tests(line: String, expected: Bool) throws {
        let parsed = try rules(line)
        #expect(parsed.checkTests == expected)
        #expect(parsed.testsLocation == at(1, 1))
    }

    @Test func severityOverrides() throws {
        let parsed = try rules("severity banned-name warning\nseverity dependency-cycle off\nseverity layer-dependency error\n")
        #expect(parsed.severityOverrides == [
            "banned-name": .init(ruleID: "banned-name", level: .warning, location: at(1, 1)),
            "dependency-cycle": .init(ruleID: "dependency-cycle", level: .off, location: at(2, 1)),
            "layer-dependency": .init(ruleID: "layer-dependency", level: .error, location: at(3, 1)),
        ])
        #expect(parsed.severityLevel(forRule: "dependency-cycle") == .off)
        #expect(parsed.severityLevel(forRule: "forbidden-dependency") == nil)
        #expect(ArchitectureRules.SeverityOverride.Level.off.severity == nil)
        #expect(ArchitectureRules.SeverityOverride.Level.warning.severity == .warning)
    }

    @Test func allowLinesAccumulate() throws {
        let parsed = try rules("""
        layer Feature = *Feature
        layer Domain = *Domain
        layer Core = Core
        allow Feature -> Domain
        allow Feature -> Core Domain
        """)
        #expect(parsed.allowances.count == 2)
        #expect(parsed.allowedTargets(ofLayer: "Feature") == ["Domain", "Core"])
        #expect(parsed.allowsDependency(fromLayer: "Feature", toLayer: "Core"))
    }

    @Test func defaultsWithoutStatements() throws {
        let parsed = try rules("# nothing but a comment\n\n")
        #expect(parsed == ArchitectureRules.empty)
        #expect(parsed.layers.isEmpty)
        #expect(parsed.bannedSuffixes == ["Manager", "Helper", "Utils"])
        #expect(parsed.checkTests == false)
        #expect(parsed.excludes.isEmpty)
        #expect(parsed.severityOverrides.isEmpty)
    }

    @Test func emptyFileIsTheEmptyRules() throws {
        #expect(try rules("") == ArchitectureRules.empty)
        #expect(ArchitectureRules() == ArchitectureRules.empty)
    }

    @Test func statementOrderDoesNotMatter() throws {
        let lines = [
            "allow Feature -> Domain Core",
            "independent Feature",
            "layer Feature = *Feature",
            "layer Domain = *Domain",
            "module App = App/**",
            "allow App -> *",
            "layer Core = Core",
        ]
        let forward = try rules(lines.joined(separator: "\n"))
        let backward = try rules(lines.reversed().joined(separator: "\n"))
        for parsed in [forward, backward] {
            #expect(parsed.allowsDependency(fromLayer: "Feature", toLayer: "Core"))
            #expect(!parsed.allowsDependency(fromLayer: "Feature", toLayer: "Feature"))
            #expect(parsed.layer(forModule: "App") == "App")
            #expect(parsed.allowsDependency(fromLayer: "App", toLayer: "Domain"))
        }
        // Layer order is declaration order, which decides the first match.
        #expect(forward.layers.map(\.name) == ["Feature", "Domain", "Core"])
        #expect(backward.layers.map(\.name) == ["Core", "Domain", "Feature"])
    }

    @Test func keywordsAreCaseSensitive() {
        #expect(problemLines("Layer Core = Core") == [
            ".archrules:1:1: error: unknown keyword 'Layer'; did you mean 'layer'?",
        ])
    }

    @Test func unicodeNamesAreIdentifiers() throws {
        let parsed = try rules("layer Größe = Größe*\nallow Größe -> Größe\n")
        #expect(parsed.layers.map(\.name) == ["Größe"])
    }
}
