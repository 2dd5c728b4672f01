import ArchCore
import ArchTestSupport
@testable import ArchXcode
import Testing

/// Resolving paths does work in proportion to the project, counted rather than timed: each
/// group's own path is taken apart once, and only the paths asked for are written out.
@Suite("Project path growth")
struct ProjectPathGrowthTests {
    /// The steps `ProjectPaths` takes to resolve what a generated project asks of it.
    private func steps(_ objects: String, resolving ids: [String]) throws -> Int {
        let text = "// !$*UTF8*$!\n{\n\tobjects = {\n\(objects)\t};\n\trootObject = P;\n}\n"
        let list = try PropertyList(parsing: Array(text.utf8))
        var paths = ProjectPaths(objects: ProjectObjects(list: list, objects: try #require(list.value(list.root, "objects"))))
        for id in ids { _ = paths.path(of: id) }
        return paths.steps
    }

    /// A chain of `depth` groups, each inside the one before, with one file at the bottom.
    private func chain(depth: Int, groupPath: String) -> String {
        var objects = "\t\tP = { isa = PBXProject; mainGroup = G0; };\n"
        for index in 0..<depth {
            let child = index + 1 < depth ? "G\(index + 1)" : "F"
            objects += "\t\tG\(index) = { isa = PBXGroup; children = (\(child)); \(groupPath) sourceTree = \"<group>\"; };\n"
        }
        return objects + "\t\tF = { isa = PBXFileReference; path = F.swift; sourceTree = \"<group>\"; };\n"
    }

    private func expectLinear(_ small: Int, _ large: Int, sizes: (Int, Int), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let factor = Double(sizes.1) / Double(sizes.0)
        #expect(Double(large) <= Double(small) * factor * 1.5,
                "\(small) steps at size \(sizes.0), \(large) at size \(sizes.1)", sourceLocation: sourceLocation)
    }

    /// Groups with folders, with folders that go up again, with only names, with neither.
    @Test(arguments: ["path = g;", "path = \"g/./h/..\";", "name = g;", ""])
    func deeplyNestedGroups(_ groupPath: String) throws {
        let sizes = (500, 2_000)
        let small = try steps(chain(depth: sizes.0, groupPath: groupPath), resolving: ["F"])
        let large = try steps(chain(depth: sizes.1, groupPath: groupPath), resolving: ["F"])
        expectLinear(small, large, sizes: sizes)
    }

    /// A file at every level: each path is spelled out, but none longer than a path can be,
    /// so the files deeper than that cost nothing more than their own components.
    @Test func aFileAtEveryLevelOfANestedChain() throws {
        func project(depth: Int) -> (objects: String, files: [String]) {
            var objects = "\t\tP = { isa = PBXProject; mainGroup = G0; };\n"
            for index in 0..<depth {
                let children = index + 1 < depth ? "G\(index + 1), F\(index)" : "F\(index)"
                objects += "\t\tG\(index) = { isa = PBXGroup; children = (\(children)); path = \(String(repeating: "g", count: 40)); sourceTree = \"<group>\"; };\n"
                objects += "\t\tF\(index) = { isa = PBXFileReference; path = F.swift; sourceTree = \"<group>\"; };\n"
            }
            return (objects, (0..<depth).map { "F\($0)" })
        }
        let sizes = (500, 2_000)
        let small = project(depth: sizes.0), large = project(depth: sizes.1)
        expectLinear(try steps(small.objects, resolving: small.files), try steps(large.objects, resolving: large.files), sizes: sizes)
    }
}

/// `PathTree` joins paths as `RelativePath.join` does, component by component.
@Suite("Path tree")
struct PathTreeTests {
    @Test func joinsAsRelativePathDoes() {
        let paths = ["", ".", "..", "../..", "a", "a/b", "a/../..", "./a/./b/", "a//b", "/", "//", "/.", "/..", "/a/../../b", "../x/../y", "é/..", "a/b/../../../c"]
        for base in paths {
            for path in paths {
                var tree = PathTree()
                let node = tree.appending(path, to: tree.appending(base, to: PathTree.relativeRoot))
                let expected = RelativePath.join(RelativePath.normalize(base), path)
                #expect(tree.text(of: node) == expected, "\(base) + \(path)")
                #expect(tree.length(of: node) == expected.utf8.count, "\(base) + \(path)")
            }
        }
    }
}
