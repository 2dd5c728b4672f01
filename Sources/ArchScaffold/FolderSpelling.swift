import ArchCore

/// A new feature's folders spelled as its siblings spell theirs: a template's `DI/` becomes
/// `Di/` inside a feature whose neighbours all keep a `Di/`, `UseCase/` becomes `Usecase/`.
///
/// Only the first level below the feature's root is compared, and only names that differ in
/// case; where the siblings disagree, the spelling most of them use wins, and a tie keeps the
/// template's.
enum FolderSpelling {
    /// - Parameters:
    ///   - roots: the root-relative folders the feature's files go under: the template's
    ///     destination, or the folders of the targets it adds.
    ///   - subfolders: the names of the folders directly inside a root-relative folder.
    static func applied(to files: [ScaffoldPlan.File], roots: [String], subfolders: (String) -> [String]) -> [ScaffoldPlan.File] {
        var result = files
        for root in Set(roots).sorted() where !root.isEmpty && root != "." {
            let parent = RelativePath.directory(of: root)
            let own = RelativePath.lastComponent(of: root)
            var counts: [String: [String: Int]] = [:]
            for sibling in subfolders(parent) where sibling != own {
                for name in subfolders(RelativePath.join(parent, sibling)) {
                    counts[name.lowercased(), default: [:]][name, default: 0] += 1
                }
            }
            guard !counts.isEmpty else { continue }
            for index in result.indices where result[index].path.hasPrefix(root + "/") {
                let rest = result[index].path.dropFirst(root.count + 1)
                guard let slash = rest.firstIndex(of: "/") else { continue }
                let folder = String(rest[..<slash])
                guard let spellings = counts[folder.lowercased()] else { continue }
                let ranked = spellings.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                guard ranked[0].key != folder, ranked.count == 1 || ranked[0].value > ranked[1].value else { continue }
                result[index].path = root + "/" + ranked[0].key + rest[slash...]
            }
        }
        return result
    }
}
