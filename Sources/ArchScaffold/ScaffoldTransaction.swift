import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One `archkit new` on disk, all or nothing. The whole tree is written into hidden staging
/// folders (`.archkit-staging-<id>`) beside where it goes, so that the only visible changes
/// are a few renames at the end, on the same file system. Until those are done, and if
/// anything fails, `rollBack()` leaves the repository as it was.
///
/// A class, because `rollBack()` is meant to be called from elsewhere — a signal's cleanup —
/// while `run()` is in progress: every step and the rollback take the same lock, so a
/// rollback waits for the step in flight and no step runs after it.
public final class ScaffoldTransaction: @unchecked Sendable {
    static let stagingPrefix = ".archkit-staging-"

    public let plan: ScaffoldPlan
    private let rootPath: String
    private let runID = UUID().uuidString
    private let state = NSLock()
    private var journal = Journal()
    /// Called after the new tree is in place and before manifests are edited; tests use it to
    /// act at the one moment where a rollback has something visible to undo.
    var afterMovingFiles: @Sendable () -> Void = {}

    /// What an interrupted earlier run left and this one removed, root-relative; empty until
    /// `run()` has taken the lock.
    public private(set) var removedLeftovers: [String] = []

    private struct Journal {
        var lock: ScaffoldLock?
        var stagingFolders: [String] = []
        /// Top-level entries renamed into place, root-relative.
        var moved: [String] = []
        var editedManifests: [ScaffoldPlan.ManifestEdit] = []
        /// The identity of every file written, so that undo never removes a file someone
        /// put in its place meanwhile.
        var writtenFiles: [String: FileIdentity] = [:]
        var finished = false
        var rolledBack = false
    }

    public init(rootPath: String, plan: ScaffoldPlan) {
        self.rootPath = rootPath
        self.plan = plan
    }

    /// Writes the plan, or throws having written nothing.
    public func run() throws(ScaffoldRefusal) {
        do throws(ScaffoldRefusal) {
            // Waited for outside the step lock, so that a rollback meanwhile is never kept waiting.
            let lock = try ScaffoldLock.acquire(root: rootPath)
            var kept = false
            do throws(ScaffoldRefusal) {
                try step { journal in
                    journal.lock = lock
                    kept = true
                    removedLeftovers = lock.leftovers.filter(isLeftoverFolder)
                    for folder in removedLeftovers { try? FileManager.default.removeItem(atPath: absolute(folder)) }
                }
            } catch {
                if !kept { lock.release() }
                throw error
            }
            // Checked again under the lock: a run that finished meanwhile is seen here.
            try Self.checkPaths(plan, rootPath: rootPath)
            let layout = StagingLayout(plan: plan, runID: runID, exists: exists)
            try step { journal in
                try journal.lock?.record(layout.stagingFolders)
                for folder in layout.stagingFolders {
                    guard mkdir(absolute(folder), 0o777) == 0 else { throw ScaffoldRefusal.file(FileProblem("create the folder", folder, code: errno)) }
                    journal.stagingFolders.append(folder)
                }
            }
            for file in plan.files {
                try step { journal in
                    journal.writtenFiles[file.path] = try createFile(layout.stagedPath(of: file.path), contents: file.contents, display: file.path)
                }
            }
            for edit in plan.manifestEdits {
                try step { _ in try stageManifest(edit, at: layout.stagedManifest(edit.path)) }
            }
            for entry in layout.topEntries {
                try step { journal in
                    try moveIntoPlace(layout.stagedPath(of: entry), to: entry)
                    journal.moved.append(entry)
                }
            }
            afterMovingFiles()
            for edit in plan.manifestEdits {
                try step { journal in
                    // Someone may have changed the manifest since it was read: never clobber that.
                    guard FileManager.default.contents(atPath: absolute(edit.path)).map(Array.init) == edit.original else {
                        throw ScaffoldRefusal.other("\(edit.path) changed while archkit was working; run the command again")
                    }
                    guard rename(absolute(layout.stagedManifest(edit.path)), absolute(edit.path)) == 0 else {
                        throw ScaffoldRefusal.file(FileProblem("write", edit.path, code: errno))
                    }
                    journal.editedManifests.append(edit)
                }
            }
            try step { journal in
                for folder in journal.stagingFolders.reversed() { try? FileManager.default.removeItem(atPath: absolute(folder)) }
                journal.lock?.release()
                journal = Journal(finished: true)
            }
        } catch {
            rollBack()
            throw error
        }
    }

