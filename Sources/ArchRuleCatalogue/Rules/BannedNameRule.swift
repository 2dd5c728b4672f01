import ArchRulesFile
import ArchCore
import ArchModuleGraph

/// Type names must say what a type does; catch-all suffixes such as Manager say nothing.
public struct BannedNameRule: Rule {
    public static let id = RuleID("banned-name")

    public init() {}

    public var description: RuleDescription {
        RuleDescription(
            id: Self.id,
            name: "Banned type name",
            summary: "A declared type's name ends in a banned suffix such as Manager, Helper or Utils (`ban-names`).",
            rationale: "Catch-all names attract unrelated code and hide business rules outside the layer that should own them. Name a type after its role (Service, Repository, UseCase). Only declarations count: `extension FileManager` and uses of NotificationCenter are fine, and so is `protocol SessionManaging`.",
            defaultSeverity: .error,
            triggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket")]),
                    "Sources/Basket/Basket.swift": "final class ↓BasketManager {}\nstruct ↓PriceHelper {}\nenum ↓StringUtils {}\n",
                ]),
                RuleExample([
                    ".archrules": "ban-names Processor Center\n",
                    "Package.swift": ExampleManifest.package("App", [.init("Basket")]),
                    "Sources/Basket/Basket.swift": "struct Outer {\n    protocol ↓EventProcessor {}\n}\nactor ↓CommandCenter {}\ntypealias ↓RuleProcessor = Outer\n",
                ]),
            ],
            nonTriggeringExamples: [
                RuleExample([
                    "Package.swift": ExampleManifest.package("App", [.init("Basket"), .test("BasketTests", ["Basket"])]),
                    "Sources/Basket/Basket.swift": """
                    import Foundation
                    extension FileManager { func cacheFolder() {} }
                    protocol SessionManaging {}
                    // final class CommentManager {}
                    let text = "class StringManager {}"
                    let center = NotificationCenter.default
                    final class BasketService {}
                    """,
                    "Tests/BasketTests/BasketTests.swift": "@testable import Basket\nfinal class FakeSessionManager {}\n",
                ]),
                RuleExample([
                    "Package.swift": """
                    // swift-tools-version: 5.9
                    import PackageDescription
                    @MainActor enum ModuleHelper {}
                    let package = Package(name: "App", targets: [.target(name: "Basket")])
                    """,
                    "Sources/Basket/Basket.swift": "struct Basket {}\n",
                ]),
            ]
        )
    }

    /// Only files that declare a name with a banned ending: most declare none, and reading
    /// every name again after the scan, from memory long out of the cache, took as long as
    /// all the other rules.
    public func sourceFilter(_ rules: ArchitectureRules) -> SourceFilter? {
        guard !rules.bannedSuffixes.isEmpty else { return nil }
        let suffixes = SuffixLookup(rules.bannedSuffixes)
        return SourceFilter { summary in
            // In place: `contains` on the array copied every declaration out of it.
            summary.declarations.withUnsafeBufferPointer { declarations in
                declarations.indices.contains { suffixes.firstSuffix(of: declarations[$0].name) != nil }
            }
        }
    }

    public func evaluate(_ context: RuleContext) -> [RuleFinding] {
        guard !context.rules.bannedSuffixes.isEmpty else { return [] }
        let suffixes = SuffixLookup(context.rules.bannedSuffixes)
        var findings: [RuleFinding] = []
        var owners = OwnerCheck()
        // By index, and the owner asked about only once a name ends in a banned suffix: most
        // files declare none, and copying each file and looking its module up cost more than
        // the names.
        // The declarations are borrowed in place: copying each array out of its summary
        // retained and released it.
        context.forEachFile(filteredFor: Self.id) { index in
            context.graph.files[index].summary.declarations.withUnsafeBufferPointer { declarations in
                for position in declarations.indices {
                    guard let suffix = suffixes.firstSuffix(of: declarations[position].name) else { continue }
                    let declaration = declarations[position]
                    let file = context.graph.files[index]
                    // Files no module owns are still the repository's code; tests are left alone by default.
                    if owners.skips(file.module, in: context) { continue }
                    findings.append(RuleFinding(
                        message: "\(declaration.kind.rawValue) '\(declaration.name)' ends in '\(suffix)'; name it after its role instead",
                        location: SourceLocation(file: file.path, line: declaration.line, column: declaration.column),
                        symbol: declaration.name))
                }
            }
        }
        return findings
    }
}

/// Suffixes looked up from the end of a name, one character at a time, in a tree of their
/// reversed characters: a name costs as many steps as its longest banned ending, however many
/// suffixes `ban-names` lists, and the tree takes memory in proportion to the list. Characters
/// compare as `hasSuffix` compares them.
package struct SuffixLookup: Sendable {
    private struct Edge: Hashable, Sendable {
        var node: Int
        var character: Character
    }

    private let suffixes: [String]
    private var children: [Edge: Int] = [:]
    /// For each node, the position in `suffixes` of the first suffix that ends there, -1 for
    /// none. Node 0 is the root, the empty ending.
    private var firstSuffixEndingAt: [Int32] = [-1]

    package init(_ suffixes: [String]) {
        self.suffixes = suffixes
        for (position, suffix) in suffixes.enumerated() {
            var node = 0
            for character in suffix.reversed() {
                let edge = Edge(node: node, character: character)
                if let child = children[edge] {
                    node = child
                } else {
                    firstSuffixEndingAt.append(-1)
                    node = firstSuffixEndingAt.count - 1
                    children[edge] = node
                }
            }
            if firstSuffixEndingAt[node] < 0 { firstSuffixEndingAt[node] = Int32(position) }
        }
    }

    /// How many table entries hold the tree, for the tests that bound its memory.
    var storedEntries: Int { children.count + firstSuffixEndingAt.count }

    /// The suffix listed first among those `name` ends with, as `suffixes.first { name.hasSuffix($0) }`.
    package func firstSuffix(of name: String) -> String? {
        var node = 0
        var first = firstSuffixEndingAt[0] < 0 ? nil : firstSuffixEndingAt[0]
        for character in name.reversed() {
            guard let next = children[Edge(node: node, character: character)] else { break }
            node = next
            let position = firstSuffixEndingAt[node]
            if position >= 0 { first = min(first ?? position, position) }
        }
        return first.map { suffixes[Int($0)] }
    }
}
