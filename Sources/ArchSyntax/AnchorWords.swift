/// The words a skim may stop at (`Words.classify` makes them an import, an access level, a
/// type declaration or `case`), as eight-byte words by length, so that a name is tested
/// against every anchor word of its length with one load and three comparisons.
///
/// Why: the skim asked `Words.classify` for every name of four to eleven bytes whose first
/// letter starts some anchor word (`self`, `func`, `init`, `static`, `true`, …), and its switch
/// on the length and the first byte mispredicted on them. Now only a name whose first eight
/// bytes match an anchor word goes on to `classify`, which stays the only judge: the table may
/// let a name through (`typealiasX`), never keep an anchor word out.
enum AnchorWords {
    /// The words, each at most three to a length: the spellings of the classes that
    /// `Words.classify` gives them.
    static let words = TypeDeclarationKind.allCases.map(\.rawValue) + Words.AccessLevelWord.allCases.map(\.rawValue)
        + ["import", Words.MemberKeyword.case.rawValue]

    /// The longest word; names longer than this are never anchors.
    static let longest = 11

    /// `case` as `WordScan.load` reads its four bytes: the one anchor word that is an anchor
    /// only when enum cases are recorded.
    static let caseWord: UInt64 = 0x6573_6163

    /// For each length `0...longest`, four words: the mask of a name's first `min(length, 8)`
    /// bytes, then the first eight bytes of up to three words of that length as `WordScan.load`
    /// reads them, zero where there are fewer (no name's bytes are all zero). One more entry,
    /// for every other length, matches no name: a full mask and no word. Kept as a pointer
    /// that lives as long as the process, as `ByteClass.pointer` is, and only read after it is
    /// made.
    nonisolated(unsafe) static let pointer: UnsafePointer<UInt64> = {
        let storage = UnsafeMutablePointer<UInt64>.allocate(capacity: (longest + 2) * 4)
        storage.initialize(repeating: 0, count: (longest + 2) * 4)
        storage[(longest + 1) * 4] = ~0
        for length in 0...longest {
            let kept = min(length, 8)
            storage[length * 4] = kept == 8 ? ~0 : (1 << (UInt64(kept) * 8)) - 1
        }
        for word in words {
            let bytes = Array(word.utf8)
            var value: UInt64 = 0
            for (index, byte) in bytes.prefix(8).enumerated() { value |= UInt64(byte) << (UInt64(index) * 8) }
            let slot = (1...3).first { storage[bytes.count * 4 + $0] == 0 }!
            storage[bytes.count * 4 + slot] = value
        }
        return UnsafePointer(storage)
    }()
}