    /// Undoes everything this run did and is still undoable: removes its staging folders,
    /// the files it moved into place and the folders it created when they are empty, and
    /// restores manifests it edited unless someone changed them since. Safe to call at any
    /// time, from any thread, more than once; after a completed run it does nothing.
    public func rollBack() {
        state.lock()
        defer { state.unlock() }
        guard !journal.finished, !journal.rolledBack else { return }
        journal.rolledBack = true
        for edit in journal.editedManifests.reversed() {
            guard FileManager.default.contents(atPath: absolute(edit.path)).map(Array.init) == edit.edited else { continue }
            let restore = RelativePath.join(RelativePath.directory(of: edit.path), "\(Self.stagingPrefix)\(runID).restore")
            if (try? createFile(restore, contents: edit.original, display: edit.path, mode: Self.mode(of: absolute(edit.path)))) != nil {
                rename(absolute(restore), absolute(edit.path))
            }
        }
        let written = Set(plan.files.map(\.path))
        for entry in journal.moved.reversed() {
            // Only the files this run wrote, then its folders deepest first, each only if empty:
            // whatever someone else put there meanwhile stays, and so do its folders.
            let files = written.filter { $0 == entry || $0.hasPrefix(entry + "/") }
            for file in files.sorted() where FileIdentity(absolute(file)) == journal.writtenFiles[file] { unlink(absolute(file)) }
            var folders = Set<String>()
            for file in files {
                var folder = RelativePath.directory(of: file)
                while folder == entry || folder.hasPrefix(entry + "/") {
                    folders.insert(folder)
                    folder = RelativePath.directory(of: folder)
                }
            }
            for folder in folders.sorted(by: { $0.count > $1.count }) { rmdir(absolute(folder)) }
        }
        // Staging folders hold nothing but this run's files.
        for folder in journal.stagingFolders.reversed() { try? FileManager.default.removeItem(atPath: absolute(folder)) }
        journal.lock?.release()
        journal.lock = nil
    }

    /// Runs one step under the lock, unless a rollback has happened.
    private func step(_ body: (inout Journal) throws -> Void) throws(ScaffoldRefusal) {
        state.lock()
        defer { state.unlock() }
        guard !journal.rolledBack else { throw .other("interrupted; nothing was written") }
        do {
            try body(&journal)
        } catch let refusal as ScaffoldRefusal {
            throw refusal
        } catch let problem as FileProblem {
            throw .file(problem)
        } catch {
            throw .other("\(error)")
        }
    }

    // MARK: - File system

    @discardableResult
    private func createFile(_ path: String, contents: [UInt8], display: String, mode: mode_t = 0o666) throws(ScaffoldRefusal) -> FileIdentity? {
        try createFolders(RelativePath.directory(of: path), display: display)
        let descriptor = open(absolute(path), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .file(FileProblem("write", display, code: errno)) }
        defer { close(descriptor) }
        do {
            try OutputFile.writeAll(contents, to: descriptor, display: display)
        } catch {
            throw .file(error)
        }
        if mode != 0o666 { fchmod(descriptor, mode) }
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileIdentity(info) : nil
    }

    /// Creates the missing folders of `folder`; only ever called inside a staging folder.
    private func createFolders(_ folder: String, display: String) throws(ScaffoldRefusal) {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, !exists(current) {
            missing.append(current)
            current = RelativePath.directory(of: current)
        }
        for folder in missing.reversed() where mkdir(absolute(folder), 0o777) != 0 && errno != EEXIST {
            throw .file(FileProblem("create the folder for", display, code: errno))
        }
    }

    /// The edited manifest, beside the original and with its mode, ready to be renamed over it.
    private func stageManifest(_ edit: ScaffoldPlan.ManifestEdit, at staged: String) throws(ScaffoldRefusal) {
        try createFile(staged, contents: edit.edited, display: edit.path, mode: Self.mode(of: absolute(edit.path)))
    }

    /// Renames without replacing: a file is linked (which fails if the name is taken) then
    /// unlinked; a folder is renamed, which fails over anything but an empty folder.
    private func moveIntoPlace(_ staged: String, to destination: String) throws(ScaffoldRefusal) {
        var info = stat()
        guard lstat(absolute(staged), &info) == 0 else { throw .file(FileProblem("write", destination, code: errno)) }
        if UInt32(info.st_mode) & 0o170000 == 0o040000 {
            guard !exists(destination) else { throw .conflicts([destination]) }
            guard rename(absolute(staged), absolute(destination)) == 0 else {
                throw errno == ENOTEMPTY || errno == EEXIST ? .conflicts([destination]) : .file(FileProblem("write", destination, code: errno))
            }
        } else {
            guard link(absolute(staged), absolute(destination)) == 0 else {
                throw errno == EEXIST ? .conflicts([destination]) : .file(FileProblem("write", destination, code: errno))
            }
            unlink(absolute(staged))
        }
    }

