import ArchCore
import ArchTestSupport

/// Makes hostile inputs from good ones: repeated slices, deep nesting of every kind the
/// readers track, truncation, spliced and invalid bytes, other line endings, long names.
///
/// `amplification` bounds the counts of repetition and nesting (names get ten times more).
/// The default, 1,000, reaches far past the manifest reader's nesting limit while keeping a
/// run of 2,000 inputs near 15 s in a debug build; `ARCHKIT_FUZZ_AMPLIFICATION` raises it.
struct Mutator: Sendable {
    var amplification: Int
    /// No input grows past this many bytes, to keep each run's time bounded.
    var maximumSize = 150_000

    /// What was done, for the failure message.
    struct Result {
        var bytes: [UInt8]
        var steps: [String]
    }

    func mutate(_ seed: [UInt8], donor: [UInt8], using random: inout SplitMix64) -> Result {
        var bytes = seed
        var steps: [String] = []
        for _ in 0..<random.int(1...4) {
            steps.append(step(&bytes, donor: donor, using: &random))
            if bytes.count > maximumSize {
                bytes.removeSubrange(maximumSize...)
                steps.append("cut to \(maximumSize) bytes")
            }
        }
        return Result(bytes: bytes, steps: steps)
    }

    /// Openers and closers of the nestings the lexer, the scanner and the manifest reader track.
    private static let nestings: [(name: String, open: String, close: String)] = [
        ("brackets", "[", "]"),
        ("parentheses", "(", ")"),
        ("braces", "{", "}"),
        ("calls", "f(", ")"),
        ("interpolations", "\"\\(", ")\""),
        ("#if blocks", "#if A\n", "#endif\n"),
        ("#if with imports", "#if canImport(A)\nimport B\n", "#endif\n"),
        ("block comments", "/*", "*/"),
        ("member chains", ".a", ""),
    ]

    /// Runs that stress the lexer's scanning of operators, regexes, raw strings and names.
    private static let runs: [String] = ["#", "/[", "#/a", "\\", "\"", "`", "*", "**/", "*a", "?", "[!a]", "->", ".", ",", ";", "@", "$0", "\n"]

    private static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x00]]

    private func step(_ bytes: inout [UInt8], donor: [UInt8], using random: inout SplitMix64) -> String {
        let position = random.int(0...bytes.count)
        switch random.int(0...11) {
        case 0:
            let slice = Self.slice(of: bytes, using: &random)
            let count = random.amplified(upTo: amplification)
            bytes.insert(contentsOf: repeatElement(slice, count: count).joined(), at: position)
            return "repeated a \(slice.count)-byte slice \(count) times at \(position)"
        case 1, 2:
            let nesting = random.pick(Self.nestings)
            let depth = random.amplified(upTo: amplification)
            let closed = !random.oneIn(4)
            var inserted = Array(String(repeating: nesting.open, count: depth).utf8)
            if closed { inserted += Array(String(repeating: nesting.close, count: depth).utf8) }
            bytes.insert(contentsOf: inserted, at: position)
            return "nested \(depth) \(nesting.name)\(closed ? "" : ", unclosed,") at \(position)"
        case 3:
            bytes.removeSubrange(position...)
            return "truncated at \(position)"
        case 4:
            let count = random.int(1...16)
            bytes.insert(contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }, at: position)
            return "inserted \(count) random bytes at \(position)"
        case 5:
            let sequence = random.pick(Self.invalidUTF8)
            bytes.insert(contentsOf: sequence, at: position)
            return "inserted invalid UTF-8 \(sequence) at \(position)"
        case 6:
            let lineBreak: [UInt8] = random.oneIn(2) ? [0x0D, 0x0A] : [0x0D]
            bytes = bytes.flatMap { $0 == 0x0A ? lineBreak : [$0] }
            return "changed line breaks to \(lineBreak == [0x0D] ? "CR" : "CRLF")"
        case 7:
            let length = random.amplified(upTo: amplification * 10)
            bytes.insert(contentsOf: repeatElement(UInt8(ascii: "a"), count: length), at: position)
            return "inserted a \(length)-byte name at \(position)"
        case 8:
            let run = random.pick(Self.runs)
            let count = random.amplified(upTo: amplification)
            bytes.insert(contentsOf: Array(String(repeating: run, count: count).utf8), at: position)
            return "inserted \(count) × \(run.debugDescription) at \(position)"
        case 9:
            let slice = Self.slice(of: donor, using: &random)
            bytes.insert(contentsOf: slice, at: position)
            return "spliced \(slice.count) bytes of another input at \(position)"
        case 10:
            let slice = Self.range(in: bytes, using: &random)
            bytes.removeSubrange(slice)
            return "deleted \(slice)"
        default:
            guard !bytes.isEmpty else { return "nothing to flip" }
            let index = random.int(0...(bytes.count - 1))
            bytes[index] ^= UInt8(1) << UInt8(random.int(0...7))
            return "flipped a bit at \(index)"
        }
    }

    private static func range(in bytes: [UInt8], using random: inout SplitMix64) -> Range<Int> {
        let start = random.int(0...bytes.count)
        let end = min(bytes.count, start + random.int(0...200))
        return start..<end
    }

    private static func slice(of bytes: [UInt8], using random: inout SplitMix64) -> ArraySlice<UInt8> {
        bytes[range(in: bytes, using: &random)]
    }
}
