import ArchCore

/// Draws root-relative paths as a tree, the way people read a new feature's layout:
///
///     Packages/OrderModule/
///     ├── Package.swift
///     └── Sources/
///         └── OrderModule/
///             └── OrderModule.swift
public enum FileTree {
    /// - Parameter sizes: when given, each file shows its size in bytes.
    public static func render(_ paths: [String], sizes: [String: Int] = [:]) -> String {
        let root = RelativePath.commonFolder(of: paths)
        var node = Node()
        for path in paths {
            let relative = root.isEmpty ? path : String(path.dropFirst(root.count + 1))
            node.insert(relative.split(separator: "/").map(String.init), fullPath: path)
        }
        var lines = [root.isEmpty ? "./" : root + "/"]
        node.draw(prefix: "", sizes: sizes, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Node {
        var children: [String: Node] = [:]
        var fullPath: String?

        mutating func insert(_ components: [String], fullPath: String) {
            guard let first = components.first else {
                self.fullPath = fullPath
                return
            }
            children[first, default: Node()].insert(Array(components.dropFirst()), fullPath: fullPath)
        }

        func draw(prefix: String, sizes: [String: Int], into lines: inout [String]) {
            // Folders first, then files, each in byte order, as file managers list them.
            let names = children.keys.sorted { lhs, rhs in
                let lhsFolder = !children[lhs]!.children.isEmpty
                let rhsFolder = !children[rhs]!.children.isEmpty
                if lhsFolder != rhsFolder { return lhsFolder }
                return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
            }
            for (index, name) in names.enumerated() {
                let child = children[name]!
                let isLast = index == names.count - 1
                let isFolder = !child.children.isEmpty
                var line = prefix + (isLast ? "└── " : "├── ") + name + (isFolder ? "/" : "")
                if !isFolder, let path = child.fullPath, let size = sizes[path] {
                    line += " (\(size) bytes)"
                }
                lines.append(line)
                if isFolder {
                    child.draw(prefix: prefix + (isLast ? "    " : "│   "), sizes: sizes, into: &lines)
                }
            }
        }
    }
}
