import ArchCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}

/// One walk of a repository's folders, for `FileDiscovery`. Folders are walked with a list of
/// folders still to enter rather than by recursion, so that however deep a tree is, the walk
/// does not run out of stack.
struct Walk {
    let realRoot: String
    let isExcluded: @Sendable (String) -> Bool
    private var visited: Set<FileIdentity> = []
    /// The project and workspace folders recorded, which are never entered.
    private var notedContainers: Set<FileIdentity> = []
    var result = DiscoveredFiles()
    /// Links met during the walk, followed once the real folders have been walked, so that a
    /// folder reached both directly and through a link is listed under its real path.
    var pendingLinks: [(path: String, relative: String, name: String)] = []
    /// Told of each manifest and source as it is recorded.
    var found: ((_ path: String, _ isManifest: Bool) -> Void)?
    /// How many files `found` has been told of.
    private(set) var reported = 0
    /// For each of `result.manifests` and `result.sources`, its place among the files reported.
    var reportedManifests: [Int] = []
    var reportedSources: [Int] = []

    init(realRoot: String, isExcluded: @escaping @Sendable (String) -> Bool) {
        self.realRoot = realRoot
        self.isExcluded = isExcluded
    }

    /// The longest path the system accepts, terminating zero included.
    private static let maximumPathBytes = Int(PATH_MAX)

    /// A folder being walked: its entries in walk order, and the next one to take.
    private struct Frame {
        var directory: String
        var relative: String
        var entries: [(name: String, type: EntryType)]
        var next = 0
    }

    /// Walks every folder below `directory` (itself included) that is not skipped.
    ///
    /// Each folder's entries are taken in byte order, a subfolder as if its name ended in `/`,
    /// and a subfolder is walked where it comes among them: so files are found in the byte
    /// order of their paths (`a-b.swift`, `a.swift`, `a/c.swift`), and the listing usually
    /// needs no sort afterwards (see `FileDiscovery.sorted`).
    mutating func walkTree(from directory: String, relative: String) {
        var frames: [Frame] = []
        if let frame = enter(directory: directory, relative: relative) { frames.append(frame) }
        while let last = frames.indices.last {
            // The folder's entries up to the next subfolder entered are taken in one go.
            let frame = frames[last]
            var index = frame.next
            var subfolder: Frame?
            while subfolder == nil, index < frame.entries.count {
                let entry = frame.entries[index]
                index += 1
                switch entry.type {
                case .directory:
                    let relativePath = Self.join(frame.relative, entry.name)
                    if shouldEnter(relativePath, name: entry.name) {
                        subfolder = enter(directory: frame.directory + "/" + entry.name, relative: relativePath)
                    } else {
                        noteContainer(frame.directory + "/" + entry.name, relativePath, name: entry.name)
                    }
                case .file:
                    guard Self.isSwiftFile(entry.name) else { continue }
                    // A file's absolute path is needed only for its length.
                    record(Self.join(frame.relative, entry.name), name: entry.name,
                           absolutePathLength: frame.directory.utf8.count + 1 + entry.name.utf8.count)
                case .link:
                    pendingLinks.append((frame.directory + "/" + entry.name, Self.join(frame.relative, entry.name), entry.name))
                case .other:
                    break
                }
            }
            if index < frame.entries.count {
                frames[last].next = index
            } else {
                frames.removeLast()
            }
            if let subfolder { frames.append(subfolder) }
        }
    }

    /// Lists one folder for the walk: its entries that are not hidden, in walk order; nil when
    /// it was entered before, cannot be listed, or is a scaffolding template.
    private mutating func enter(directory: String, relative: String) -> Frame? {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            reportUnlistable(relative, errno)
            return nil
        }
        guard visited.insert(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted,
              var entries = entries(of: directory, relative: relative) else { return nil }
        // A scaffolding template's files are placeholders for sources, not sources.
        if !relative.isEmpty, entries.contains(where: { $0.name == FileDiscovery.templateMarker && $0.type == .file }) { return nil }
        if !relative.isEmpty { result.folders.append(relative) }
        entries.removeAll { NeverScannedFolders.isHidden($0.name) }
        return Frame(directory: directory, relative: relative, entries: entries)
    }

