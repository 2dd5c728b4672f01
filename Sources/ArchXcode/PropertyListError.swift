import ArchCore

/// Why a `project.pbxproj` (an OpenStep property list) could not be read, and where.
public struct PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: String, Hashable, Sendable {
        case invalidUTF8 = "invalid-utf8"
        case unterminatedString = "unterminated-string"
        case unterminatedComment = "unterminated-comment"
        case unterminatedData = "unterminated-data"
        case invalidData = "invalid-data"
        case invalidEscape = "invalid-escape"
        case unexpectedCharacter = "unexpected-character"
        case missingSemicolon = "missing-semicolon"
        case equalsExpected = "equals-expected"
        case keyExpected = "key-expected"
        case valueExpected = "value-expected"
        case commaExpected = "comma-expected"
        case unexpectedEnd = "unexpected-end"
        case trailingContent = "trailing-content"
    }

    public var reason: Reason
    /// 1-based line and UTF-8 byte column of the offending byte (or of the end of the file).
    public var position: TextPosition
    public var message: String

    public init(_ reason: Reason, at position: TextPosition, _ message: String) {
        self.reason = reason
        self.position = position
        self.message = message
    }

    public var description: String { "\(position.line):\(position.column): \(message)" }
}
