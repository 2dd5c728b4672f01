import ArchConfig
import ArchCore
import ArchModel

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
/// suffixes `ban-names` lists. Characters compare as `hasSuffix` compares them.
///
/// The tree takes memory in proportion to the list: an edge is one entry of a table keyed by
/// its node and character. A short list, the usual case, also gets its edges in a flat table
/// by byte, which is faster to look up but costs 128 entries a node: a 3 MB list had 1.5 GB.
struct SuffixLookup: Sendable {
    private struct Edge: Hashable, Sendable {
        var node: Int
        var character: Character
    }

    /// The most nodes given a flat table: 4 MB of it.
    static let flatTableNodeLimit = 8192

    private let suffixes: [String]
    /// When every suffix is printable ASCII, the tree's edges by byte, keyed `node << 7 | byte`;
    /// otherwise by character in `children`. Node 0 is the root, the empty ending.
    private var byteChildren: [Int: Int32] = [:]
    private var children: [Edge: Int] = [:]
    private let isPrintableASCII: Bool
    /// For each node, the position in `suffixes` of the first suffix that ends there, -1 for
    /// none: four bytes a node, where an optional took sixteen.
    private var firstSuffixEndingAt: [Int32] = [-1]
    /// `byteChildren` as a flat table, when the tree is small: the child at `node << 7 | byte`,
    /// 0 for none (the root is nobody's child). Empty otherwise.
    private var flatByteChildren: [Int32] = []

    init(_ suffixes: [String]) {
        self.suffixes = suffixes
        isPrintableASCII = suffixes.allSatisfy { $0.utf8.allSatisfy(Self.isPrintableASCII) }
        for (position, suffix) in suffixes.enumerated() {
            let node = isPrintableASCII ? insertBytes(of: suffix) : insertCharacters(of: suffix)
            if firstSuffixEndingAt[node] < 0 { firstSuffixEndingAt[node] = Int32(position) }
        }
        if isPrintableASCII, firstSuffixEndingAt.count <= Self.flatTableNodeLimit {
            flatByteChildren = [Int32](repeating: 0, count: firstSuffixEndingAt.count << 7)
            for (key, child) in byteChildren { flatByteChildren[key] = child }
        }
    }

    /// Adds the reversed bytes of a printable ASCII suffix; returns the node where it ends.
    private mutating func insertBytes(of suffix: String) -> Int {
        var node = 0
        for byte in suffix.utf8.reversed() {
            let key = node << 7 | Int(byte)
            if let child = byteChildren[key] {
                node = Int(child)
            } else {
                node = addNode()
                byteChildren[key] = Int32(node)
            }
        }
        return node
    }

    /// Adds the reversed characters of a suffix; returns the node where it ends.
    private mutating func insertCharacters(of suffix: String) -> Int {
        var node = 0
        for character in suffix.reversed() {
            let edge = Edge(node: node, character: character)
            if let child = children[edge] {
                node = child
            } else {
                node = addNode()
                children[edge] = node
            }
        }
        return node
    }

    private mutating func addNode() -> Int {
        firstSuffixEndingAt.append(-1)
        return firstSuffixEndingAt.count - 1
    }

    /// How many table entries hold the tree, for the tests that bound its memory.
    var storedEntries: Int { byteChildren.count + children.count + flatByteChildren.count + firstSuffixEndingAt.count }

    @inline(__always)
    private func firstSuffix(endingAt node: Int) -> Int? {
        let position = firstSuffixEndingAt[node]
        return position < 0 ? nil : Int(position)
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// The child of `node` along a printable ASCII byte, or nil.
    @inline(__always)
    private func child(of node: Int, byte: UInt8) -> Int? {
        let key = node << 7 | Int(byte)
        if !flatByteChildren.isEmpty {
            let child = Int(flatByteChildren[key])
            return child == 0 ? nil : child
        }
        return byteChildren[key].map(Int.init)
    }

    /// The suffix listed first among those `name` ends with, as `suffixes.first { name.hasSuffix($0) }`.
    @inline(__always)
    func firstSuffix(of name: String) -> String? {
        // A name of printable ASCII is looked up by bytes, which are then its characters: the
        // same answer without hashing a Character per step.
        if isPrintableASCII, let found = name.utf8.withContiguousStorageIfAvailable(firstPosition(inPrintableASCII:)),
           let position = found {
            return position.map { suffixes[$0] }
        }
        var node = 0
        var first = firstSuffix(endingAt: 0)
        for character in name.reversed() {
            let next: Int?
            if isPrintableASCII {
                // Only a character that is one printable byte can follow an edge of bytes.
                next = character.utf8.count == 1 && Self.isPrintableASCII(character.utf8.first!) ? child(of: node, byte: character.utf8.first!) : nil
            } else {
                next = children[Edge(node: node, character: character)]
            }
            guard let next else { break }
            node = next
            if let position = firstSuffix(endingAt: node) { first = min(first ?? position, position) }
        }
        return first.map { suffixes[$0] }
    }

    /// The position in `suffixes` of the first suffix that `name` ends with (nil inside when
    /// none); nil when `name` is not all printable ASCII.
    private func firstPosition(inPrintableASCII name: UnsafeBufferPointer<UInt8>) -> Int?? {
        guard name.allSatisfy(Self.isPrintableASCII) else { return nil }
        var node = 0
        var first = firstSuffix(endingAt: 0)
        for byte in name.reversed() {
            guard let next = child(of: node, byte: byte) else { break }
            node = next
            if let position = firstSuffix(endingAt: node) { first = min(first ?? position, position) }
        }
        return .some(first)
    }
}
