import ArchCore
import Foundation

/// What a scaffolded `Package.swift` declares about itself, taken from the packages it joins:
/// the `swift-tools-version` (`{{tools-version}}`), the `platforms:` list and what the
/// siblings depend on (`{{sibling-packages}}`, `{{sibling-dependencies}}`, `{{sibling-tests}}`).
public struct NewPackageDeclarations: Sendable, Equatable {
    public var toolsVersion: String
    /// The siblings' `platforms:` list, one line (`[.iOS(.v18)]`); nil keeps the template's.
    public var platforms: String?
    /// The manifest these were taken from and why, as `--dry-run` says it; nil when they come
    /// from the toolchain.
    public var followed: String?
    /// What most sibling packages depend on; nil when no package beside it could be read.
    public var dependencies: SiblingDependencies?

    public init(toolsVersion: String, platforms: String? = nil, followed: String? = nil, dependencies: SiblingDependencies? = nil) {
        self.toolsVersion = toolsVersion
        self.platforms = platforms
        self.followed = followed
        self.dependencies = dependencies
    }
}

/// The dependencies most of a new package's siblings declare: the packages beside it that no
/// other package there depends on (the features, not the shared packages they use). Each entry
/// is written as the siblings write it, so the new manifest reads like theirs.
public struct SiblingDependencies: Sendable, Equatable {
    /// `.package(…)` entries, as written in the siblings' `dependencies:` (`.package(path: "../CoreNavigation")`).
    public var packages: [String]
    /// The main target's dependencies on other packages' products (`"CoreNavigation"`,
    /// `.product(name: "Services", package: "Services")`).
    public var targetDependencies: [String]
    /// The modules those dependencies make importable, in the same order (`CoreNavigation`).
    public var imports: [String]
    /// Whether most siblings declare a test target.
    public var hasTests: Bool
    /// The sibling manifests these were taken from, sorted.
    public var siblings: [String]

    public init(packages: [String], targetDependencies: [String], imports: [String], hasTests: Bool, siblings: [String]) {
        self.packages = packages
        self.targetDependencies = targetDependencies
        self.imports = imports
        self.hasTests = hasTests
        self.siblings = siblings
    }

    /// The placeholders a template names them by; each is also a variable `{{#if}}` may test.
    static let packagesPlaceholder = "sibling-packages"
    static let dependenciesPlaceholder = "sibling-dependencies"
    static let testsPlaceholder = "sibling-tests"
    static let importsPlaceholder = "sibling-imports"

    /// What a package with no readable sibling gets: no dependency, and a test target.
    public static let none = SiblingDependencies(packages: [], targetDependencies: [], imports: [], hasTests: true, siblings: [])

    /// Whether a template file names any of the placeholders.
    static func isUsed(_ contents: [UInt8]) -> Bool {
        let text = String(decoding: contents, as: UTF8.self)
        return [packagesPlaceholder, dependenciesPlaceholder, testsPlaceholder, importsPlaceholder].contains { text.contains("{{" + $0) || text.contains(" " + $0 + "}}") }
    }

    /// The placeholder values: packages one per line at the indentation of a manifest's
    /// `dependencies:` entries, each followed by a comma; target dependencies on one line;
    /// one `import` line per module they make importable.
    func fill(_ values: inout RenderValues) {
        let placeholders = [
            Self.packagesPlaceholder: packages.map { $0 + "," }.joined(separator: "\n        "),
            Self.dependenciesPlaceholder: targetDependencies.joined(separator: ", "),
            Self.testsPlaceholder: hasTests ? "yes" : "no",
            Self.importsPlaceholder: imports.map { "import " + $0 }.joined(separator: "\n"),
        ]
        for (key, value) in placeholders {
            values.placeholders[key] = value
            values.variables.insert(key)
        }
    }

    /// What `--dry-run` says the new manifest at `path` took from its siblings.
    func summary(_ path: String) -> String {
        let what = imports.isEmpty ? "depends on no other package" : "depends on " + imports.joined(separator: ", ")
        let names = siblings.map { RelativePath.directory(of: $0) }.map(RelativePath.lastComponent(of:))
        return "\(path) \(what) and has \(hasTests ? "a test target" : "no test target"), as most of "
            + "\(names.joined(separator: ", ")) do (\(siblings.count == 1 ? "the package" : "the \(siblings.count) packages") beside it that no other depends on)"
    }
}

/// The `platforms:` argument of a manifest, as text: read from a sibling, written into a new one.
public enum PlatformsList {
    /// The `[ … ]` after the first `platforms:` outside comments and strings, on one line with
    /// its comments dropped; nil when there is none or it is not a literal list.
    public static func declared(in manifest: String) -> String? {
        let text = Array(manifest.utf8)
        guard let label = find(Array("platforms:".utf8), in: text) else { return nil }
        var index = label
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\n")
                || text[index] == UInt8(ascii: "\t") || text[index] == UInt8(ascii: "\r") { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "["), let end = closing(from: index, in: text) else { return nil }
        let lines = String(decoding: text[(index + 1)..<end], as: UTF8.self).split(separator: "\n").map { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.trimmingCharacters(in: .whitespaces)
        }
        var items = lines.filter { !$0.isEmpty }.joined(separator: " ")
        while items.hasSuffix(",") { items.removeLast() }
        guard !items.isEmpty, !items.contains("/*") else { return nil }
        return "[" + items + "]"
    }

    /// `manifest` with its `platforms:` list replaced by `list`; unchanged when it has none.
    public static func replacing(in manifest: String, with list: String) -> String {
        let text = Array(manifest.utf8)
        guard let label = find(Array("platforms:".utf8), in: text) else { return manifest }
        var index = label
        while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        guard index < text.count, text[index] == UInt8(ascii: "["), let end = closing(from: index, in: text) else { return manifest }
        return String(decoding: text[..<index], as: UTF8.self) + list + String(decoding: text[(end + 1)...], as: UTF8.self)
    }

    /// The index just past `needle`'s first occurrence outside comments and string literals.
    private static func find(_ needle: [UInt8], in text: [UInt8]) -> Int? {
        var index = 0
        while index < text.count {
            if let skipped = skip(at: index, in: text) { index = skipped; continue }
            if text[index...].starts(with: needle) { return index + needle.count }
            index += 1
        }
        return nil
    }

    /// The index of the `]` that closes the `[` at `open`, skipping comments and strings.
    private static func closing(from open: Int, in text: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        while index < text.count {
            if let skipped = skip(at: index, in: text) { index = skipped; continue }
            switch text[index] {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Past a comment or string literal starting at `index`, or nil when none starts there.
    private static func skip(at index: Int, in text: [UInt8]) -> Int? {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\"")
        guard index < text.count else { return nil }
        if text[index] == slash, index + 1 < text.count, text[index + 1] == slash {
            return text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
        }
        if text[index] == slash, index + 1 < text.count, text[index + 1] == star {
            var cursor = index + 2
            while cursor + 1 < text.count, !(text[cursor] == star && text[cursor + 1] == slash) { cursor += 1 }
            return min(cursor + 2, text.count)
        }
        if text[index] == quote {
            var cursor = index + 1
            while cursor < text.count, text[cursor] != quote, text[cursor] != UInt8(ascii: "\n") {
                cursor += text[cursor] == UInt8(ascii: "\\") ? 2 : 1
            }
            return min(cursor + 1, text.count)
        }
        return nil
    }
}
