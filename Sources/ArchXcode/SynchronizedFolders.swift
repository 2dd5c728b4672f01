import ArchCore

/// The members of Xcode 16's folder-synchronized groups (`PBXFileSystemSynchronizedRootGroup`).
///
/// A target that lists a folder in `fileSystemSynchronizedGroups` builds every file under it.
/// The folder's `exceptions` hold one `PBXFileSystemSynchronizedBuildFileExceptionSet` per
/// target whose membership differs, naming paths relative to the folder: for a target that
/// synchronizes the folder they are left out; for any other target they are added to it.
/// An exception naming a folder covers every file under it.
struct SynchronizedFolders {
    private let objects: ProjectObjects
    private let listing: any ProjectFolderListing
    /// Each folder is listed once, however many targets share it.
    private var listed: [String: ProjectFolderContents] = [:]
    /// The groups whose folders lead outside what the project may reach, in the order met.
    private(set) var outside: [XcodeOutsideFolder] = []
    private var reportedOutside: Set<String> = []
    /// For each target, the paths each synchronized group's exception sets name for it, so
    /// that a target's files cost what its own groups and exceptions hold.
    private let exceptionsByTarget: [String: [String: Set<String>]]

    init(objects: ProjectObjects, listing: any ProjectFolderListing) {
        self.objects = objects
        self.listing = listing
        let list = objects.list
        var exceptionsByTarget: [String: [String: Set<String>]] = [:]
        for group in objects.identifiers(ofKind: "PBXFileSystemSynchronizedRootGroup") {
            for reference in list.elements(objects.all[group]!, "exceptions") {
                guard let (_, set) = objects.object(reference, kinds: ["PBXFileSystemSynchronizedBuildFileExceptionSet"]),
                      let target = list.value(set, "target").flatMap(list.string) else { continue }
                let paths = list.elements(set, "membershipExceptions").compactMap(list.string).map { RelativePath.join("", $0) }
                exceptionsByTarget[target, default: [:]][group, default: []].formUnion(paths)
            }
        }
        self.exceptionsByTarget = exceptionsByTarget
    }

    /// The files the target takes from synchronized folders, as project paths: Swift files it
    /// compiles, and the others it copies as resources.
    mutating func memberFiles(of target: String, paths: inout ProjectPaths) -> [String] {
        let synchronized = Set(objects.list.elements(objects.all[target]!, "fileSystemSynchronizedGroups").compactMap(objects.list.string))
        let exceptions = exceptionsByTarget[target] ?? [:]
        var files: [String] = []
        for group in synchronized.union(exceptions.keys).sorted() {
            guard let object = objects.all[group], objects.isa(object) == "PBXFileSystemSynchronizedRootGroup",
                  let folder = paths.path(of: group) else { continue }
            let isSynchronized = synchronized.contains(group)
            let excepted = exceptions[group] ?? []
            guard case .files(let listedFiles) = contents(of: folder) else {
                if reportedOutside.insert(group).inserted {
                    // At the group's own `path` where it has one: the part most likely to lead out.
                    let position = objects.list.value(object, "path").map(objects.list.position) ?? objects.positions[group]!
                    outside.append(XcodeOutsideFolder(path: folder, position: position))
                }
                continue
            }
            for file in listedFiles where Self.isCovered(file, by: excepted) != isSynchronized {
                files.append(RelativePath.join(folder, file))
            }
        }
        return files
    }

    private mutating func contents(of folder: String) -> ProjectFolderContents {
        if let known = listed[folder] { return known }
        let contents = listing.contents(of: folder)
        listed[folder] = contents
        return contents
    }

    /// Whether the path, or a folder that holds it, is one of `exceptions`.
    private static func isCovered(_ path: String, by exceptions: Set<String>) -> Bool {
        guard !exceptions.isEmpty else { return false }
        var prefix = Substring(path)
        while true {
            if exceptions.contains(String(prefix)) { return true }
            guard let slash = prefix.lastIndex(of: "/") else { return false }
            prefix = prefix[..<slash]
        }
    }
}
