/// SVG and HTML written as UTF-8 bytes into one buffer: the one place that knows how markup
/// escapes text and writes numbers (`Markup` returns the same as strings).
struct MarkupBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    /// The text as it is: markup, or text known to need no escaping.
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Bytes already written elsewhere, such as a part of a page made on another core.
    mutating func append(_ part: [UInt8]) {
        bytes.append(contentsOf: part)
    }

    /// The text escaped for content and quoted attribute values (see `Markup.escape`). Escaping
    /// works scalar by scalar, so escaping the parts of a text one after the other gives the
    /// escaped whole.
    mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: String, _ value: String) {
        bytes.append(UInt8(ascii: " "))
        raw(name)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
        escaped(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A coordinate with at most one decimal, without locale or exponent: `12`, `12.5`, `-0.5`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        let tenths = Int((value * 10).rounded())
        if tenths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(tenths)
        int(magnitude / 10)
        if magnitude % 10 != 0 {
            bytes.append(UInt8(ascii: "."))
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
        }
    }

    /// Decimal digits, as `String(value)` writes them.
    mutating func int(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
            magnitude %= divisor
            divisor /= 10
        }
    }

    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let replacement: StaticString
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
                continue
            case 0..<0x20: replacement = "\u{FFFD}"
            // U+FFFE and U+FFFF, which XML forbids: EF BF BE and EF BF BF.
            case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default:
                index += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
            index += length
            start = index
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
}
