/// A position in a file of the analysed repository.
///
/// `file` is relative to the analysis root so that output does not depend on where the
/// repository is checked out. `line` and `column` are 1-based; columns count UTF-8 bytes,
/// as compilers and editors do.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
