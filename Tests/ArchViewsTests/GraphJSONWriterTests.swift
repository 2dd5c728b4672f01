import ArchCore
import ArchModuleGraph
import ArchTestSupport
import Foundation
import Testing
@testable import ArchViews

@Suite("Graph JSON writer")
struct GraphJSONWriterTests {
    static func encoderBytes(_ document: GraphDocument) -> [UInt8] {
        Array(JSONOutput.encodedBytes(document)) + [0x0A]
    }

    @Test func seededDocumentsGiveTheEncodersBytes() {
        for iteration in 0..<SlowSuites.choose(quick: 200, full: 600) {
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
}