    private static func join(_ relative: String, _ name: String) -> String {
        if relative.isEmpty { return name }
        // One allocation of the full length: `relative + "/" + name` made a String and then
        // grew it, two allocations and copies for every path of the repository.
        var joined = relative
        joined.reserveCapacity(relative.utf8.count + 1 + name.utf8.count)
        joined.append("/")
        joined.append(name)
        return joined
    }

    /// `name.hasSuffix(".swift")`, by bytes first: `hasSuffix` compares characters, which only
    /// a non-ASCII name can make differ from its bytes (a prepended mark joins the dot).
    static func isSwiftFile(_ name: String) -> Bool {
        let suffix: StaticString = ".swift"
        let matches = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            let length = suffix.utf8CodeUnitCount
            guard bytes.count >= length else { return false }
            guard memcmp(bytes.baseAddress! + (bytes.count - length), suffix.utf8Start, length) == 0 else { return false }
            // Every byte below 0x80: the characters are the bytes.
            return bytes.allSatisfy { $0 < 0x80 } ? true : nil
        }
        if let matches, let matches { return matches }
        return name.hasSuffix(".swift")
    }

    /// `Name.xcodeproj`.
    static func isProjectFolder(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") && name.utf8.count > ".xcodeproj".utf8.count
    }

    /// `Name.xcworkspace`.
    static func isWorkspaceFolder(_ name: String) -> Bool {
        name.hasSuffix(".xcworkspace") && name.utf8.count > ".xcworkspace".utf8.count
    }

    /// Records the project file of a project folder, or the contents file of a workspace
    /// folder, at `path` (root-relative `relativePath`) when the folder holds one and neither it
    /// nor the file is excluded. A folder reached again through a link is recorded once, under
    /// the path met first: real folders are walked before links.
    ///
    /// Whatever has the file's name is recorded, a folder, a FIFO or a link as well as a file,
    /// and never opened here: the reader refuses what is not a file, which the analysis then
    /// reports, rather than pass over a project in silence.
    private mutating func noteContainer(_ path: String, _ relativePath: String, name: String) {
        let isProject = Self.isProjectFolder(name)
        guard isProject || Self.isWorkspaceFolder(name), !excludes(relativePath) else { return }
        var info = stat()
        guard stat(path, &info) == 0, notedContainers.insert(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted,
              lstat(path + (isProject ? "/project.pbxproj" : "/contents.xcworkspacedata"), &info) == 0 else { return }
        let file = relativePath + (isProject ? "/project.pbxproj" : "/contents.xcworkspacedata")
        guard !excludes(file) else { return }
        if isProject { result.projects.append(file) } else { result.workspaces.append(file) }
    }

    private mutating func shouldEnter(_ relativePath: String, name: String) -> Bool {
        !NeverScannedFolders.names.contains(name) && !FileDiscovery.isNonSourceFolder(name) && !excludes(relativePath)
    }

    mutating func record(_ relativePath: String, name: String, absolutePathLength: Int) {
        // `visit` records only Swift files.
        guard !excludes(relativePath) else { return }
        guard absolutePathLength < Self.maximumPathBytes else {
            result.unreadable.append(UnreadablePath(relativePath, reason: "cannot read this file: its path is longer than the system allows"))
            return
        }
        if name == "Package.swift" {
            result.manifests.append(relativePath)
            reportedManifests.append(reported)
            reported += 1
            found?(relativePath, true)
        } else if !name.hasPrefix("Package@swift") {
            result.sources.append(relativePath)
            reportedSources.append(reported)
            reported += 1
            found?(relativePath, false)
        }
    }

    /// Asks `isExcluded` and records the paths it keeps out.
    private mutating func excludes(_ relativePath: String) -> Bool {
        guard isExcluded(relativePath) else { return false }
        result.excluded.append(relativePath)
        return true
    }

    mutating func followPendingLinks() {
        while !pendingLinks.isEmpty {
            let links = pendingLinks.sorted { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
            pendingLinks.removeAll()
            for link in links { followLink(link.path, link.relative, name: link.name) }
        }
    }

    /// A link inside the root is followed as what it points to. A link to a Swift file inside
    /// the root is a source of its own, at the link's path: SwiftPM compiles it in the target
    /// whose folder holds the link, as well as the file in its own. A link out of the root, or
    /// to anything but a folder or a regular file, is skipped.
    mutating func followLink(_ path: String, _ relativePath: String, name: String) {
        guard let target = ResolvedPath.real(path) else {
            let code = errno
            let reason: SkippedLink.Reason
            switch code {
            case ELOOP: reason = .loop
            case ENOENT, ENOTDIR: reason = .dangling
            default: reason = .unresolvable(String(cString: strerror(code)))
            }
            result.skippedLinks.append(SkippedLink(relativePath, reason))
            return
        }
        guard ResolvedPath.isInside(target, root: realRoot) else {
            result.skippedLinks.append(SkippedLink(relativePath, .outside))
            return
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFREG, Self.isSwiftFile(name) {
            record(relativePath, name: name, absolutePathLength: path.utf8.count)
            return
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { return }
        if shouldEnter(relativePath, name: name) {
            walkTree(from: target, relative: relativePath)
        } else if !NeverScannedFolders.names.contains(name) {
            noteContainer(target, relativePath, name: name)
        }
    }

    enum EntryType { case directory, file, link, other }

    /// The folder's entries in byte order, or nil when it cannot be listed, which is reported.
    /// Entries whose names are not UTF-8 are reported rather than listed: their names could not
    /// be written back to open them.
    private mutating func entries(of directory: String, relative: String) -> [(name: String, type: EntryType)]? {
        guard let stream = opendir(directory) else {
            reportUnlistable(relative, errno)
            return nil
        }
        defer { closedir(stream) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(stream) {
            // The name is read where it lies, without copying it into an array first.
            let listed: (name: String, type: EntryType)? = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let start = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                let bytes = UnsafeBufferPointer(start: start, count: strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count))
                if bytes.count == 1, bytes[0] == UInt8(ascii: ".") { return nil }
                if bytes.count == 2, bytes[0] == UInt8(ascii: "."), bytes[1] == UInt8(ascii: ".") { return nil }
                let name = String(decoding: bytes, as: UTF8.self)
                // The path is needed only when listing did not tell the type.
                let type = type(of: entry.pointee.d_type, path: { directory + "/" + name })
                guard UTF8Validation.firstInvalidOffset(bytes) == nil else {
                    // Only what archkit would have read matters: folders, links and Swift files.
                    if type == .directory || type == .link || name.hasSuffix(".swift") {
                        result.unreadable.append(UnreadablePath(Self.join(relative, name), reason: "cannot read this \(type == .directory ? "folder" : "file"): its name is not valid UTF-8"))
                    }
                    return nil
                }
                return (name, type)
            }
            if let listed { entries.append(listed) }
        }
        // Byte order, a folder's name as if it ended in "/", so that the walk is the same on
        // every machine and file system and finds files in the order of their paths.
        let keyed = entries.map { (key: $0.type == .directory ? $0.name + "/" : $0.name, entry: $0) }
        return keyed.sorted { ByteOrder.precedes($0.key, $1.key) }.map(\.entry)
    }

    private mutating func reportUnlistable(_ relative: String, _ code: Int32) {
        let reason = code == ENAMETOOLONG
            ? "cannot list this folder: its path is longer than the system allows"
            : "cannot list this folder: \(String(cString: strerror(code)))"
        result.unreadable.append(UnreadablePath(relative, reason: reason))
    }

    private func type(of entryType: UInt8, path: () -> String) -> EntryType {
        switch Int32(entryType) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            // Some file systems do not report types while listing.
            var info = stat()
            guard lstat(path(), &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }
}
