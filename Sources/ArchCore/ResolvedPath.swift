#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as the file system resolves them, links followed: what decides whether something
/// archkit reads or writes really lies inside the repository.
public enum ResolvedPath {
    /// The absolute path with every link resolved, or nil (with `errno` set) when some part of
    /// it is missing, loops or cannot be searched.
    public static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved path `path` is the resolved folder `root` or lies below it.
    public static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
