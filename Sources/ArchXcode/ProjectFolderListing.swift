import Foundation

/// Lists the files under a folder of a project, for Xcode 16's synchronized groups, whose
/// members are whatever the folder holds. Injected so that the project model can be tested
/// without a disk.
public protocol ProjectFolderListing: Sendable {
    /// Every file below `folder` (a path as `XcodeProject` gives them: relative to the folder
    /// that holds the `.xcodeproj`, or absolute), as paths relative to `folder`; empty when the
    /// folder does not exist.
    func files(under folder: String) -> [String]
}

/// Lists the disk. Hidden files and folders are left out, as Xcode leaves them out of
/// synchronized groups.
public struct DiskFolderListing: ProjectFolderListing {
    /// The folder that holds the `.xcodeproj`.
    public let projectFolder: URL

    public init(projectFolder: URL) {
        self.projectFolder = projectFolder
    }

    public func files(under folder: String) -> [String] {
        // Resolved first, so that the paths listed start with the root's own (`/tmp` is a
        // link on macOS).
        let root = (folder.hasPrefix("/") ? URL(fileURLWithPath: folder, isDirectory: true)
            : projectFolder.appendingPathComponent(folder, isDirectory: true)).resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        let prefix = root.standardizedFileURL.path.hasSuffix("/") ? root.standardizedFileURL.path : root.standardizedFileURL.path + "/"
        var files: [String] = []
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
            let path = url.standardizedFileURL.path
            if path.hasPrefix(prefix) { files.append(String(path.dropFirst(prefix.count))) }
        }
        return files.sorted()
    }
}
