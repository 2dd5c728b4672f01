import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a plan all or nothing, through a `ScaffoldTransaction`: staged out of sight, moved
/// into place at the end, and undone if any step fails.
public struct ScaffoldWriter: Sendable {
    private let rootPath: String

    public init(rootPath: String) {
        self.rootPath = rootPath
    }

    /// - Returns: what an interrupted earlier run had left and this one removed.
    @discardableResult
    public func write(_ plan: ScaffoldPlan) throws(ScaffoldRefusal) -> [String] {
        try Self.checkPaths(plan, rootPath: rootPath)
        let transaction = ScaffoldTransaction(rootPath: rootPath, plan: plan)
        try transaction.run()
        return transaction.removedLeftovers
    }

    /// Every path must lie inside the root once links are resolved, and every new file must
    /// not exist yet, not even as a dangling link.
    static func checkPaths(_ plan: ScaffoldPlan, rootPath: String) throws(ScaffoldRefusal) {
        func absolute(_ path: String) -> String { path.isEmpty ? rootPath : rootPath + "/" + path }
        let realRoot = realPath(rootPath) ?? rootPath
        for path in plan.files.map(\.path) + plan.manifestEdits.map(\.path) {
            var ancestor = RelativePath.directory(of: path)
            while !ancestor.isEmpty, realPath(absolute(ancestor)) == nil { ancestor = RelativePath.directory(of: ancestor) }
            let resolved = realPath(absolute(ancestor)) ?? realRoot
            guard resolved == realRoot || resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
                throw .unsafePath(path)
            }
        }
        let conflicts = plan.files.map(\.path).filter { path in
            var info = stat()
            return lstat(absolute(path), &info) == 0
        }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
