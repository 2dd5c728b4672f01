import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing
@testable import ArchViews

/// Seeded documents with every optional member present or absent, empty arrays, and names
/// full of what JSON escapes or keeps as it is: quotes, backslashes, control characters,
/// slashes, non-ASCII.
enum RandomDocuments {
    static let pieces = ["A", "b", "Core", "\"", "\\", "/", "\n", "\t", "\r", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}",
                         "é", "€", "😀", "\u{2028}", " ", "}", "[", ":", ",", "null", "0", "-1"]

    static func name(_ random: inout SplitMix64) -> String {
        (0..<random.int(0...6)).map { _ in random.pick(pieces) }.joined()
    }

    static func optionalName(_ random: inout SplitMix64) -> String? {
        random.oneIn(3) ? nil : name(&random)
    }

    static func place(_ random: inout SplitMix64) -> ArchCore.SourceLocation {
        ArchCore.SourceLocation(file: name(&random), line: random.int(0...100_000), column: random.int(0...300))
    }

    static func optionalPlace(_ random: inout SplitMix64) -> ArchCore.SourceLocation? {
        random.oneIn(3) ? nil : place(&random)
    }

    static func diagnostic(_ random: inout SplitMix64) -> Diagnostic {
        Diagnostic(ruleID: name(&random), severity: random.oneIn(2) ? .error : .warning, message: name(&random),
                   location: optionalPlace(&random),
                   notes: (0..<random.int(0...2)).map { _ in Diagnostic.Note(message: name(&random), location: optionalPlace(&random)) },
                   dependency: random.oneIn(2) ? Diagnostic.Dependency(from: name(&random), to: name(&random)) : nil,
                   cycle: random.oneIn(3) ? DependencyCycle(level: random.oneIn(2) ? .module : .layer,
                                                            path: (0..<random.int(0...3)).map { _ in name(&random) }) : nil,
                   symbol: optionalName(&random))
    }

    static func acceptance(_ random: inout SplitMix64) -> AcceptedFinding.Acceptance {
        switch random.int(0...2) {
        case 0: return .exception(at: place(&random), owner: name(&random), expires: name(&random), reason: name(&random))
        case 1: return .baseline(file: name(&random))
        default: return .suppression(at: place(&random), scope: name(&random), reason: name(&random))
        }
    }

    static func document(seed: UInt64, iteration: Int, size: Int = 6) -> GraphDocument {
        var random = SplitMix64(seed: seed, iteration: iteration)
        let modules = (0..<random.int(0...size)).map { _ in
            Module(name: name(&random), package: optionalName(&random), kind: random.pick(ModuleKind.allCases), layer: optionalName(&random),
                   path: optionalName(&random), location: optionalPlace(&random))
        }
        let edges = (0..<random.int(0...size)).map { _ in
            Edge(from: name(&random), to: name(&random), kind: random.pick(EdgeKind.allCases),
                 locations: (0..<random.int(0...3)).map { _ in
                     EdgeLocation(place(&random), condition: optionalName(&random), symbol: optionalName(&random))
                 })
        }
        let layers = (0..<random.int(0...3)).map { _ in
            GraphDocument.Layer(name: name(&random), allowed: (0..<random.int(0...3)).map { _ in name(&random) }, isIndependent: random.oneIn(2))
        }
        let diagnostics = (0..<random.int(0...size)).map { _ in diagnostic(&random) }
        let unread = (0..<random.int(0...2)).map { _ in UnreadInput(file: name(&random), problem: name(&random), message: name(&random)) }
        let summary = AnalysisSummary(errors: random.int(0...9), warnings: random.int(0...9), modules: random.int(0...9), edges: random.int(0...9),
                                      referenceEdges: random.oneIn(2) ? 0 : random.int(1...9), files: random.int(0...Int.max))
        var document = GraphDocument(root: name(&random), configuration: optionalName(&random), summary: summary, modules: modules, edges: edges,
                                     layers: layers, diagnostics: diagnostics, unread: unread)
        document.accepted = (0..<random.int(0...3)).map { _ in AcceptedFinding(finding: diagnostic(&random), acceptance: acceptance(&random)) }
        return document
    }
}

