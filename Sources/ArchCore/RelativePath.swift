#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Path arithmetic on root-relative, `/`-separated paths, done on strings so that results do
/// not depend on the file system or on where the repository lives.
public enum RelativePath {
    /// Joins `path` onto `base`; an absolute `path` replaces `base`.
    public static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return normalize(path) }
        if path.isEmpty { return normalize(base) }
        return normalize(base + "/" + path)
    }

    /// Removes `.` and empty components and resolves `..` where it can. A path that climbs
    /// above its start keeps its leading `..` components.
    public static func normalize(_ path: String) -> String {
        if isNormalASCII(path) { return path }
        return normalizedByComponents(path)
    }

    /// `normalize` without its fast path for paths that are already normal: component by
    /// component, the definition the fast path must agree with.
    static func normalizedByComponents(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if component == "..", isAbsolute {
                continue
            } else {
                parts.append(component)
            }
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }

    /// The folder part of `path` ("" for a top-level file).
    public static func directory(of path: String) -> String {
        String(split(path).directory)
    }

    /// The folder above `path`, or nil when `path` has no `/`. Unlike `directory(of:)`, a
    /// top-level name has no folder, while `/a` has the folder "".
    public static func parent(of path: String) -> String? {
        guard let slash = lastSlash(in: path) else { return nil }
        return String(path[..<slash])
    }

    /// For a version-specific manifest (`Pkg/Package@swift-5.9.swift`), the `Package.swift`
    /// beside it (`Pkg/Package.swift`), whose package SwiftPM may read from it instead; nil
    /// for any other path.
    public static func manifest(readInsteadOf path: String) -> String? {
        let name = lastComponent(of: path)
        guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
        return join(directory(of: path), "Package.swift")
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `path` cut at its last `/`: the folder part ("" for a top-level file) and the last
    /// component, without copying either.
    public static func split(_ path: String) -> (directory: Substring, name: Substring) {
        guard let slash = lastSlash(in: path) else { return ("", path[...]) }
        return (path[..<slash], path[path.index(after: slash)...])
    }

    /// The index of the last `/` character of `path`. The bytes are searched; only where
    /// non-ASCII bytes surround the last `/` byte are the characters searched, since only a
    /// non-ASCII character can join a `/` into a larger character (a combining mark after it,
    /// a prepended mark before it).
    private static func lastSlash(in path: String) -> String.Index? {
        let found: SlashSearch? = path.utf8.withContiguousStorageIfAvailable { bytes in
            var index = bytes.count - 1
            var isASCIIAfter = true
            while index >= 0, bytes[index] != UInt8(ascii: "/") {
                if bytes[index] >= 0x80 { isASCIIAfter = false }
                index -= 1
            }
            if index < 0 { return .absent }
            return isASCIIAfter && (index == 0 || bytes[index - 1] < 0x80) ? .at(index) : .unsure
        }
        switch found {
        case .absent?: return nil
        case .at(let offset)?: return path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        case .unsure?, nil: return path.lastIndex(of: "/")
        }
    }

    private enum SlashSearch {
        case absent, at(Int), unsure
    }

    /// Whether `string` and `substring` hold the same bytes (`==` compares characters, under
    /// which different bytes can be equal).
    public static func sameBytes(_ string: String, _ substring: Substring) -> Bool {
        guard string.utf8.count == substring.utf8.count else { return false }
        return substring.utf8.withContiguousStorageIfAvailable { sameBytes(string, $0) } ?? string.utf8.elementsEqual(substring.utf8)
    }

    /// Whether `string` holds exactly `bytes`.
    public static func sameBytes(_ string: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard string.utf8.count == bytes.count else { return false }
        // Compared in place by `memcmp`: copying them to reach their bytes, and comparing byte
        // by byte through the generic `elementsEqual`, cost more than the lookup it serves.
        return string.utf8.withContiguousStorageIfAvailable { left in
            left.isEmpty || memcmp(left.baseAddress!, bytes.baseAddress!, left.count) == 0
        } ?? string.utf8.elementsEqual(bytes)
    }

    /// Whether `normalize` would return the ASCII `path` unchanged: no empty, `.` or `..`
    /// component after an optional leading `/`. Most paths are already normal; checking the
    /// bytes spares splitting and joining them.
    private static func isNormalASCII(_ path: String) -> Bool {
        var componentLength = 0
        var dots = 0
        var isFirst = true
        for byte in path.utf8 {
            if byte >= 0x80 { return false }
            if byte == UInt8(ascii: "/") {
                if isFirst, componentLength == 0 {
                    isFirst = false
                    continue
                }
                if componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                componentLength = 0
                dots = 0
            } else {
                componentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            isFirst = false
        }
        // "" and "/" are normal; otherwise the last component must be a name.
        if componentLength == 0 { return path.utf8.count <= 1 }
        return !(componentLength == dots && dots <= 2)
    }

    /// Whether `path` is `folder` or lies below it. The empty folder contains everything.
    public static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == folder || (path.hasPrefix(folder) && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/"))
    }

    /// The deepest folder that holds every one of the relative `paths`; empty for none, or
    /// when they share no folder.
    public static func commonFolder(of paths: [String]) -> String {
        guard var common = paths.first.map({ directory(of: $0) }) else { return "" }
        for path in paths.dropFirst() {
            while !common.isEmpty, !isInside(path, folder: common) {
                common = directory(of: common)
            }
        }
        return common
    }

    /// `path` relative to the absolute `root`, or nil when it lies outside.
    public static func relative(_ absolutePath: String, toRoot root: String) -> String? {
        let normalizedPath = normalize(absolutePath)
        let normalizedRoot = normalize(root)
        if normalizedPath == normalizedRoot { return "" }
        let prefix = normalizedRoot.hasSuffix("/") ? normalizedRoot : normalizedRoot + "/"
        guard normalizedPath.hasPrefix(prefix) else { return nil }
        return String(normalizedPath.dropFirst(prefix.count))
    }
}
