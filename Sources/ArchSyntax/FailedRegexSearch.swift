/// What a search for the end of a `#/…/#` literal learnt when it reached the end of the file
/// without finding one.
///
/// A search from any later slash visits the same bytes as this one from that slash on: a
/// backslash skips one byte, and so every search that passes a slash, by reading it or by
/// skipping it, lands on the byte after it. A later search can therefore only succeed if a
/// closing candidate, `/` followed by at least as many pounds as it needs, follows its slash,
/// and this record tells that in constant time, so unclosed `#/` cost one pass in all.
struct FailedExtendedRegexSearch: Sendable {
    /// The slash the search started after.
    let slash: Int
    /// The closing candidates the search passed that have more pounds than every later one:
    /// ordered by position, with falling pound counts, so that the first one after a slash
    /// has the most pounds of all that follow it.
    private var closers: [(position: Int, pounds: Int)] = []
    /// How many of `closers` lie before the last slash asked about.
    private var passed = 0

    init(slash: Int) {
        self.slash = slash
    }

    mutating func record(closerAt position: Int, pounds: Int) {
        while let last = closers.last, last.pounds <= pounds { closers.removeLast() }
        closers.append((position, pounds))
    }

    /// Whether a candidate with at least `hashes` pounds follows `slash`. Slashes must be asked
    /// about in increasing order, as the lexer meets them.
    mutating func hasCloser(after slash: Int, withAtLeast hashes: Int) -> Bool {
        while passed < closers.count, closers[passed].position <= slash { passed += 1 }
        return passed < closers.count && closers[passed].pounds >= hashes
    }
}

/// A search for the end of a bare `/…/` literal that reached the end of its line, replayed as
/// the lexer meets later slashes on that line.
///
/// As with `FailedExtendedRegexSearch`, a later search visits the same bytes from its slash
/// on; the one difference is that it starts outside a `[…]` class, where the failed search may
/// have been inside one. If it was not, the later search fails too. If it was, the two agree
/// again at the next `[` or `]`, so only the stretch up to there needs a search of its own.
struct FailedBareRegexSearch: Sendable {
    /// Where the search stopped: the line break or the end of the file.
    let stop: Int
    /// How far the search has been replayed, and whether it is inside a class there.
    private(set) var position: Int
    private(set) var inClass = false
    /// A search that starts outside a class before this offset fails: an earlier such search
    /// failed at this bracket and passed all slashes before it.
    var failsOutsideClassBefore = 0

    init(start: Int, stop: Int) {
        self.position = start
        self.stop = stop
    }

    /// Replays the search past `slash`, where it lands on the byte after it.
    mutating func replay(through slash: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        while position <= slash {
            switch bytes[position] {
            case .backslash:
                position += 2
                continue
            case .openBracket:
                inClass = true
            case .closeBracket:
                inClass = false
            default:
                break
            }
            position += 1
        }
    }
}
