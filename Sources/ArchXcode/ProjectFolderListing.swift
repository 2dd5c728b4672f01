import ArchCore
import Foundation

/// What a folder of a project holds, as a `ProjectFolderListing` gives it.
public enum ProjectFolderContents: Hashable, Sendable {
    /// Every file below the folder, as paths relative to it; empty when the folder does not
    /// exist.
    case files([String])
    /// The folder leads outside the folders the project may reach: nothing below it was listed.
    case outside
}

/// Lists the files under a folder of a project, for Xcode 16's synchronized groups, whose
/// members are whatever the folder holds. Injected so that the project model can be tested
/// without a disk.
public protocol ProjectFolderListing: Sendable {
    /// What is below `folder`, a path as `XcodeProject` gives them: relative to the folder
    /// that holds the `.xcodeproj`, or absolute.
    func contents(of folder: String) -> ProjectFolderContents
    /// The bytes of the regular file at `path` (as `contents(of:)` takes paths), such as an
    /// `.xcconfig` the project names; nil when there is none or it lies outside.
    func fileContents(_ path: String) -> [UInt8]?
}

extension ProjectFolderListing {
    /// A listing of folders alone reads no files.
    public func fileContents(_ path: String) -> [UInt8]? { nil }
}

/// Lists the disk, inside a boundary. Hidden files and folders are left out, as Xcode leaves
/// them out of synchronized groups.
public struct DiskFolderListing: ProjectFolderListing {
    /// The folder that holds the `.xcodeproj`.
    public let projectFolder: URL
    /// The folder, links resolved, that every listed folder must lie in: the repository.
    public let boundary: String

    /// - Parameter boundary: the folder a project's folders must lie in; its links are
    ///   resolved here.
    public init(projectFolder: URL, boundary: URL) {
        self.projectFolder = projectFolder
        self.boundary = ResolvedPath.real(boundary.path) ?? boundary.standardizedFileURL.path
    }

    /// A file is read only when, with its links resolved, it lies inside `boundary`, and only
    /// a regular file: never a FIFO or a device.
    public func fileContents(_ path: String) -> [UInt8]? {
        let full = path.hasPrefix("/") ? path : projectFolder.path + "/" + path
        guard let resolved = ResolvedPath.real(full), ResolvedPath.isInside(resolved, root: boundary) else { return nil }
        return try? FileBytes.readRegularFile(resolved)
    }

    /// A folder is listed only when, with its links resolved, it lies inside `boundary`: a
    /// project that names `/`, `../../..` or a link to either must not walk the file system.
    /// What is listed is the resolved folder, so it is the one that was checked; links below
    /// it are listed as they are, never entered.
    public func contents(of folder: String) -> ProjectFolderContents {
        let path = folder.hasPrefix("/") ? folder : projectFolder.path + "/" + folder
        guard let resolved = ResolvedPath.real(path) else { return .files([]) }
        guard ResolvedPath.isInside(resolved, root: boundary) else { return .outside }
        let root = URL(fileURLWithPath: resolved, isDirectory: true)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return .files([]) }
        // Both sides standardized alike (macOS may drop a leading `/private` of either).
        let standardized = root.standardizedFileURL.path
        let prefix = standardized.hasSuffix("/") ? standardized : standardized + "/"
        var files: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
            let path = url.standardizedFileURL.path
            if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
        }
        return .files(files.sorted())
    }
}
