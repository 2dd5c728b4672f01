import ArchCore

/// Names that patterns are matched against (module names, or paths with every folder above
/// them), indexed so that many patterns cost little: a literal pattern is one look-up, and a
/// wildcard pattern is tried only on the names that start with its literal prefix.
public struct NameIndex: Sendable {
    /// Without repeats, sorted by UTF-8 bytes, so that names sharing a prefix are adjacent.
    private let sorted: [String]
    private let members: Set<String>

    public init<S: Sequence>(_ names: S) where S.Element == String {
        members = Set(names)
        sorted = members.sorted(by: ByteOrder.precedes)
    }

    private init(members: Set<String>, sorted: [String]) {
        self.members = members
        self.sorted = sorted
    }

    /// Each root-relative path and every folder above it: a path pattern that matches a folder
    /// covers the files below it, so the folders are names it can match too.
    ///
    /// Discovery lists files in byte order already, so only the folders, far fewer, are
    /// sorted, and the two lists are merged: sorting every path of a large repository again
    /// cost more than the rest of the rule that asks.
    static func paths(_ paths: [String]) -> NameIndex {
        var members = Set<String>(minimumCapacity: paths.count + paths.count / 4)
        var files: [String] = []
        var folders: [String] = []
        files.reserveCapacity(paths.count)
        for path in paths where members.insert(path).inserted {
            files.append(path)
            // Once a folder is known, so are all the folders above it.
            var current = path
            while let folder = RelativePath.parent(of: current), members.insert(folder).inserted {
                folders.append(folder)
                current = folder
            }
        }
        if !zip(files, files.dropFirst()).allSatisfy({ ByteOrder.precedes($0, $1) }) { files.sort(by: ByteOrder.precedes) }
        folders.sort(by: ByteOrder.precedes)
        var sorted: [String] = []
        sorted.reserveCapacity(files.count + folders.count)
        var fileIndex = 0
        var folderIndex = 0
        while fileIndex < files.count, folderIndex < folders.count {
            if ByteOrder.precedes(folders[folderIndex], files[fileIndex]) {
                sorted.append(folders[folderIndex])
                folderIndex += 1
            } else {
                sorted.append(files[fileIndex])
                fileIndex += 1
            }
        }
        sorted += files[fileIndex...]
        sorted += folders[folderIndex...]
        return NameIndex(members: members, sorted: sorted)
    }

    public var names: [String] { sorted }

    public func contains(_ name: String) -> Bool {
        members.contains(name)
    }

    /// The names that start with the glob's literal prefix: every name it matches, and every
    /// path whose own name or a folder above it matches, is among them.
    ///
    /// A literal pattern compares as Swift strings do, so `Café` written precomposed matches a
    /// folder whose name a file system stored decomposed: bytes cannot narrow such a pattern
    /// unless it is ASCII, and then every name is a candidate. Wildcards compare scalars, which
    /// bytes narrow exactly.
    public func candidates(for glob: Glob) -> ArraySlice<String> {
        let prefix = Array(glob.literalPrefix.utf8)
        if glob.isLiteral, !prefix.allSatisfy({ $0 < 0x80 }) { return sorted[...] }
        let start = firstIndex(notBefore: prefix)
        // The names with the prefix come first from `start` on: the end is found by halving too.
        var low = start
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].utf8.starts(with: prefix) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return sorted[start..<low]
    }

    /// The names the glob matches, in byte order.
    public func matches(for glob: Glob) -> [String] {
        if glob.isLiteral { return members.contains(glob.pattern) ? [glob.pattern] : [] }
        return candidates(for: glob).filter(glob.matches)
    }

    /// Whether the glob matches at least one of the names.
    func hasMatch(for glob: Glob) -> Bool {
        if glob.isLiteral { return members.contains(glob.pattern) }
        return candidates(for: glob).contains(where: glob.matches)
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