@Suite("Graph JSON writer")
struct GraphJSONWriterTests {
    static func encoderBytes(_ document: GraphDocument) -> [UInt8] {
        Array(JSONOutput.encodedBytes(document)) + [0x0A]
    }

    @Test func seededDocumentsGiveTheEncodersBytes() {
        for iteration in 0..<600 {
            let document = RandomDocuments.document(seed: 0x6A50, iteration: iteration)
            let expected = Self.encoderBytes(document)
            #expect(document.jsonBytes == expected, "iteration \(iteration): \(String(decoding: document.jsonBytes, as: UTF8.self))")
            #expect(document.json == JSONOutput.encode(document), "iteration \(iteration)")
            if document.jsonBytes != expected { return }
        }
    }

    @Test func emptyDocumentsGiveTheEncodersBytes() {
        let empty = GraphDocument(root: "", modules: [], edges: [])
        #expect(empty.jsonBytes == Self.encoderBytes(empty))
        var withConfiguration = GraphDocument(root: "/", configuration: ".archrules", modules: [], edges: [])
        withConfiguration.accepted = [AcceptedFinding(finding: Diagnostic(ruleID: "r", severity: .error, message: "", location: nil),
                                                      acceptance: .baseline(file: "b.json"))]
        #expect(withConfiguration.jsonBytes == Self.encoderBytes(withConfiguration))
    }

    /// Chunks of any size join to the same bytes, so writing a file in pieces changes nothing,
    /// and small chunks are handed on before the document is all written.
    @Test func chunksJoinToTheWholeDocument() {
        let document = RandomDocuments.document(seed: 0xC4, iteration: 0, size: 60)
        let whole = document.jsonBytes
        for chunkSize in [1, 7, 100, 1 << 16] {
            var chunks: [[UInt8]] = []
            document.writeJSON(chunkSize: chunkSize) { chunks.append($0) }
            #expect(chunks.flatMap { $0 } == whole)
            #expect(chunks.dropLast().allSatisfy { $0.count >= chunkSize })
            if chunkSize < whole.count / 4 { #expect(chunks.count > 1, "chunk size \(chunkSize)") }
        }
    }

    @Test func dense5000ModuleGraphGivesTheEncodersBytes() {
        let document = DenseGraphs.document(modules: 1_000, degree: 6)
        #expect(document.jsonBytes == Self.encoderBytes(document))
    }

    @Test func numbersAtTheLimits() {
        for value in [0, 9, 10, -1, -10, Int.max, Int.min, 1_234_567] {
            var json = JSONBytes()
            json.int(value)
            #expect(String(decoding: json.bytes, as: UTF8.self) == String(value))
        }
    }

    /// A member named by a `CodingKey` is written as JSONEncoder writes that key, escapes and all.
    @Test func keysNamedByCodingKeysAreWrittenAsTheEncoderWritesThem() {
        struct Name: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        for name in ["version", "", "a\"b\\c/d", "\n\t\u{1}\u{7F}", "é😀\u{2028}"] {
            var json = JSONBytes()
            json.beginObject()
            json.key(Name(stringValue: name))
            json.int(1)
            json.endObject()
            #expect(json.bytes == Array(JSONOutput.encodedBytes([name: 1])), "\(name)")
        }
    }

    /// Writing graph JSON grows with the document, not faster.
    @Test(.slow) func writingGrowsLinearly() {
        let growth = Growth.measure(startingAt: 200, factor: 8, repeats: 2, maximumSize: 40_000,
                                    make: { RandomDocuments.document(seed: 0x11, iteration: 1, size: $0) },
                                    work: { document in document.writeJSON { _ in } })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}
