import Foundation

/// How archkit writes JSON documents: keys sorted, two-space indents, slashes as they are, so
/// that the same value always gives the same bytes.
public enum JSONOutput {
    public static func encode<Value: Encodable>(_ value: Value) -> String {
        String(decoding: encodedBytes(value), as: UTF8.self) + "\n"
    }

    /// The bytes `encode` writes, without the final newline: the reference `JSONBytes` writers
    /// are tested against.
    public static func encodedBytes<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values of strings, numbers and arrays cannot fail.
        return try! encoder.encode(value)
    }
}

/// JSON written straight as bytes, in exactly the layout `JSONOutput.encode` gives: `"key" : `
/// after two spaces per level, an empty array or object as its brackets around an empty line,
/// `"`, `\` and control characters escaped, everything else (`/`, non-ASCII) as it is.
/// A writer of a document states its keys already sorted; it can hand its bytes on in chunks
/// (`take`), so that a large document is never held whole.
public struct JSONBytes: Sendable {
    public private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has no member yet.
    private var empty = true
    private var outer: [Bool] = []

    public init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// A writer of elements of an array open `depth` levels deep, made apart from the
    /// document's writer (on another core, say) and put in place with `append(elements:)`.
    /// - Parameter continuing: whether elements come before them in the array.
    public init(elementsAt depth: Int, continuing: Bool, capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
        self.depth = depth
        empty = !continuing
    }

    /// How deep the writer is in the document: what `init(elementsAt:continuing:)` takes for
    /// elements of the array just begun.
    public var nesting: Int { depth }

    /// Elements of the open array written by a writer made with `init(elementsAt:continuing:)`.
    public mutating func append(elements writer: JSONBytes) {
        guard !writer.bytes.isEmpty else { return }
        bytes.append(contentsOf: writer.bytes)
        empty = false
    }

    /// The bytes written so far, leaving the writer empty but in place in the document.
    public mutating func take() -> [UInt8] {
        let taken = bytes
        bytes.removeAll(keepingCapacity: true)
        return taken
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the member that `key` names in a `Codable` encoding, escaped as a string is.
    public mutating func key(_ key: some CodingKey) {
        member()
        string(key.stringValue)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next element of an array.
    public mutating func element() { member() }

    public mutating func null() { bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) }

    public mutating func bool(_ value: Bool) {
        if value { bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65]) } else { bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65]) }
    }

    public mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    public mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { appendQuoted($0) }
    }

    public mutating func strings(_ values: [String]) {
        beginArray()
        for value in values {
            element()
            string(value)
        }
        endArray()
    }

    private mutating func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            start = index + 1
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        outer.append(empty)
        empty = true
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container is its brackets around an empty line, as the encoder writes it.
        if empty { bytes.append(0x0A) }
        newline()
        bytes.append(bracket)
        empty = outer.removeLast()
    }

    private mutating func member() {
        if !empty { bytes.append(UInt8(ascii: ",")) }
        empty = false
        newline()
    }

    private mutating func newline() {
        bytes.append(0x0A)
        // Copied from a run of spaces: appending a `repeatElement` went element by element.
        var count = depth * 2
        while count > 0 {
            let step = min(count, Self.spaces.count)
            Self.spaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<step])) }
            count -= step
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
