import ArchCore
import ArchManifest
import ArchTestSupport
import Foundation
import Testing

/// Random fix sets applied to generated manifests of every layout the editor follows, and to
/// the e-commerce fixture's enum manifest: the edited manifest must declare exactly the
/// intended dependencies, read statically and, for a share of the cases, by SwiftPM.
@Suite("Dependency edits, fuzzed")
struct DependencyEditFuzzTests {
    /// A generated manifest and what a random set of changes should make of it.
    struct Case {
        var manifest: String
        var changes: [DependencyChange]
        /// Each target's dependency names after the changes, sorted.
        var intended: [String: [String]]
    }

    static func literalCase(seed: UInt64) -> Case {
        var random = SplitMix64(seed: seed)
        let names = (0..<(3 + random.below(5))).map { "Mod\($0)" }
        let products = ["VendorA", "VendorB"]
        var declared: [String: [String]] = [:]
        var targets: [String] = []
        for (index, name) in names.enumerated() {
            var entries: [(name: String, text: String)] = []
            for other in names[..<index].shuffled(using: &random).prefix(random.below(4)) {
                let spellings = ["\"\(other)\"", ".target(name: \"\(other)\")", ".byName(name: \"\(other)\")"]
                entries.append((other, spellings[random.below(spellings.count)]))
            }
            if random.below(3) == 0 {
                let product = products[random.below(2)]
                entries.append((product, ".product(name: \"\(product)\", package: \"Vendor\")"))
            }
            declared[name] = entries.map(\.name)
            let trailing = random.below(2) == 0 ? "," : ""
            let list: String
            switch random.below(entries.isEmpty ? 2 : 3) {
            case 0 where entries.isEmpty: list = ""
            case 0: list = "dependencies: [" + entries.map(\.text).joined(separator: ", ") + "]"
            case 1 where entries.isEmpty: list = "dependencies: []"
            default:
                list = "dependencies: [\n" + entries.map { "                \($0.text)" }.joined(separator: ",\n") + "\(trailing)\n            ]"
            }
            if random.below(2) == 0 {
                targets.append("        .target(name: \"\(name)\"\(list.isEmpty ? "" : ", " + list)),")
            } else {
                targets.append("        .target(\n            name: \"\(name)\"\(list.isEmpty ? "" : ",\n            " + list)\n        ),")
            }
        }
        let manifest = """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Generated",
            dependencies: [
                .package(path: "Vendor"),
            ],
            targets: [
        \(targets.joined(separator: "\n"))
            ]
        )

        """
        var intended = declared
        var changes: [DependencyChange] = []
        for _ in 0..<(1 + random.below(4)) {
            let target = names[random.below(names.count)]
            if random.below(2) == 0, let name = intended[target]?.randomElement(using: &random) {
                guard !changes.contains(where: { $0.target == target && $0.dependencyName == name }) else { continue }
                changes.append(.remove(name, target: target, line: nil))
                if let index = intended[target]?.firstIndex(of: name) { intended[target]?.remove(at: index) }
            } else {
                let candidates = (names.filter { $0 != target } + products).filter { !(intended[target] ?? []).contains($0) }
                guard let name = candidates.randomElement(using: &random) else { continue }
                changes.append(.add(products.contains(name) ? .product(name, package: "Vendor") : .target(name), target: target))
                intended[target, default: []].append(name)
            }
        }
        return Case(manifest: manifest, changes: changes, intended: intended.mapValues { $0.sorted() })
    }

    static let domainPath = "Packages/Domain/Package.swift"
    static let domain = (try? String(contentsOf: RepositoryPaths.fixtures.appendingPathComponent("EcommerceApp/" + domainPath), encoding: .utf8)) ?? ""

