import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a plan all or nothing: every file through a temporary file renamed into place, so
/// an interrupted run leaves no half-written file, and everything undone if any step fails.
public struct ScaffoldWriter: Sendable {
    private let rootPath: String

    public init(rootPath: String) {
        self.rootPath = rootPath
    }

    public func write(_ plan: ScaffoldPlan) throws(ScaffoldRefusal) {
        try checkPaths(plan)
        var journal = Journal()
        do {
            for file in plan.files {
                try createFolders(for: file.path, journal: &journal)
                try create(file.path, with: file.contents)
                journal.createdFiles.append(file.path)
            }
            for edit in plan.manifestEdits {
                // Someone may have changed the manifest since it was read: never clobber that.
                guard FileManager.default.contents(atPath: absolute(edit.path)).map(Array.init) == edit.original else {
                    throw ScaffoldRefusal.other("\(edit.path) changed while archkit was working; run the command again")
                }
                try replace(edit.path, with: edit.edited)
                journal.editedManifests.append(edit)
            }
        } catch {
            undo(journal)
            if let refusal = error as? ScaffoldRefusal { throw refusal }
            throw .other("nothing was written: \(error)")
        }
    }

    /// Every path must lie inside the root once links are resolved, and every new file must
    /// not exist yet, not even as a dangling link.
    private func checkPaths(_ plan: ScaffoldPlan) throws(ScaffoldRefusal) {
        let realRoot = Self.realPath(rootPath) ?? rootPath
        var conflicts: [String] = []
        for path in plan.files.map(\.path) + plan.manifestEdits.map(\.path) {
            var ancestor = RelativePath.directory(of: path)
            while !ancestor.isEmpty, Self.realPath(absolute(ancestor)) == nil { ancestor = RelativePath.directory(of: ancestor) }
            let resolved = Self.realPath(absolute(ancestor)) ?? realRoot
            guard resolved == realRoot || resolved.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
                throw .unsafePath(path)
            }
        }
        for file in plan.files {
            var info = stat()
            if lstat(absolute(file.path), &info) == 0 { conflicts.append(file.path) }
        }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
    }

    private struct Journal {
        var createdFolders: [String] = []
        var createdFiles: [String] = []
        var editedManifests: [ScaffoldPlan.ManifestEdit] = []
    }

    private func createFolders(for path: String, journal: inout Journal) throws {
        var missing: [String] = []
        var folder = RelativePath.directory(of: path)
        while !folder.isEmpty, !FileManager.default.fileExists(atPath: absolute(folder)) {
            missing.append(folder)
            folder = RelativePath.directory(of: folder)
        }
        for folder in missing.reversed() {
            try FileManager.default.createDirectory(atPath: absolute(folder), withIntermediateDirectories: false)
            journal.createdFolders.append(folder)
        }
    }

    /// Writes beside the destination, then links it into place: `link` fails if the name is
    /// taken, so a file that appeared since the check is still never overwritten.
    private func create(_ path: String, with contents: [UInt8]) throws {
        let destination = absolute(path)
        let temporary = RelativePath.directory(of: destination) + "/.archkit-\(UUID().uuidString).tmp"
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        try Data(contents).write(to: URL(fileURLWithPath: temporary))
        guard link(temporary, destination) == 0 else {
            if errno == EEXIST { throw ScaffoldRefusal.conflicts([path]) }
            throw ScaffoldRefusal.other("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Writes beside the destination, then renames over it in one step.
    private func replace(_ path: String, with contents: [UInt8]) throws {
        let destination = absolute(path)
        let temporary = RelativePath.directory(of: destination) + "/.archkit-\(UUID().uuidString).tmp"
        do {
            try Data(contents).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, destination) == 0 else {
                throw ScaffoldRefusal.other("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    private func undo(_ journal: Journal) {
        for edit in journal.editedManifests.reversed() {
            try? replace(edit.path, with: edit.original)
        }
        for file in journal.createdFiles.reversed() {
            try? FileManager.default.removeItem(atPath: absolute(file))
        }
        for folder in journal.createdFolders.reversed() {
            try? FileManager.default.removeItem(atPath: absolute(folder))
        }
    }

    private func absolute(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
