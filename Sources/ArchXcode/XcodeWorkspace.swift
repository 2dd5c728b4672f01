import ArchCore
import Foundation

/// A project a workspace lists, and where its `FileRef` is in `contents.xcworkspacedata`.
public struct WorkspaceProjectReference: Hashable, Sendable {
    public var path: String
    public var position: TextPosition

    public init(path: String, position: TextPosition) {
        self.path = path
        self.position = position
    }
}

/// The projects a workspace lists in `Name.xcworkspace/contents.xcworkspacedata`.
///
/// Each `FileRef`'s `location` is `kind:path`: `group:` relative to the enclosing `Group`s
/// (the workspace's folder at the top), `container:` relative to the workspace's folder,
/// `absolute:` as it is. A `Group` with a location moves the base of what it holds. The XML is
/// read with a small tag scanner of our own: the file holds only these two elements. Their
/// attribute values are decoded as an XML parser decodes them (`XMLAttributeValue`).
public enum XcodeWorkspaceReader {
    /// The `.xcodeproj` paths the workspace lists, relative to the folder that holds the
    /// `.xcworkspace` (absolute for `absolute:`), sorted, without repeats.
    /// Only a regular file is read (`FileBytes.readRegularFile`).
    public static func projects(inWorkspaceAt xcworkspace: URL) throws -> [String] {
        let bytes = try FileBytes.readRegularFile(xcworkspace.appendingPathComponent("contents.xcworkspacedata").path)
        return projects(in: String(decoding: bytes, as: UTF8.self))
    }

    public static func projects(in xml: String) -> [String] {
        Set(projectReferences(in: xml).map(\.path)).sorted()
    }

    /// Each `FileRef` that names a project, in file order, with where its tag opens: paths as
    /// `projects(in:)` gives them, repeated when the workspace repeats them.
    public static func projectReferences(in xml: String) -> [WorkspaceProjectReference] {
        var groups: [String] = [""]
        // Groups nested deeper than the limit are counted, not resolved: each level's base is
        // a path as long as the levels above it, so resolving every level of a hostile file
        // would cost the square of its depth. Xcode nests a few levels.
        var ignoredDepth = 0
        var found: [WorkspaceProjectReference] = []
        for tag in tags(in: xml) {
            switch tag.name {
            case "Group" where !tag.isClosing:
                guard !tag.isEmpty else { continue }
                if ignoredDepth > 0 || groups.count > maximumGroupDepth {
                    ignoredDepth += 1
                } else {
                    groups.append(tag.attributes["location"].flatMap { resolve($0, in: groups.last!) } ?? groups.last!)
                }
            case "Group" where tag.isClosing:
                if ignoredDepth > 0 {
                    ignoredDepth -= 1
                } else if groups.count > 1 {
                    groups.removeLast()
                }
            case "FileRef" where !tag.isClosing && ignoredDepth == 0:
                if let location = tag.attributes["location"], let path = resolve(location, in: groups.last!), path.hasSuffix(".xcodeproj") {
                    found.append(WorkspaceProjectReference(path: path, position: tag.position))
                }
            default:
                continue
            }
        }
        return found
    }

    /// How many `Group`s deep a project is looked for.
    public static let maximumGroupDepth = 64

    /// The path a location names, or nil for kinds that name no project folder (`self:`, …).
    private static func resolve(_ location: String, in group: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return RelativePath.join(group, path)
        case "container": return RelativePath.join("", path)
        case "absolute": return RelativePath.join("/", path)
        default: return nil
        }
    }

    struct Tag {
        var name: String
        /// Where its `<` is: 1-based line and UTF-8 byte column.
        var position: TextPosition
        var attributes: [String: String]
        var isClosing: Bool
        var isEmpty: Bool
    }

    /// The element tags in order, skipping the declaration, comments and text.
    static func tags(in xml: String) -> [Tag] {
        var tags: [Tag] = []
        let bytes = Array(xml.utf8)
        var index = 0
        // Lines are counted as the scan moves on, so the whole file is counted once.
        var line = 1, lineStart = 0, counted = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            for offset in counted..<open where bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            counted = open
            let position = TextPosition(line: line, column: open - lineStart + 1)
            if bytes[open...].starts(with: Array("<!--".utf8)) {
                index = find(Array("-->".utf8), in: bytes, from: open + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            let close = closingBracket(in: bytes, from: open + 1) ?? bytes.count
            index = min(close + 1, bytes.count)
            var body = bytes[(open + 1)..<close]
            guard let first = body.first, first != UInt8(ascii: "?"), first != UInt8(ascii: "!") else { continue }
            let isClosing = first == UInt8(ascii: "/")
            if isClosing { body = body.dropFirst() }
            let isEmpty = body.last == UInt8(ascii: "/")
            if isEmpty { body = body.dropLast() }
            let text = String(decoding: body, as: UTF8.self)
            let name = String(text.prefix { !$0.isWhitespace })
            tags.append(Tag(name: name, position: position, attributes: attributes(in: text.dropFirst(name.count)), isClosing: isClosing, isEmpty: isEmpty))
        }
        return tags
    }

    /// The `>` that ends a tag, outside quoted attribute values.
    private static func closingBracket(in bytes: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        for index in start..<bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// `name = "value"` pairs, with spaces around `=` as Xcode writes them.
    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
            let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            result[name] = XMLAttributeValue.decode(afterEquals[valueStart..<valueEnd])
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return result
    }
}
