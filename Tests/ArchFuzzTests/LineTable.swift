/// The lines of an input as the readers count them (`\n`, `\r\n` and a lone `\r` each end a
/// line), to tell whether a reported place lies inside the input.
struct LineTable: Sendable {
    /// The length in bytes of each line, without its line break.
    private(set) var lengths: [Int] = []

    init(_ bytes: [UInt8]) {
        var length = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lengths.append(length)
                length = 0
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                length += 1
            }
            index += 1
        }
        lengths.append(length)
    }

    var lineCount: Int { lengths.count }

    /// Whether line and column (1-based, columns in bytes) lie inside the input; the column
    /// just past a line's end is inside, since an unclosed construct is reported there.
    func contains(line: Int, column: Int) -> Bool {
        guard line >= 1, line <= lengths.count else { return false }
        return column >= 1 && column <= lengths[line - 1] + 1
    }
}
