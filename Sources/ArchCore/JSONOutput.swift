import Foundation

/// How archkit writes JSON documents: keys sorted, two-space indents, slashes as they are, so
/// that the same value always gives the same bytes.
public enum JSONOutput {
    public static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values of strings, numbers and arrays cannot fail.
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
