import ArchCore
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a repository that archkit reads, as root-relative paths in sorted order.
public struct DiscoveredFiles: Sendable, Equatable {
    /// Every `Package.swift`.
    public var manifests: [String]
    /// Every other `.swift` file, outside folders that hold none (`Docs.docc/`, `.xcassets`).
    /// Version-specific manifests (`Package@swift-5.9.swift`) are neither: SwiftPM reads them
    /// instead of `Package.swift`, so they are not sources.
    public var sources: [String]
    /// Symbolic links that were not followed because they lead outside the root or nowhere.
    public var skippedLinks: [String]
    /// Folders not entered and Swift files not listed because `isExcluded` said so: what the
    /// configuration's excludes kept out, so that an exclude that kept nothing out can be told.
    public var excluded: [String]

    public init(manifests: [String] = [], sources: [String] = [], skippedLinks: [String] = [], excluded: [String] = []) {
        self.manifests = manifests
        self.sources = sources
        self.skippedLinks = skippedLinks
        self.excluded = excluded
    }
}

public enum DiscoveryError: Error, Equatable, CustomStringConvertible {
    case rootNotFound(String)
    case rootNotADirectory(String)

    public var description: String {
        switch self {
        case .rootNotFound(let path): return "no such folder: \(path)"
        case .rootNotADirectory(let path): return "not a folder: \(path)"
        }
    }
}

/// Walks a repository for Swift files.
///
/// It skips build products and dependency checkouts, and the paths the configuration excludes.
/// Symbolic links are followed only when they resolve inside the root, and every folder is
/// entered once, so link cycles cannot loop.
public struct FileDiscovery: Sendable {
    /// Extensions of folders whose Swift files nothing compiles, so they are not sources: the
    /// folders SwiftPM never enters (projects, workspaces, playgrounds) and those it treats as
    /// one resource from tools version 5.6 on (TargetSourcesBuilder's opaque directories: the
    /// documentation catalogue and the Xcode resource types). Xcode does not compile them either.
    /// Any other folder is entered, whatever its name: `Foo.bar/` and `My.bundle/` hold sources.
    ///
    /// They are dropped here rather than by target ownership because a file no target owns still
    /// counts as the repository's code (banned names, folder modules).
    public static let nonSourceFolderExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "playground",
        "docc", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal", "nib", "xib", "storyboard",
    ]

    /// Whether a folder of this name holds no sources (see `nonSourceFolderExtensions`).
    public static func isNonSourceFolder(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return nonSourceFolderExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// The file that makes a folder a scaffolding template (see `archkit new`).
    public static let templateMarker = "template.manifest"

    private let root: URL
    private let isExcluded: @Sendable (String) -> Bool

    /// - Parameter isExcluded: asked with each root-relative path before it is entered or listed.
    public init(root: URL, isExcluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.root = root
        self.isExcluded = isExcluded
    }

    public func discover() throws(DiscoveryError) -> DiscoveredFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .rootNotFound(root.path)
        }
        guard isDirectory.boolValue else { throw .rootNotADirectory(root.path) }
        let realRoot = Self.realPath(root.path) ?? root.path
        var walk = Walk(realRoot: realRoot, isExcluded: isExcluded)
        walk.visit(directory: realRoot, relative: "")
        walk.followPendingLinks()
        walk.result.manifests.sort()
        walk.result.sources.sort()
        walk.result.skippedLinks.sort()
        walk.result.excluded.sort()
        return walk.result
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}

private struct Walk {
    let realRoot: String
    let isExcluded: @Sendable (String) -> Bool
    var visited: Set<FileIdentity> = []
    var result = DiscoveredFiles()
    /// Links met during the walk, followed once the real folders have been walked, so that a
    /// folder reached both directly and through a link is listed under its real path.
    var pendingLinks: [(path: String, relative: String, name: String)] = []

    init(realRoot: String, isExcluded: @escaping @Sendable (String) -> Bool) {
        self.realRoot = realRoot
        self.isExcluded = isExcluded
    }

    mutating func visit(directory: String, relative: String) {
        guard let identity = identity(of: directory), visited.insert(identity).inserted else { return }
        let entries = entries(of: directory)
        // A scaffolding template's files are placeholders for sources, not sources.
        if !relative.isEmpty, entries.contains(where: { $0.name == FileDiscovery.templateMarker && $0.type == .file }) { return }
        for entry in entries {
            let path = directory + "/" + entry.name
            let relativePath = relative.isEmpty ? entry.name : relative + "/" + entry.name
            switch entry.type {
            case .directory:
                enter(path, relativePath, name: entry.name)
            case .file:
                record(relativePath, name: entry.name)
            case .link:
                pendingLinks.append((path, relativePath, entry.name))
            case .other:
                break
            }
        }
    }

    mutating func enter(_ path: String, _ relativePath: String, name: String) {
        guard !NeverScannedFolders.names.contains(name), !FileDiscovery.isNonSourceFolder(name),
              !excludes(relativePath) else { return }
        visit(directory: path, relative: relativePath)
    }

    mutating func record(_ relativePath: String, name: String) {
        guard name.hasSuffix(".swift"), !excludes(relativePath) else { return }
        if name == "Package.swift" {
            result.manifests.append(relativePath)
        } else if !name.hasPrefix("Package@swift") {
            result.sources.append(relativePath)
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

    /// A link inside the root is followed as what it points to; a link to a file is skipped when
    /// that file lies inside the root, because the walk reaches the file itself.
    mutating func followLink(_ path: String, _ relativePath: String, name: String) {
        guard let target = FileDiscovery.realPath(path),
              target == realRoot || target.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            result.skippedLinks.append(relativePath)
            return
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            enter(target, relativePath, name: name)
        }
    }

    enum EntryType { case directory, file, link, other }

    func entries(of directory: String) -> [(name: String, type: EntryType)] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var entries: [(name: String, type: EntryType)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, type(of: entry.pointee.d_type, path: directory + "/" + name)))
        }
        // Byte order, so that the walk is the same on every machine and file system.
        return entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    private func type(of entryType: UInt8, path: String) -> EntryType {
        switch Int32(entryType) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_LNK): return .link
        case Int32(DT_UNKNOWN):
            // Some file systems do not report types while listing.
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return .directory
            case S_IFREG: return .file
            case S_IFLNK: return .link
            default: return .other
            }
        default: return .other
        }
    }

    private func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
