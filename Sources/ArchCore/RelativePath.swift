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
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `path` is `folder` or lies below it. The empty folder contains everything.
    public static func isInside(_ path: String, folder: String) -> Bool {
        if folder.isEmpty { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path == folder || (path.hasPrefix(folder) && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)] == UInt8(ascii: "/"))
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