    /// Random removals and additions of Abstraction products in the fixture's enum manifest.
    static func enumCase(seed: UInt64) throws -> Case {
        var random = SplitMix64(seed: seed)
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/" + domainPath), relativePath: domainPath, contents: Array(domain.utf8))
        let manifest = try #require(StaticManifestReader().read(input).manifest)
        var intended = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name)) })
        let regular = manifest.targets.filter { $0.kind == .regular }.map(\.name)
        let abstractions = ["Product", "Basket", "User", "Analytics", "DI", "Routing", "WebContainer"].map { $0 + "Abstraction" }
        var changes: [DependencyChange] = []
        for _ in 0..<(1 + random.below(4)) {
            let target = regular[random.below(regular.count)]
            if random.below(2) == 0, let name = intended[target]?.randomElement(using: &random) {
                guard !changes.contains(where: { $0.target == target }) else { continue }
                changes.append(.remove(name, target: target, line: nil))
                if let index = intended[target]?.firstIndex(of: name) { intended[target]?.remove(at: index) }
            } else {
                guard let name = abstractions.filter({ !(intended[target] ?? []).contains($0) }).randomElement(using: &random),
                      !changes.contains(where: { $0.target == target }) else { continue }
                changes.append(.add(.product(name, package: "Abstraction"), target: target))
                intended[target, default: []].append(name)
            }
        }
        return Case(manifest: domain, changes: changes, intended: intended.mapValues { $0.sorted() })
    }

    /// Each target's dependency names, sorted, as the static reader gives them.
    static func staticallyRead(_ text: [UInt8], path: String) -> [String: [String]]? {
        let input = ManifestInput(fileURL: URL(fileURLWithPath: "/" + path), relativePath: path, contents: text)
        return StaticManifestReader().read(input).manifest.map { manifest in
            Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies.map(\.name).sorted()) })
        }
    }

    /// As SwiftPM's `dump-package` gives them.
    static func readBySwiftPM(_ text: [UInt8], in scratch: TemporaryDirectory, name: String) throws -> [String: [String]] {
        let folder = scratch.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text).write(to: folder.appendingPathComponent("Package.swift"))
        let result = try Shell.run(["swift", "package", "--package-path", folder.path, "dump-package"])
        guard result.status == 0 else { throw DumpFailed(message: result.stderr) }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var names: [String: [String]] = [:]
        for target in json["targets"] as? [[String: Any]] ?? [] {
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { entry in
                entry.values.compactMap { ($0 as? [Any])?.first as? String }.first
            }
            names[target["name"] as? String ?? ""] = dependencies.sorted()
        }
        return names
    }

    struct DumpFailed: Error {
        var message: String
    }

    @Test("generated literal manifests: every change applies, and the static reading is the intended one")
    func literalStatically() {
        let seeds = SlowSuites.choose(quick: 300, full: 3000)
        var applied = 0
        for seed in 0..<UInt64(seeds) {
            let generated = Self.literalCase(seed: seed)
            let result = DependencyListEditor.apply(generated.changes, to: Array(generated.manifest.utf8), path: "Package.swift")
            applied += result.applied.count
            #expect(result.refused.isEmpty, "seed \(seed): \(result.refused.map(\.reason))\n\(generated.manifest)")
            #expect(Self.staticallyRead(result.contents, path: "Package.swift") == generated.intended,
                    "seed \(seed)\n\(String(decoding: result.contents, as: UTF8.self))")
        }
        // Most cases change something: the generator is not idle.
        #expect(applied > seeds)
    }

    @Test("the enum manifest: every change applies in the target's arm, and the static reading is the intended one")
    func enumStatically() throws {
        for seed in 0..<UInt64(SlowSuites.choose(quick: 100, full: 1000)) {
            let generated = try Self.enumCase(seed: seed)
            let result = DependencyListEditor.apply(generated.changes, to: Array(generated.manifest.utf8), path: Self.domainPath)
            #expect(result.refused.isEmpty, "seed \(seed): \(result.refused.map(\.reason))")
            #expect(Self.staticallyRead(result.contents, path: Self.domainPath) == generated.intended, "seed \(seed)")
        }
    }

    @Test("SwiftPM reads the edited manifests as intended", .requires(.swift))
    func swiftPMAgrees() throws {
        let scratch = try TemporaryDirectory()
        let count = SlowSuites.choose(quick: 3, full: 24)
        for seed in 0..<UInt64(count) {
            let generated = seed % 3 == 2 ? try Self.enumCase(seed: seed) : Self.literalCase(seed: seed)
            let path = seed % 3 == 2 ? Self.domainPath : "Package.swift"
            let result = DependencyListEditor.apply(generated.changes, to: Array(generated.manifest.utf8), path: path)
            #expect(result.refused.isEmpty, "seed \(seed)")
            let swiftPM = try Self.readBySwiftPM(result.contents, in: scratch, name: "case\(seed)")
            #expect(swiftPM == generated.intended, "seed \(seed)\n\(String(decoding: result.contents, as: UTF8.self))")
        }
    }
}
