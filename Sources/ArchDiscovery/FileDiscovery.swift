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
    /// Symbolic links that were not followed, with why: they lead outside the root, nowhere,
    /// or round in a loop.
    public var skippedLinks: [SkippedLink]
    /// Folders and Swift files that exist but could not be read or listed, with why: no
    /// permission, a path longer than the system allows, a name that is not UTF-8.
    public var unreadable: [UnreadablePath]
    /// Folders not entered and Swift files not listed because `isExcluded` said so: what the
    /// configuration's excludes kept out, so that an exclude that kept nothing out can be told.
    public var excluded: [String]
    /// Every folder below the root that was entered and listed, empty ones included: what
    /// the rules about folder layout look for (a feature's `Di/` may hold nothing yet).
    public var folders: [String]
    /// Every `Name.xcodeproj/project.pbxproj` outside excluded and skipped folders. The project
    /// folder itself is never entered: the Swift files it holds are not sources.
    public var projects: [String]
    /// Every `Name.xcworkspace/contents.xcworkspacedata` outside excluded and skipped folders,
    /// for the projects the workspaces list.
    public var workspaces: [String]

    public init(manifests: [String] = [], sources: [String] = [], skippedLinks: [SkippedLink] = [],
                unreadable: [UnreadablePath] = [], excluded: [String] = [], folders: [String] = [], projects: [String] = [],
                workspaces: [String] = []) {
        self.projects = projects
        self.workspaces = workspaces
        self.manifests = manifests
        self.sources = sources
        self.skippedLinks = skippedLinks
        self.unreadable = unreadable
        self.excluded = excluded
        self.folders = folders
    }
}

/// A symbolic link discovery did not follow.
public struct SkippedLink: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// It resolves to a place outside the repository.
        case outside
        /// What it points to does not exist.
        case dangling
        /// It leads back to itself through other links.
        case loop
        /// It could not be resolved for another reason, given.
        case unresolvable(String)
    }

    /// Root-relative.
    public var path: String
    public var reason: Reason

    public init(_ path: String, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// What is wrong with the link, as a clause: "leads outside the repository".
    public var explanation: String {
        switch reason {
        case .outside: return "link leads outside the repository"
        case .dangling: return "link leads nowhere: its target does not exist"
        case .loop: return "link is part of a loop of links"
        case .unresolvable(let why): return "link cannot be resolved: \(why)"
        }
    }
}

/// A folder or Swift file that discovery found but could not read.
public struct UnreadablePath: Sendable, Equatable {
    /// Root-relative; a name that is not UTF-8 shows its bad bytes as U+FFFD.
    public var path: String
    /// Why, as a sentence fragment: "cannot list this folder: Permission denied".
    public var reason: String

    public init(_ path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

public enum DiscoveryError: Error, Equatable, CustomStringConvertible {
    case rootNotFound(String)
    case rootNotADirectory(String)
    /// The root exists but cannot be listed; checking nothing and reporting success would lie.
    case rootUnreadable(String, reason: String)

    public var description: String {
        switch self {
        case .rootNotFound(let path): return "no such folder: \(path)"
        case .rootNotADirectory(let path): return "not a folder: \(path)"
        case .rootUnreadable(let path, let reason): return "cannot read the folder \(path): \(reason)"
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
    /// Xcode's file and project templates (`.xctemplate`) hold Swift files with placeholders
    /// (`___VARIABLE_sceneName___ViewModel.swift`) that no build ever sees.
    /// Any other folder is entered, whatever its name: `Foo.bar/` and `My.bundle/` hold sources.
    ///
    /// They are dropped here rather than by target ownership because a file no target owns still
    /// counts as the repository's code (banned names, folder modules).
    public static let nonSourceFolderExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "playground", "xctemplate",
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
        try discover(reporting: nil)
    }

    /// Discovers the files as `discover()` does, and tells `found` of each manifest and source
    /// (root-relative, `isManifest`) as soon as the walk records it, in walk order, so that
    /// reading can start before the walk ends. The result lists the same files, sorted.
    public func discover(reporting found: ((_ path: String, _ isManifest: Bool) -> Void)?) throws(DiscoveryError) -> DiscoveredFiles {
        try discoverInOrder(reporting: found).files
    }

    /// `discover(reporting:)`, and where each listed file came among the reports: so that a
    /// caller that collected something per report puts it in the listed order without sorting
    /// the paths once more.
    public func discoverInOrder(reporting found: ((_ path: String, _ isManifest: Bool) -> Void)?) throws(DiscoveryError)
        -> (files: DiscoveredFiles, order: ReportOrder) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw .rootNotFound(root.path)
        }
        guard isDirectory.boolValue else { throw .rootNotADirectory(root.path) }
        let realRoot = ResolvedPath.real(root.path) ?? root.path
        guard let stream = opendir(realRoot) else {
            throw .rootUnreadable(root.path, reason: String(cString: strerror(errno)))
        }
        closedir(stream)
        var walk = Walk(realRoot: realRoot, isExcluded: isExcluded)
        walk.found = found
        walk.walkTree(from: realRoot, relative: "")
        walk.followPendingLinks()
        var order = ReportOrder()
        (walk.result.manifests, order.manifests) = Self.sorted(walk.result.manifests, reported: walk.reportedManifests)
        (walk.result.sources, order.sources) = Self.sorted(walk.result.sources, reported: walk.reportedSources)
        walk.result.skippedLinks.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        walk.result.unreadable.sort { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        walk.result.excluded.sort()
        walk.result.folders.sort()
        walk.result.projects.sort()
        walk.result.workspaces.sort()
        return (walk.result, order)
    }

    /// `paths.sorted()`, carrying each path's report number along. Paths are distinct, so the
    /// order is the one `sorted()` gives.
    private static func sorted(_ paths: [String], reported: [Int]) -> ([String], [Int]) {
        // Between ASCII strings `<` is byte order, which `memcmp` finds faster than `<` does.
        let ascii = paths.allSatisfy(isASCII)
        // The walk finds files in the order of their paths, unless links were followed or a
        // name is not ASCII: then only the sort below puts them in order.
        if paths.indices.dropFirst().allSatisfy({ ascii ? ByteOrder.precedes(paths[$0 - 1], paths[$0]) : paths[$0 - 1] < paths[$0] }) {
            return (paths, reported)
        }
        var pairs = [(path: String, reported: Int)]()
        pairs.reserveCapacity(paths.count)
        for index in paths.indices { pairs.append((paths[index], reported[index])) }
        if ascii {
            pairs.sort { ByteOrder.precedes($0.path, $1.path) }
        } else {
            pairs.sort { $0.path < $1.path }
        }
        return (pairs.map(\.path), pairs.map(\.reported))
    }

    private static func isASCII(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? false
    }
}

/// Where each listed file came among the files `discoverInOrder(reporting:)` reported,
/// manifests and sources counted together from 0.
public struct ReportOrder: Sendable, Equatable {
    /// For each of `DiscoveredFiles.manifests`, in its order.
    public var manifests: [Int] = []
    /// For each of `DiscoveredFiles.sources`, in its order.
    public var sources: [Int] = []

    public init(manifests: [Int] = [], sources: [Int] = []) {
        self.manifests = manifests
        self.sources = sources
    }
}