    private static func mode(of path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? mode_t(info.st_mode & 0o7777) : 0o666
    }

    /// Whether a recorded staging folder is one to remove: a folder, not a link, in a folder
    /// that lies inside the root once links are resolved. The record is a file of the
    /// repository, and a committed link (`Sources` to a folder elsewhere) must not lead the
    /// removal out of it.
    private func isLeftoverFolder(_ path: String) -> Bool {
        var info = stat()
        guard lstat(absolute(path), &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let parent = ResolvedPath.real(absolute(RelativePath.directory(of: path))),
              let root = ResolvedPath.real(rootPath) else { return false }
        return ResolvedPath.isInside(parent, root: root)
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(absolute(path), &info) == 0
    }

    private func absolute(_ path: String) -> String {
        path.isEmpty ? rootPath : rootPath + "/" + path
    }
}

/// Which file a path names, whichever name it has: its device and inode, which a rename or a
/// link keeps. Size and modification time come too, because a file deleted and written again
/// at once often gets the very inode number that was just freed.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }

    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}

/// Where each planned file is staged: every path's first missing component (a new folder, or
/// the file itself) is a top entry, staged in a hidden folder of the existing folder above it.
struct StagingLayout {
    /// Root-relative staging folders, one per folder that receives new entries or an edit.
    let stagingFolders: [String]
    /// Root-relative entries renamed into place at the end, in order.
    let topEntries: [String]
    private let stagingByParent: [String: String]
    private let topEntrySet: Set<String>

    init(plan: ScaffoldPlan, runID: String, exists: (String) -> Bool) {
        var tops: [String] = []
        var seen = Set<String>()
        for file in plan.files {
            var top = file.path
            var parent = RelativePath.directory(of: top)
            while !parent.isEmpty, !exists(parent) {
                top = parent
                parent = RelativePath.directory(of: parent)
            }
            if seen.insert(top).inserted { tops.append(top) }
        }
        let parents = tops.map(RelativePath.directory(of:)) + plan.manifestEdits.map { RelativePath.directory(of: $0.path) }
        var staging: [String: String] = [:]
        for parent in parents where staging[parent] == nil {
            staging[parent] = RelativePath.join(parent, ScaffoldTransaction.stagingPrefix + runID)
        }
        stagingByParent = staging
        stagingFolders = staging.values.sorted()
        topEntries = tops.sorted()
        topEntrySet = seen
    }

    /// Where `path`, root-relative and below one of the top entries, is written first.
    func stagedPath(of path: String) -> String {
        var top = path
        while !topEntrySet.contains(top) { top = RelativePath.directory(of: top) }
        let inside = String(path.dropFirst(top.count))
        return stagingByParent[RelativePath.directory(of: top)]! + "/" + RelativePath.lastComponent(of: top) + inside
    }

    func stagedManifest(_ path: String) -> String {
        stagingByParent[RelativePath.directory(of: path)]! + "/" + RelativePath.lastComponent(of: path) + ".edited"
    }
}

extension ScaffoldTransaction {
    /// Every path must lie inside the root once links are resolved, and every new file must
    /// not exist yet, not even as a dangling link. A manifest to edit must not be a link: the
    /// edit is renamed over its name, which would replace the link and leave what it points to
    /// as it was.
    static func checkPaths(_ plan: ScaffoldPlan, rootPath: String) throws(ScaffoldRefusal) {
        func absolute(_ path: String) -> String { path.isEmpty ? rootPath : rootPath + "/" + path }
        for edit in plan.manifestEdits {
            var info = stat()
            if lstat(absolute(edit.path), &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                throw .other("\(edit.path) is a symbolic link, and archkit edits manifests only where they are; nothing was written")
            }
        }
        let realRoot = ResolvedPath.real(rootPath) ?? rootPath
        for path in plan.files.map(\.path) + plan.manifestEdits.map(\.path) {
            var ancestor = RelativePath.directory(of: path)
            while !ancestor.isEmpty, ResolvedPath.real(absolute(ancestor)) == nil { ancestor = RelativePath.directory(of: ancestor) }
            let resolved = ResolvedPath.real(absolute(ancestor)) ?? realRoot
            guard ResolvedPath.isInside(resolved, root: realRoot) else {
                throw .unsafePath(path)
            }
        }
        let conflicts = plan.files.map(\.path).filter { path in
            var info = stat()
            return lstat(absolute(path), &info) == 0
        }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
    }
}
