/// How messages quote input that may be arbitrarily long: a keyword, token or path megabytes
/// long must not come back whole.
extension String {
    /// The most of a piece of input that a message quotes, in Unicode scalars.
    public static let messageQuoteLimit = 80

    /// The text cut to about 80 characters, with an ellipsis where it was cut, for quoting input
    /// in a message.
    public var shortenedForMessage: String {
        let scalars = unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: Self.messageQuoteLimit, limitedBy: scalars.endIndex),
              end != scalars.endIndex else { return self }
        let kept = scalars.index(scalars.startIndex, offsetBy: Self.messageQuoteLimit - 1)
        return String(scalars[..<kept]) + "…"
    }

    /// At most `limit` characters: long text keeps its start and its end, which name the
    /// place and the file, with an ellipsis between them.
    public func elidingMiddle(limit: Int = 80) -> String {
        guard count > limit, limit > 1 else { return self }
        let tail = (limit - 1) / 2
        let head = limit - 1 - tail
        return String(prefix(head)) + "…" + String(suffix(tail))
    }
}
