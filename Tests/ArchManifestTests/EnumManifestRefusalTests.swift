import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The enum evaluator reads its subset and refuses everything else at the offending token,
/// with a reason; no input makes it crash, loop or recurse without bound.
@Suite struct EnumManifestRefusalTests {
    /// A small enum manifest whose `target` property body is `body`.
    static func manifest(target body: String, extra: String = "", targets: String = "Module.allCases.map(\\.target)") -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription

        enum Module: String, CaseIterable {
            case core = "Core"
            case feature

            var target: Target { \(body) }
        \(extra)
        }

        let package = Package(name: "P", targets: \(targets))
        """
    }

    @Test func readsRawValuesImplicitAndExplicitInDeclarationOrder() throws {
        let manifest = try readStatically(Self.manifest(target: ".target(name: rawValue, path: \"Sources/\\(rawValue)\")"))
        #expect(manifest.targets.map(\.name) == ["Core", "feature"])
        #expect(manifest.targets.map(\.path) == ["Sources/Core", "Sources/feature"])
        #expect(manifest.targets.map(\.location) == [at(5, 10), at(6, 10)])
        #expect(manifest.evaluation == .static)
    }

    @Test func helpersWithSeveralStringParametersAreNotConfusedAndNilPathsRead() throws {
        let manifest = try readStatically("""
        // swift-tools-version: 5.9
        import PackageDescription
        enum Module: String, CaseIterable {
            case core = "Core"
            var target: Target { .target(name: rawValue, dependencies: [.pair("a|sb", "c"), .pair("a", "b|sc")], path: nil) }
        }
        extension Target.Dependency {
            static func pair(_ name: String, _ package: String) -> Target.Dependency { .product(name: name, package: package) }
        }
        let package = Package(name: "P", targets: Module.allCases.map(\\.target))
        """)
        #expect(manifest.targets[0].path == nil)
        #expect(manifest.targets[0].dependencies.map(\.name) == ["a|sb", "a"])
        #expect(manifest.targets[0].dependencies.map(\.kind) == [.product(package: "c"), .product(package: "b|sc")])
    }

    @Test func refusesEachConstructOutsideTheSubsetAtItsToken() throws {
        let cases: [(String, ArchCore.SourceLocation, String)] = [
            (Self.manifest(target: ".target(name: rawValue.uppercased())"), at(8, 40), "calls `uppercased(…)`"),
            (Self.manifest(target: ".target(name: rawValue + 1)"), at(8, 51), "uses a number"),
            (Self.manifest(target: ".target(name: rawValue ?? \"x\")"), at(8, 49), "the `??` operator"),
            (Self.manifest(target: ".target(name: names[0])"), at(8, 45), "a subscript"),
            (Self.manifest(target: "if true { .target(name: rawValue) } else { .target(name: \"x\") }"), at(8, 26), "`if`"),
            (Self.manifest(target: ".target(name: \"\\(rawValue.count)\")"), at(8, 40), "uses the member `count`"),
            (Self.manifest(target: ".target(name: \"\\(rawValue + \"x\")\")"), at(8, 40), "an interpolation other than a chain of names"),
            (Self.manifest(target: ".target(name: helper)"), at(8, 40), "uses `helper`, a name it does not declare"),
            (Self.manifest(target: ".target(name: rawValue)", targets: "Module.allCases.sorted().map(\\.target)"), at(12, 43), "calls `sorted(…)`"),
            (Self.manifest(target: ".target(name: rawValue)", targets: "Module.allCases.map(\\.missing)"), at(12, 63), "uses the member `missing`"),
            (Self.manifest(target: "switch self { case .core: .target(name: \"A\") }"), at(8, 26), "does not cover every case"),
            (Self.manifest(target: "switch self { case .core: return .target(name: \"A\")\n default: .target(name: \"B\") }"), at(9, 2),
             "mixes arms with and without `return`"),
            (Self.manifest(target: ".target(name: name)", extra: "    var name: String { other }\n    var other: String { name }"),
             at(10, 25), "computes `Module.name` from itself"),
            (Self.manifest(target: ".target(name: rawValue)", extra: "    static let all = 1"), at(9, 5), "the member `static`"),
            (Self.manifest(target: ".target(name: rawValue)", targets: "Module.allCases.map(\\.target)\n) ; print(package"), at(13, 1),
             "uses `package` outside its declaration"),
        ]
        for (text, location, reason) in cases {
            let diagnostic = try refusal(text)
            #expect(diagnostic.ruleID == "manifest-unreadable")
            #expect(diagnostic.location == location, "\(reason): \(diagnostic.message)")
            #expect(diagnostic.message.contains(reason), "\(diagnostic.message)")
        }
    }

    @Test func aForceUnwrappedNilIsRefusedNotGuessed() throws {
        let manifest = try readStatically(Self.manifest(target: ".target(name: String(rawValue.split(separator: \"o\").first!))",
                                                        targets: "[Module.core.target]"))
        #expect(manifest.targets.map(\.name) == ["C"])
        let empty = try refusal(Self.manifest(target: ".target(name: String(\"\".split(separator: \"/\").last!))"))
        #expect(empty.message.contains("force-unwraps nil"), "\(empty.message)")
    }

    @Test func topLevelConstantsMustBeDeclaredBeforeTheyAreUsed() throws {
        let early = try readStatically("""
        // swift-tools-version: 5.9
        import PackageDescription
        let prefix = "Sources/"
        enum Module: String, CaseIterable {
            case core = "Core"
            var target: Target { .target(name: rawValue, path: prefix + rawValue) }
        }
        let package = Package(name: "P", targets: Module.allCases.map(\\.target))
        """)
        #expect(early.targets.map(\.path) == ["Sources/Core"])
        let late = try refusal("""
        // swift-tools-version: 5.9
        import PackageDescription
        enum Module: String, CaseIterable {
            case core = "Core"
            var target: Target { .target(name: rawValue, path: prefix + rawValue) }
        }
        let package = Package(name: "P", targets: Module.allCases.map(\\.target))
        let prefix = "Sources/"
        """)
        #expect(late.location == at(5, 56))
        #expect(late.message.contains("uses the constant `prefix` before its declaration has run"))
    }

    /// Properties that call each other 100,000 deep: refused at a fixed depth, in linear time.
    @Test func aDeepChainOfPropertiesIsRefusedAtAFixedDepth() throws {
        let depth = SlowSuites.choose(quick: 10_000, full: 100_000)
        var extra = ""
        for index in 0..<depth { extra += "    var p\(index): String { p\(index + 1) }\n" }
        extra += "    var p\(depth): String { rawValue }\n"
        let diagnostic = try refusal(Self.manifest(target: ".target(name: p0)", extra: extra))
        #expect(diagnostic.message.contains("nests its evaluation deeper than"), "\(diagnostic.message)")
    }

    /// Random truncations and byte mutations of the fixture's enum manifests, and of generated
    /// variants (50 of each in the quick run, 150 in the slow suites): every one is read or
    /// refused, never a crash.
    @Test func mutatedEnumManifestsAreReadOrRefused() throws {
        var texts = EcommerceFixture.manifestPaths.compactMap {
            try? String(contentsOf: RepositoryPaths.root.appendingPathComponent($0), encoding: .utf8)
        }
        texts += (1...4).map { EnumManifestVariants.manifest(seed: $0) }
        let alphabet = Array("(){}[].,:=\\\"$0 \n+!?abcself`case switch".utf8)
        var read = 0, refused = 0
        for (number, text) in texts.enumerated() {
            let bytes = Array(text.utf8)
            for iteration in 0..<SlowSuites.choose(quick: 50, full: 150) {
                var random = SplitMix64(seed: UInt64(number), iteration: iteration)
                var mutated = bytes
                switch random.below(4) {
                case 0:
                    mutated = Array(bytes.prefix(random.below(bytes.count)))
                case 1:
                    for _ in 0..<(1 + random.below(4)) where !mutated.isEmpty {
                        mutated[random.below(mutated.count)] = alphabet[random.below(alphabet.count)]
                    }
                case 2:
                    let start = random.below(bytes.count)
                    mutated.removeSubrange(start..<min(bytes.count, start + random.below(40)))
                default:
                    let start = random.below(bytes.count)
                    let piece = bytes[start..<min(bytes.count, start + random.below(60))]
                    mutated.insert(contentsOf: piece, at: random.below(mutated.count))
                }
                let outcome = StaticManifestReader().read(memoryInput(String(decoding: mutated, as: UTF8.self)))
                if outcome.manifest != nil { read += 1 } else { refused += 1 }
                #expect(outcome.manifest != nil || outcome.diagnostics.count == 1)
            }
        }
        #expect(read > 0 && refused > 0)
    }
}

/// The enum evaluator spends a budget of steps per token; its growth on many cases is measured
/// by the growth benchmark (`archkit-growth`).
@Suite struct EnumManifestBudgetTests {
    /// Code that does quadratic work itself is refused once it spends its budget.
    @Test func quadraticWorkIsRefused() throws {
        var text = SampleManifests.enumManifest(cases: 500)
        text = text.replacingOccurrences(of: "var target: Target {", with: "var all: [Module] { Module.allCases }\n    var target: Target {")
        text = text.replacingOccurrences(of: "dependencies: dependencies,", with: "dependencies: all.map { .internal($0) } + all.map { .internal($0) },")
        let diagnostic = try refusal(text)
        #expect(diagnostic.message.contains("steps per token"), "\(diagnostic.message)")
    }
}
