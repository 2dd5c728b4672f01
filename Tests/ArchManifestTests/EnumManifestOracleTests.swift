import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// The enum evaluator against SwiftPM: on every enum manifest of the fixtures, on the same
/// manifests with their cases reversed, and on generated variants, the static reader gives
/// exactly `dump-package`'s targets (names, kinds, paths), target dependencies, products and
/// package dependencies. SwiftPM runs once per manifest, in parallel, and both tests share
/// its answers.
@Suite(.requires(.swift), .slow, .enabled(if: EcommerceFixture.exists, "needs the EcommerceApp fixture"))
struct EnumManifestOracleTests {
    @Test func everyFixtureEnumManifestReadsStaticallyAsSwiftPMReadsIt() throws {
        let fixtures = EnumOracle.results.filter { $0.kind == .fixture || $0.kind == .reversedCases }
        #expect(fixtures.count == 2 * EcommerceFixture.manifestPaths.count)
        for result in fixtures {
            #expect(result.differences.isEmpty, "\(result.name): \(result.differences)")
        }
    }

    @Test func generatedVariantsReadStaticallyAsSwiftPMReadsThem() throws {
        let variants = EnumOracle.results.filter { $0.kind == .variant }
        #expect(variants.count == EnumOracle.variantSeeds.count)
        for result in variants {
            #expect(result.differences.isEmpty, "\(result.name): \(result.differences)\n\(result.manifest)")
        }
    }

    @Test func seedStyleConstructsReadStaticallyAsSwiftPMReadsThem() throws {
        let constructs = EnumOracle.results.filter { $0.kind == .construct }
        #expect(constructs.count == SeedStyleManifestTests.oracleManifests.count)
        for result in constructs {
            #expect(result.differences.isEmpty, "\(result.name): \(result.differences)\n\(result.manifest)")
        }
    }
}

enum EnumOracle {
    enum Kind: Sendable { case fixture, reversedCases, variant, construct }

    struct Case: Sendable {
        var name: String
        var kind: Kind
        var manifest: String
        /// The fixture package folder to copy beside the manifest.
        var folder: URL?
    }

    struct Result: Sendable {
        var name: String
        var kind: Kind
        var manifest: String
        var differences: [String]
    }

    static let variantSeeds: [UInt64] = Array(1...10)

    static var cases: [Case] {
        var cases: [Case] = []
        for path in EcommerceFixture.manifestPaths {
            let url = RepositoryPaths.root.appendingPathComponent(path)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            cases.append(Case(name: path, kind: .fixture, manifest: text, folder: url.deletingLastPathComponent()))
            cases.append(Case(name: "\(path), cases reversed", kind: .reversedCases, manifest: reversingCases(text), folder: url.deletingLastPathComponent()))
        }
        for seed in variantSeeds {
            cases.append(Case(name: "variant \(seed)", kind: .variant, manifest: EnumManifestVariants.manifest(seed: seed), folder: nil))
        }
        for (name, manifest) in SeedStyleManifestTests.oracleManifests {
            cases.append(Case(name: name, kind: .construct, manifest: manifest, folder: nil))
        }
        return cases
    }

    /// Every run of `case name = "Raw"` lines in reverse order, which reverses `allCases`.
    static func reversingCases(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            var end = index
            while end < lines.count, isCaseDeclaration(lines[end]) { end += 1 }
            if end > index + 1 { lines[index..<end].reverse() }
            index = max(end, index + 1)
        }
        return lines.joined(separator: "\n")
    }

    private static func isCaseDeclaration(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("case ") && !trimmed.hasPrefix("case .") && !trimmed.hasSuffix(":") && !trimmed.contains(",")
    }

    /// SwiftPM's and the static reader's answers, compared once.
    static let results: [Result] = {
        let all = cases
        return (try? concurrentMap(all.indices) { index in
            let sample = all[index]
            let differences = (try? compare(sample)) ?? ["the scratch package could not be written"]
            return Result(name: sample.name, kind: sample.kind, manifest: sample.manifest, differences: differences)
        }) ?? []
    }()

    private static func compare(_ sample: Case) throws -> [String] {
        let scratch = try TemporaryDirectory(prefix: "archkit-enum-oracle")
        if let folder = sample.folder { _ = try scratch.copy(folder, as: "Package") }
        let url = try scratch.write("Package/Package.swift", sample.manifest)
        let input = ManifestInput(fileURL: url, relativePath: "Package/Package.swift", contents: Array(sample.manifest.utf8))
        return differences(input)
    }

    /// How the static reader's reading of `input` differs from SwiftPM's: empty when both
    /// give the same package, targets, products and package dependencies.
    static func differences(_ input: ManifestInput) -> [String] {
        let statically = StaticManifestReader().read(input)
        let bySwiftPM = SwiftPMManifestReader(cacheDirectory: nil).read(input)
        guard let swiftPM = bySwiftPM.manifest else { return ["swiftpm: \(bySwiftPM.diagnostics.map(\.message))"] }
        guard let found = statically.manifest else { return ["static: \(statically.diagnostics.map { "\($0.location.map(\.description) ?? "") \($0.message)" })"] }
        var differences: [String] = []
        func compare<T: Equatable>(_ what: String, _ lhs: T, _ rhs: T) {
            if lhs != rhs { differences.append("\(what): static \(lhs) vs SwiftPM \(rhs)") }
        }
        compare("evaluation", found.evaluation, .static)
        compare("name", found.name, swiftPM.name)
        compare("tools version", found.toolsVersion, swiftPM.toolsVersion)
        compare("products", found.products, swiftPM.products)
        compare("targets", found.targets.map(summary), swiftPM.targets.map(summary))
        let folder = input.packageDirectory
        compare("package dependencies", found.dependencies.map { summary($0, folder) }, swiftPM.dependencies.map { summary($0, folder) })
        // Every place is a real place: nothing falls back to the first line.
        for target in found.targets {
            if target.location.line <= 1 { differences.append("\(target.name) sits on line 1") }
            for dependency in target.dependencies where dependency.location.line <= 1 {
                differences.append("\(target.name) → \(dependency.name) sits on line 1")
            }
        }
        return differences
    }

    private static func summary(_ target: TargetDeclaration) -> String {
        let dependencies = target.dependencies.map { "\($0.kind) \($0.name) \($0.platforms ?? ["any"])" }
        return "\(target.name) \(target.kind) \(target.path ?? "-") \(target.exclude) \(target.sources ?? []) \(target.resources) \(dependencies)"
    }

    private static func summary(_ dependency: PackageDependency, _ folder: String) -> String {
        var kind = "\(dependency.kind)"
        if case .fileSystem(let path) = dependency.kind {
            kind = URL(fileURLWithPath: RelativePath.join(folder, path)).resolvingSymlinksInPath().path
        }
        return "\(kind) \(dependency.name ?? "-") \(dependency.identity)"
    }
}
