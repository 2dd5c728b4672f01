import ArchCore

/// A parsed OpenStep property list. Values live in one flat table and refer to their children
/// by index, so that neither building, reading nor freeing a deeply nested list recurses.
public struct PropertyList: Sendable {
    /// A value of this list.
    public struct Value: Hashable, Sendable {
        let index: Int
    }

    public enum Kind: Hashable, Sendable {
        case string, data, array, dictionary
    }

    struct Node: Sendable {
        var kind: Kind
        var position: TextPosition
        /// The text of a string; empty for the other kinds.
        var text: String
        var bytes: [UInt8]
        /// Where the children are in `children`: the elements of an array, or keys and values
        /// alternating for a dictionary.
        var firstChild: Int
        var childCount: Int
    }

    var nodes: [Node]
    var children: [Int]
    public let root: Value

    /// Parses the bytes of a `project.pbxproj`; see `PropertyListParser`.
    public init(parsing bytes: [UInt8]) throws(PropertyListError) {
        self = try PropertyListParser.parse(bytes)
    }

    init(nodes: [Node], children: [Int], root: Value) {
        self.nodes = nodes
        self.children = children
        self.root = root
    }

    public func kind(of value: Value) -> Kind { nodes[value.index].kind }

    /// Where the value starts: 1-based line and UTF-8 byte column.
    public func position(of value: Value) -> TextPosition { nodes[value.index].position }

    /// The text of a string value, or nil for other kinds.
    public func string(_ value: Value) -> String? {
        nodes[value.index].kind == .string ? nodes[value.index].text : nil
    }

    /// The bytes of a data value, or nil for other kinds.
    public func data(_ value: Value) -> [UInt8]? {
        nodes[value.index].kind == .data ? nodes[value.index].bytes : nil
    }

    /// The elements of an array, or nil for other kinds.
    public func elements(_ value: Value) -> [Value]? {
        let node = nodes[value.index]
        guard node.kind == .array else { return nil }
        return children[node.firstChild..<node.firstChild + node.childCount].map(Value.init)
    }

    /// The entries of a dictionary in file order, or nil for other kinds. Keys are string values.
    public func entries(_ value: Value) -> [(key: Value, value: Value)]? {
        let node = nodes[value.index]
        guard node.kind == .dictionary else { return nil }
        return stride(from: node.firstChild, to: node.firstChild + node.childCount, by: 2).map {
            (Value(index: children[$0]), Value(index: children[$0 + 1]))
        }
    }

    /// The value of `key` in a dictionary; when a key is repeated, the last one wins.
    public func value(_ dictionary: Value, _ key: String) -> Value? {
        let node = nodes[dictionary.index]
        guard node.kind == .dictionary else { return nil }
        var found: Value?
        for slot in stride(from: node.firstChild, to: node.firstChild + node.childCount, by: 2)
        where nodes[children[slot]].text == key {
            found = Value(index: children[slot + 1])
        }
        return found
    }

    /// The text of the string under `key` in a dictionary.
    public func string(_ dictionary: Value, _ key: String) -> String? {
        value(dictionary, key).flatMap(string)
    }

    /// The elements of the array under `key` in a dictionary; empty when absent or not an array.
    public func elements(_ dictionary: Value, _ key: String) -> [Value] {
        value(dictionary, key).flatMap(elements) ?? []
    }
}
