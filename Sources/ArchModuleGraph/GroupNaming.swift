import ArchCore

/// A name for a group of modules taken from the modules themselves: the folder most of them sit
/// in, or the last word most of their names end with. `archkit init` names the layers it makes
/// from dependency ranks with it, and drawings the rank bands of modules in no layer, so that
/// `Rank3` reads as `Clients` wherever the repository says so itself.
public enum GroupNaming {
    /// More than this share of a group's members must agree on a name, and at least two.
    public static let agreeingShare = 0.5

    public struct Member: Sendable, Equatable {
        public var name: String
        /// The module's folder, relative to the repository; nil when it has none.
        public var path: String?

        public init(name: String, path: String? = nil) {
            self.name = name
            self.path = path
        }
    }

    /// The name, or nil when no folder and no word is shared by more than `agreeingShare` of
    /// the members. A folder that every module of the repository sits in (`Sources`,
    /// `Packages`) tells nothing and is passed in `commonFolders`.
    public static func name(of members: [Member], commonFolders: Set<String> = []) -> String? {
        guard members.count >= 2 else { return nil }
        let needed = max(2, Int((Double(members.count) * agreeingShare).rounded(.down)) + 1)
        var folderCounts: [String: Int] = [:]
        for member in members {
            guard let path = member.path else { continue }
            // A module's own folder (`Sources/ApiClient`) names the module, not its group.
            let folders = Set(path.split(separator: "/").map(String.init)).subtracting(commonFolders)
                .filter { $0 != member.name && !unnamingFolders.contains($0.lowercased()) && isWord($0) }
            for folder in folders { folderCounts[folder, default: 0] += 1 }
        }
        if let folder = mostCommon(folderCounts, atLeast: needed) { return folder }
        var wordCounts: [String: Int] = [:]
        for member in members {
            let words = NameForms(member.name).words
            guard words.count > 1, let last = words.last, isWord(last) else { continue }
            wordCounts[last, default: 0] += 1
        }
        return mostCommon(wordCounts, atLeast: needed).map(plural)
    }

    /// The folders shared by every module that has a folder: no group is named after them.
    public static func commonFolders(of paths: [String]) -> Set<String> {
        var common: Set<String>?
        for path in paths {
            let folders = Set(path.split(separator: "/").map(String.init))
            common = common.map { $0.intersection(folders) } ?? folders
        }
        return common ?? []
    }

    /// Folders every SwiftPM or Xcode layout has, which say nothing about a group.
    static let unnamingFolders: Set<String> = ["sources", "source", "src", "packages", "modules", "tests", "lib", "libs"]

    private static func mostCommon(_ counts: [String: Int], atLeast needed: Int) -> String? {
        counts.filter { $0.value >= needed }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// Starts with a letter and holds only letters and digits, so that it can name a layer.
    private static func isWord(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) } && text.isASCII
    }

    /// `Client` → `Clients`, `Repository` → `Repositories`, `Models` and `UI` stay.
    static func plural(_ word: String) -> String {
        guard let last = word.last, last.isLowercase else { return word }
        if last == "s" || last == "x" { return word }
        if last == "y", let before = word.dropLast().last, !"aeiou".contains(before) { return word.dropLast() + "ies" }
        return word + "s"
    }
}

private extension String {
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}
