import ArchCore

/// Names that patterns are matched against (module names, or paths with every folder above
/// them), indexed so that many patterns cost little: a literal pattern is one look-up, and a
/// wildcard pattern is tried only on the names that start with its literal prefix.
struct NameIndex: Sendable {
    /// Without repeats, sorted by UTF-8 bytes, so that names sharing a prefix are adjacent.
    private let sorted: [String]
    private let members: Set<String>

    init<S: Sequence>(_ names: S) where S.Element == String {
        members = Set(names)
        sorted = members.sorted(by: Self.precedesInUTF8)
    }

    /// Each root-relative path and every folder above it: a path pattern that matches a folder
    /// covers the files below it, so the folders are names it can match too.
    static func paths(_ paths: [String]) -> NameIndex {
        var names = Set<String>()
        for path in paths {
            var current = Substring(path)
            // Once a folder is known, so are all the folders above it.
            while names.insert(String(current)).inserted, let slash = current.lastIndex(of: "/") {
                current = current[..<slash]
            }
        }
        return NameIndex(names)
    }

    var names: [String] { sorted }

    /// UTF-8 byte order, compared on the strings' contiguous storage: the generic
    /// `lexicographicallyPrecedes` over two `UTF8View`s decodes each byte through an index.
    static func precedesInUTF8(_ left: String, _ right: String) -> Bool {
        let ordered = left.utf8.withContiguousStorageIfAvailable { l in
            right.utf8.withContiguousStorageIfAvailable { r -> Bool in
                let common = min(l.count, r.count)
                var index = 0
                while index < common {
                    if l[index] != r[index] { return l[index] < r[index] }
                    index += 1
                }
                return l.count < r.count
            }
        }
        return (ordered ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
    }

    func contains(_ name: String) -> Bool {
        members.contains(name)
    }

    /// Whether the glob matches at least one of the names.
    func hasMatch(for glob: Glob) -> Bool {
        if glob.isLiteral { return members.contains(glob.pattern) }
        let prefix = Array(glob.literalPrefix.utf8)
        var index = firstIndex(notBefore: prefix)
        while index < sorted.count, sorted[index].utf8.starts(with: prefix) {
            if glob.matches(sorted[index]) { return true }
            index += 1
        }
        return false
    }

    /// The position of the first name that does not sort before `prefix`.
    private func firstIndex(notBefore prefix: [UInt8]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].utf8.lexicographicallyPrecedes(prefix) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
