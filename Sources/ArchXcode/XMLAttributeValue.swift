/// The value of an XML attribute as a conforming parser gives it (XML 1.0, 3.3.3): line ends
/// and literal tabs, line feeds and carriage returns become spaces, and references are replaced
/// by what they stand for: the five predefined entities (`&amp;` `&lt;` `&gt;` `&quot;`
/// `&apos;`) and character references (`&#10;`, `&#x41;`), whose characters are kept as they
/// are, a line feed included.
///
/// A reference that is not well-formed (an unknown entity, a code point that is no XML
/// character, no `;`) is left as written: such a file is not XML, Xcode cannot open it, and the
/// location then names no project, which the workspace check reports with the text it found.
enum XMLAttributeValue {
    static func decode(_ raw: Substring) -> String {
        let scalars = raw.unicodeScalars
        // Most locations hold neither references nor whitespace other than spaces.
        guard scalars.contains(where: { $0 == "&" || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else { return String(raw) }
        var decoded = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            switch scalar {
            case "\r":
                // `\r\n` is one line end, so one space.
                if index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
                decoded.append(" ")
            case "\t", "\n":
                decoded.append(" ")
            case "&":
                if let (replacement, end) = reference(in: scalars, after: index) {
                    decoded.append(replacement)
                    index = end
                } else {
                    decoded.append(scalar)
                }
            default:
                decoded.append(scalar)
            }
        }
        return String(decoded)
    }

    /// The character a reference stands for, and where its `;` ends, for the reference whose
    /// `&` comes just before `start`; nil when it is not well-formed.
    private static func reference(in scalars: Substring.UnicodeScalarView, after start: Substring.UnicodeScalarView.Index)
        -> (Unicode.Scalar, Substring.UnicodeScalarView.Index)? {
        // Only letters, digits and `#` can come before the `;`: the scan stops at the next
        // `&` at the latest, so all the scans of one value cost its length once.
        var end = start
        while end < scalars.endIndex, scalars[end] == "#" || ("a"..."z").contains(scalars[end]) || ("A"..."Z").contains(scalars[end])
                || ("0"..."9").contains(scalars[end]) {
            end = scalars.index(after: end)
        }
        guard end < scalars.endIndex, scalars[end] == ";" else { return nil }
        let name = String(scalars[start..<end])
        let after = scalars.index(after: end)
        switch name {
        case "amp": return ("&", after)
        case "lt": return ("<", after)
        case "gt": return (">", after)
        case "quot": return ("\"", after)
        case "apos": return ("'", after)
        default: break
        }
        let digits: Substring, radix: Int
        if name.hasPrefix("#x") {
            (digits, radix) = (name.dropFirst(2), 16)
        } else if name.hasPrefix("#") {
            (digits, radix) = (name.dropFirst(), 10)
        } else {
            return nil
        }
        // The scan let no sign through, which `UInt32(_:radix:)` would take; a number too large
        // for it is no character either.
        guard let value = UInt32(digits, radix: radix), isXMLCharacter(value), let character = Unicode.Scalar(value) else { return nil }
        return (character, after)
    }

    /// `Char` of XML 1.0 (2.2): what a character reference may stand for.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
