/// A JSON document whose object keys keep the order they were written in, so that reports
/// read in a sensible order and are byte-for-byte reproducible.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered(pretty: false) == rhs.rendered(pretty: false)
    }

    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// The document as text, indented by two spaces when `pretty`, ending without a newline.
    /// Written as UTF-8 bytes into one buffer, which is far cheaper than growing a String.
    public func rendered(pretty: Bool = true) -> String {
        var output: [UInt8] = []
        write(to: &output, pretty: pretty, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value): output.append(contentsOf: String(value).utf8)
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let values):
            guard !values.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.writeLineBreak(indent: indent + 1, to: &output) }
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.writeLineBreak(indent: indent, to: &output) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.writeLineBreak(indent: indent + 1, to: &output) }
                Self.writeString(key, to: &output)
                output.append(contentsOf: (pretty ? ": " : ":").utf8)
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.writeLineBreak(indent: indent, to: &output) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func writeLineBreak(indent: Int, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// RFC 8259 string escaping; non-ASCII text is kept as UTF-8.
    private static func writeString(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Escapes are all ASCII, so the UTF-8 bytes can be copied as they are apart from them.
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): output.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): output.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): output.append(contentsOf: "\\t".utf8)
            case let control where control < 0x20:
                let hex = String(control, radix: 16)
                output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
