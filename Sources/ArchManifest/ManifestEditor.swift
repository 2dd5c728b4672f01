/// A target that scaffolding adds to an existing `Package.swift`.
public struct TargetAddition: Sendable, Equatable {
    public enum Dependency: Sendable, Hashable {
        /// A target of the same package.
        case target(String)
        /// A product of another package, named as the manifest's `.package` entry is known.
        case product(String, package: String)

        public var name: String {
            switch self {
            case .target(let name), .product(let name, _): return name
            }
        }

        /// The entry as SwiftPM's documentation spells it.
        public var swift: String {
            switch self {
            case .target(let name): return ".target(name: \"\(name)\")"
            case .product(let name, let package): return ".product(name: \"\(name)\", package: \"\(package)\")"
            }
        }
    }

    public var name: String
    public var dependencies: [Dependency]

    public init(name: String, dependencies: [Dependency]) {
        self.name = name
        self.dependencies = dependencies
    }

    var dependencyList: String {
        "[" + dependencies.map(\.swift).joined(separator: ", ") + "]"
    }

    /// The target as a `targets:` element of a literal manifest.
    public var targetElement: String {
        dependencies.isEmpty ? ".target(name: \"\(name)\")" : ".target(name: \"\(name)\", dependencies: \(dependencyList))"
    }

    var libraryElement: String {
        ".library(name: \"\(name)\", targets: [\"\(name)\"])"
    }
}

/// What adding a target to a manifest came to.
public enum ManifestEditResult: Sendable, Equatable {
    /// The manifest's new contents, and what changed, in words.
    case edited([UInt8], summary: String)
    /// The manifest is not one archkit edits safely: the exact lines to add by hand.
    case manual(String)
}

/// Adds targets to manifests with minimal textual edits that keep the author's formatting and
/// comments: into the `targets:` array of a literal manifest, or, in the enum/CaseIterable
/// style, a new enum case and its arm in the `dependencies` switch. Anything else is left to
/// the author, with the exact lines to add.
///
/// Edits of enum-style manifests change code that only the compiler can fully judge; callers
/// should have SwiftPM evaluate the result before writing it.
public enum ManifestEditor {
    public static func add(_ target: TargetAddition, to contents: [UInt8], path: String) -> ManifestEditResult {
        guard let (source, arguments, targets) = targetsArgument(of: contents) else {
            return .manual(genericInstructions(target, path: path))
        }
        if case .array(let elements) = targets.form {
            return LiteralManifestEdit(source: source, path: path).add(target, targets: targets, elements: elements, arguments: arguments)
        }
        return EnumManifestEdit(source: source, path: path).add(target, targetsExpression: targets, arguments: arguments)
    }

    /// Whether `targets:` is an array literal, which the edit appends to without touching code.
    public static func editsLiterally(_ contents: [UInt8]) -> Bool {
        guard let targets = targetsArgument(of: contents)?.targets, case .array = targets.form else { return false }
        return true
    }

    /// The manifest's tokens, the arguments of `Package(…)` and its `targets:` value.
    private static func targetsArgument(of contents: [UInt8]) -> (source: ManifestTokens, arguments: [ManifestArgument], targets: ManifestExpression)? {
        var source = ManifestTokens(contents)
        guard source.pairBrackets() == nil, let declaration = PackageDeclaration.locate(in: source),
              let arguments = try? ManifestExpressionParser(source: source).arguments(opener: declaration.opener),
              let targets = arguments.first(where: { $0.label == "targets" })?.value else { return nil }
        return (source, arguments, targets)
    }

    public static func genericInstructions(_ target: TargetAddition, path: String) -> String {
        """
        \(path): add this target to the package's targets, and a library product for it if other packages use it:
            \(target.targetElement),
        """
    }
}

/// Byte-level insertions into a manifest, by token position.
struct ManifestText {
    let source: ManifestTokens

    /// The leading white space of the line a token is on.
    func indentation(ofLineWith index: Int) -> String {
        let bytes = source.bytes
        var start = source[index].start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The offset just after the end of the line a token is on (before its line break).
    func endOfLine(with index: Int) -> Int {
        let bytes = source.bytes
        var end = source[index].end
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        return end
    }

    /// The offset where the line a token is on starts.
    func startOfLine(with index: Int) -> Int {
        let bytes = source.bytes
        var start = source[index].start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        return start
    }

    /// Whether only white space precedes the token on its line.
    func startsItsLine(_ index: Int) -> Bool {
        startOfLine(with: index) + indentation(ofLineWith: index).utf8.count == source[index].start
    }

    /// The line break the file uses.
    var lineBreak: String {
        source.bytes.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
    }

    /// Applies insertions, given as (offset, text), in one pass.
    func inserting(_ insertions: [(offset: Int, text: String)]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(source.bytes.count + 256)
        var position = 0
        for insertion in insertions.sorted(by: { $0.offset < $1.offset }) {
            result += source.bytes[position..<insertion.offset]
            result += Array(insertion.text.utf8)
            position = insertion.offset
        }
        result += source.bytes[position...]
        return result
    }

    /// The insertion that appends `element` to the array whose `[` is at `opener`, following the
    /// array's layout: one element per line, or all on one line.
    func append(_ element: String, toArrayAt opener: Int, elements: [ManifestExpression]) -> (offset: Int, text: String) {
        append(element, toArrayAt: opener, lastElement: elements.last?.token)
    }

    /// As above, given a token of the array's last element (nil for an empty array).
    func append(_ element: String, toArrayAt opener: Int, lastElement: Int?) -> (offset: Int, text: String) {
        let closer = source.partner[opener]
        guard let last = lastElement else {
            return (source[opener].end, element)
        }
        let hasTrailingComma = source.isPunctuation(closer - 1, ",")
        // The trailing comma, or the last token of the last element.
        let lastToken = closer - 1
        let onePerLine = source[closer].line > source[lastToken].line
        if onePerLine {
            let indentation = indentation(ofLineWith: last)
            let lineBreak = lineBreak
            return hasTrailingComma
                ? (source[lastToken].end, "\(lineBreak)\(indentation)\(element),")
                : (source[lastToken].end, ",\(lineBreak)\(indentation)\(element)")
        }
        return hasTrailingComma
            ? (source[lastToken].end, " \(element),")
            : (source[lastToken].end, ", \(element)")
    }
}
