import ArchCore
import ArchRulesFile
import ArchModuleGraph

/// The `module NAME = FOLDER` lines a proposal needs: Swift files that no SwiftPM target owns
/// (an Xcode app shell, or a whole app without a `Package.swift`) become folder modules, so
/// that the rules can place them.
public struct FolderModulePlan: Sendable, Equatable {
    public enum Role: String, Sendable, Equatable {
        /// A folder laid out as a layered feature.
        case feature
        /// A folder beside the features that is not one: shared infrastructure.
        case infrastructure
        /// Any other folder of unowned files: an app shell, typically.
        case other
    }

    public struct FolderModule: Sendable, Equatable {
        public var name: String
        /// Root-relative; `*.swift` for the files directly in the repository's top folder.
        public var path: String
        public var role: Role
        /// How many Swift files it holds.
        public var fileCount: Int

        /// `path` as the `.archrules` word of a `module` line: the folder matched as it is
        /// spelt (a `[` or `*` in its name is no wildcard), quoted when it needs quotes.
        public var pattern: String {
            guard path.hasSuffix("*.swift") else { return ArchRulesText.literal(path) }
            return ArchRulesText.token(ArchRulesText.escapingWildcards(String(path.dropLast("*.swift".count))) + "*.swift")
        }
    }

    /// Sorted by path.
    public var modules: [FolderModule]
    /// The feature layout found, in folders no target owns or in targets' own folders.
    public var featureFolders: FeatureFolders?
    /// Folders of unowned Swift files that are data for tests (`Fixtures`, `Inputs`,
    /// `__Snapshots__`, `TestData`…), each with how many Swift files it holds: not
    /// architecture, so proposed as `exclude` lines rather than modules. Sorted.
    public var testInputs: [(path: String, fileCount: Int)] = []

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.modules == rhs.modules && lhs.featureFolders == rhs.featureFolders
            && lhs.testInputs.map(\.path) == rhs.testInputs.map(\.path) && lhs.testInputs.map(\.fileCount) == rhs.testInputs.map(\.fileCount)
    }

    public init(modules: [FolderModule], featureFolders: FeatureFolders?) {
        self.modules = modules
        self.featureFolders = featureFolders
    }

    /// Folder names that hold data for tests, lowercased.
    static let testInputFolders: Set<String> = ["fixtures", "fixture", "inputs", "input", "__snapshots__", "testdata", "test-data",
                                                "testinputs", "testresources", "testfixtures"]

    /// The folder of `path` (a folder, or a `*.swift` glob of one) named for test inputs, the
    /// shallowest such; nil when none is.
    static func testInputFolder(of path: String) -> String? {
        let components = path.split(separator: "/")
        for index in components.indices where testInputFolders.contains(components[index].lowercased()) {
            return components[...index].joined(separator: "/")
        }
        return nil
    }

    /// The folder modules of `shape`: the folders `unowned-sources` reports (Swift files no
    /// target owns, grouped at the shallowest folder that holds no owned file), except that
    /// feature folders, and the folders beside them, are modules of their own, and the other
    /// files of their group are grouped below the group at the shallowest folder that holds
    /// none of theirs.
    public init(shape: RepositoryShape) {
        let features = FeatureFolders.find(in: shape.folders)
        // Test inputs are left out first, file by file: they are nobody's module.
        var inputs: [String: Int] = [:]
        var groups: [UnownedFolder] = []
        for group in shape.unownedFolders {
            var kept = group
            kept.files = group.files.filter { file in
                guard let folder = Self.testInputFolder(of: RelativePath.directory(of: file)) else { return true }
                inputs[folder, default: 0] += 1
                return false
            }
            if !kept.files.isEmpty { groups.append(kept) }
        }
        testInputs = inputs.keys.sorted().map { ($0, inputs[$0]!) }
        let groupPaths = Set(groups.map(\.path))
        let holdingUnowned = Self.ancestors(of: groups.flatMap(\.files))
        // Whether all of a folder's Swift files are unowned: it is a group or lies in one.
        func unowned(_ folder: String) -> Bool {
            var current = folder
            while !current.isEmpty {
                if groupPaths.contains(current) { return holdingUnowned.contains(folder) }
                current = RelativePath.directory(of: current)
            }
            return false
        }
        var claimed: [String: Role] = [:]
        if let features {
            // A feature that is a target's own folder is a module already.
            let folderFeatures = features.features.filter(unowned)
            for folder in folderFeatures { claimed[folder] = .feature }
            let parents = Set(folderFeatures.map { RelativePath.directory(of: $0) })
            for folder in shape.folders where claimed[folder] == nil && parents.contains(RelativePath.directory(of: folder)) && unowned(folder) {
                claimed[folder] = .infrastructure
            }
        }
        // Each file to the claimed folder above it, if any: a walk up its folders.
        func claimant(of file: String) -> String? {
            var folder = RelativePath.directory(of: file)
            if claimed[Self.filesDirectly(in: folder)] != nil { return Self.filesDirectly(in: folder) }
            while !folder.isEmpty {
                if claimed[folder] != nil { return folder }
                folder = RelativePath.directory(of: folder)
            }
            return nil
        }
        for group in groups {
            let rest = group.files.filter { claimant(of: $0) == nil }
            if rest.count == group.files.count {
                claimed[group.path == "." ? Self.filesDirectly(in: ".") : group.path] = .other
                continue
            }
            var occupied = Self.ancestors(of: group.files.filter { claimant(of: $0) != nil })
            occupied.insert(RelativePath.directory(of: group.path))
            for folder in Self.groups(of: rest, occupied: occupied) { claimed[folder] = .other }
        }
        var counts: [String: Int] = [:]
        for file in groups.flatMap(\.files) {
            if let folder = claimant(of: file) { counts[folder, default: 0] += 1 }
        }
        var names = shape.takenNames
        modules = claimed.keys.sorted().map { path in
            let name = Self.name(for: path, taken: names)
            names.insert(name)
            return FolderModule(name: name, path: path, role: claimed[path] ?? .other, fileCount: counts[path] ?? 0)
        }
        featureFolders = features
    }

    /// Every folder above each file, up to the top.
    static func ancestors(of files: [String]) -> Set<String> {
        var folders: Set<String> = []
        for file in files {
            var folder = RelativePath.directory(of: file)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = RelativePath.directory(of: folder) }
        }
        return folders
    }

    /// The folders the files are grouped at, as `unownedFolders` groups them: each file climbs
    /// from its folder while the folder above is not occupied.
    static func groups(of files: [String], occupied: Set<String>) -> [String] {
        var groups: Set<String> = []
        for file in files {
            var group = RelativePath.directory(of: file)
            // Files directly in an occupied folder are a group of their own, not the folder.
            if group.isEmpty || occupied.contains(group) {
                groups.insert(Self.filesDirectly(in: group))
                continue
            }
            while true {
                let parent = RelativePath.directory(of: group)
                if parent.isEmpty || occupied.contains(parent) { break }
                group = parent
            }
            groups.insert(group)
        }
        return groups.sorted()
    }

    /// The path glob of the Swift files directly in `folder`, not in the folders below it.
    static func filesDirectly(in folder: String) -> String {
        folder.isEmpty || folder == "." ? "*.swift" : folder + "/*.swift"
    }

    /// The folder's own name when it is a word `.archrules` accepts and no module has it; else
    /// the name made a word, with the folder above it, then a number, until it is free.
    static func name(for path: String, taken: Set<String>) -> String {
        let folder = path.hasSuffix("*.swift") ? String(path.dropLast("*.swift".count)) : path
        let components = folder.isEmpty ? ["Top"] : folder.split(separator: "/").map(String.init)
        let base = identifier(components.last ?? "Top")
        if !taken.contains(base) { return base }
        if components.count > 1 {
            let qualified = identifier(components[components.count - 2]) + base
            if !taken.contains(qualified) { return qualified }
        }
        var number = 2
        while taken.contains("\(base)\(number)") { number += 1 }
        return "\(base)\(number)"
    }

    /// `My App-iOS` → `MyAppIOS`: letters and digits kept, each word capitalised, a leading
    /// digit prefixed. A name that is already a word stays as written (`iOSArchitecture`).
    static func identifier(_ text: String) -> String {
        let isWord = text.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } ?? false
            && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        if isWord { return text }
        var result = ""
        var capitalise = true
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                capitalise = true
                continue
            }
            result += capitalise ? character.uppercased() : String(character)
            capitalise = false
        }
        if result.isEmpty { return "Folder" }
        return result.first?.isNumber == true ? "M" + result : result
    }
}
