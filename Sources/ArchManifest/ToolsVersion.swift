/// The Swift tools version a manifest declares. SwiftPM's layout rules depend on it: which
/// folders a target may use and which folders hold sources at all.
public struct ToolsVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `5.9` or `5.9.1`, as SwiftPM writes and accepts versions; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }),
              let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
        self.init(major, minor, parts.count == 3 ? Int(parts[2]) ?? 0 : 0)
    }

    public static func < (lhs: ToolsVersion, rhs: ToolsVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String {
        patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
    }

    /// The version of the manifest's `// swift-tools-version:` line, read as SwiftPM reads it:
    /// the first line that is not blank, `//`, optional spaces, the label in any case, optional
    /// spaces, and the version up to a `;` or the end of the line. Nil when there is none.
    public static func declared(in manifest: [UInt8]) -> ToolsVersion? {
        var index = manifest.startIndex
        while index < manifest.endIndex, isWhitespace(manifest[index]) || isLineBreak(manifest[index]) { index += 1 }
        var end = index
        while end < manifest.endIndex, !isLineBreak(manifest[end]) { end += 1 }
        var line = Substring(decoding: manifest[index..<end], as: UTF8.self)
        guard line.hasPrefix("//") else { return nil }
        line = line.dropFirst(2).drop { $0 == " " || $0 == "\t" }
        let label = "swift-tools-version:"
        guard line.count >= label.count, line.prefix(label.count).lowercased() == label else { return nil }
        line = line.dropFirst(label.count).drop { $0 == " " || $0 == "\t" }
        let specifier = line.prefix { $0 != ";" }
        return ToolsVersion(specifier.trimmingSuffix { $0 == " " || $0 == "\t" })
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    private static func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
}

private extension Substring {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var result = self
        while let last = result.last, predicate(last) { result = result.dropLast() }
        return result
    }
}
