import ArchCore

/// Reads a baseline file as `Baseline.json` writes it, reporting the first mistake at its line
/// and column (in UTF-8 bytes), as compilers do.
///
/// It reads exactly the baseline's shape — an object of `version` and `findings`, each finding
/// an object of `rule`, `file` and `subject` — rather than any JSON, so nesting is fixed and a
/// hostile file cannot make it recurse. Keys may come in any order; unknown keys are refused,
/// so that a typo in a hand-edited file is not silently ignored.
struct BaselineReader {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
    }

    static func read(bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
        var reader = BaselineReader(bytes: bytes, file: file)
        if let offset = bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidOffset) {
            reader.move(to: offset)
            throw reader.error("this byte is not valid UTF-8")
        }
        return try reader.document()
    }

    // MARK: - The baseline's shape

    private mutating func document() throws(BaselineError) -> Baseline {
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty: expected a baseline written by 'archkit check --write-baseline'") }
        let start = position
        var version: Int?
        var entries: [Baseline.Entry]?
        try object { (reader: inout BaselineReader, key: String) throws(BaselineError) in
            switch key {
            case "version": version = try reader.integer()
            case "findings": entries = try reader.findings()
            default: throw reader.error("unknown key \"\(key.shortenedForMessage)\" (a baseline has \"version\" and \"findings\")")
            }
        }
        skipWhitespace()
        if index < bytes.count { throw error("unexpected text after the baseline's closing '}'") }
        guard let version else { throw BaselineError(location: start, message: "no \"version\": is this a baseline written by archkit?") }
        guard (Baseline.oldestReadVersion...Baseline.formatVersion).contains(version) else {
            throw BaselineError(location: start, message: "baseline version \(version); this archkit reads versions "
                                + "\(Baseline.oldestReadVersion) to \(Baseline.formatVersion)")
        }
        guard let entries else { throw BaselineError(location: start, message: "no \"findings\": is this a baseline written by archkit?") }
        return Baseline(entries: BaselineMigration.migrate(entries, from: version), readVersion: version)
    }

    private mutating func findings() throws(BaselineError) -> [Baseline.Entry] {
        var entries: [Baseline.Entry] = []
        try array { (reader: inout BaselineReader) throws(BaselineError) in
            entries.append(try reader.entry())
        }
        return entries
    }

    private mutating func entry() throws(BaselineError) -> Baseline.Entry {
        let start = position
        var rule: String?
        var file: String??
        var subject: [String]?
        try object { (reader: inout BaselineReader, key: String) throws(BaselineError) in
            switch key {
            case "rule": rule = try reader.string()
            case "file": file = .some(try reader.nullableString())
            case "subject":
                var words: [String] = []
                try reader.array { (reader: inout BaselineReader) throws(BaselineError) in words.append(try reader.string()) }
                subject = words
            default:
                throw reader.error("unknown key \"\(key.shortenedForMessage)\" (a finding has \"rule\", \"file\" and \"subject\")")
            }
        }
        guard let rule, let file, let subject else {
            let missing = [rule == nil ? "\"rule\"" : nil, file == nil ? "\"file\"" : nil, subject == nil ? "\"subject\"" : nil].compactMap { $0 }
            throw BaselineError(location: start, message: "this finding has no \(missing.joined(separator: " and "))")
        }
        return Baseline.Entry(identity: FindingIdentity(rule: rule, file: file, subject: subject), location: start)
    }

    // MARK: - JSON pieces

    /// `{ "key": value, ... }`, handing each value to `member`, which must read it.
    private mutating func object(_ member: (inout BaselineReader, String) throws(BaselineError) -> Void) throws(BaselineError) {
        try expect(UInt8(ascii: "{"), "'{'")
        skipWhitespace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        var seen = Set<String>()
        while true {
            skipWhitespace()
            let keyPosition = position
            guard peek == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let key = try string()
            guard seen.insert(key).inserted else {
                throw BaselineError(location: keyPosition, message: "the key \"\(key.shortenedForMessage)\" appears twice")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipWhitespace()
            try member(&self, key)
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    /// `[ value, ... ]`, handing each value to `element`, which must read it.
    private mutating func array(_ element: (inout BaselineReader) throws(BaselineError) -> Void) throws(BaselineError) {
        try expect(UInt8(ascii: "["), "'['")
        skipWhitespace()
        if peek == UInt8(ascii: "]") { index += 1; return }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    private mutating func integer() throws(BaselineError) -> Int {
        let start = index
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), index - start < 9 { index += 1 }
        guard index > start, let value = Int(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("expected a whole number")
        }
        return value
    }

    private mutating func nullableString() throws(BaselineError) -> String? {
        if bytes[index...].starts(with: Array("null".utf8)) {
            index += 4
            return nil
        }
        return try string()
    }

    /// A JSON string, escapes undone.
    private mutating func string() throws(BaselineError) -> String {
        guard peek == UInt8(ascii: "\"") else { throw error("expected a string in double quotes") }
        let opening = position
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ end: Int) { scalars.append(contentsOf: String(decoding: bytes[run..<end], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                scalars.append(try escape())
                run = index
            case 0x0A, 0x0D:
                throw BaselineError(location: opening, message: "this string is not closed on its line")
            case ..<0x20:
                throw error("a control character must be written as an escape in a JSON string")
            default:
                index += 1
            }
        }
        throw BaselineError(location: opening, message: "this string is not closed")
    }

    /// The escape at `index` (a backslash), as one scalar; moves past it.
    private mutating func escape() throws(BaselineError) -> Unicode.Scalar {
        guard index + 1 < bytes.count else { throw error("the file ends inside an escape") }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            index -= 2
            let high = try hexUnit()
            if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone surrogate is not a character") }
            return scalar
        default:
            index -= 2
            throw error("unknown escape '\\\(String(decoding: [letter], as: UTF8.self))'")
        }
    }

    /// `\uXXXX` at `index`; moves past it.
    private mutating func hexUnit() throws(BaselineError) -> UInt32 {
        guard index + 6 <= bytes.count, let value = UInt32(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16) else {
            throw error("expected four hexadecimal digits after '\\u'")
        }
        index += 6
        return value
    }

    // MARK: - Position

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private var position: SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(BaselineError) {
        guard peek == byte else {
            throw error(peek == nil ? "the file ends where \(what) was expected" : "expected \(what)")
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek {
            switch byte {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x20, 0x09, 0x0D:
                break
            default:
                return
            }
            index += 1
        }
    }

    /// Moves to `offset`, counting the lines passed, to report a place found by other means.
    private mutating func move(to offset: Int) {
        while index < offset {
            if bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
    }

    private func error(_ message: String) -> BaselineError {
        BaselineError(location: position, message: message)
    }
}
