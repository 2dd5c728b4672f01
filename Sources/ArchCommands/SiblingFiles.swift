import ArchCore
import ArchScaffold
import Foundation

/// The first lines of a few Swift files of the folders beside a new feature's folder, for
/// `FileHeader` to learn how the repository starts its files.
enum SiblingFiles {
    /// Files read at most (and from each sibling), folder entries looked at at most, and bytes
    /// read of each file.
    static let sampleLimit = 12
    static let perSibling = 3
    static let entryLimit = 4_000
    static let headLength = 512

    /// Walks each sibling folder with an explicit stack (its depth never depends on the tree),
    /// following no link and opening only regular files.
    static func heads(besideFolder folder: String, root: String) -> [FileHeader.Sample] {
        let parent = RelativePath.directory(of: folder)
        let own = RelativePath.lastComponent(of: folder)
        let parentPath = parent.isEmpty ? root : root + "/" + parent
        let siblings = folders(in: parentPath).filter { $0 != own && !$0.hasPrefix(".") }
        var samples: [FileHeader.Sample] = []
        var entries = 0
        for sibling in siblings {
            var stack = [parentPath + "/" + sibling]
            let before = samples.count
            while let path = stack.popLast(), samples.count < sampleLimit, samples.count - before < perSibling, entries < entryLimit {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().filter { !$0.hasPrefix(".") }
                    entries += names.count
                    stack += names.reversed().map { path + "/" + $0 }
                } else if kind == S_IFREG, path.hasSuffix(".swift"), !path.hasSuffix("/Package.swift"),
                          let handle = FileHandle(forReadingAtPath: path) {
                    let bytes = (try? handle.read(upToCount: headLength)) ?? Data()
                    try? handle.close()
                    samples.append(FileHeader.Sample(fileName: RelativePath.lastComponent(of: path), siblingFolder: sibling,
                                                     text: String(decoding: bytes, as: UTF8.self)))
                }
            }
            if samples.count >= sampleLimit || entries >= entryLimit { break }
        }
        return samples
    }

    /// The names of the real folders directly inside `path`, sorted; a link is no folder here.
    static func folders(in path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().filter { name in
            var info = stat()
            return lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
    }
}
