import ArchCore
import ArchTestSupport
@testable import ArchXcode
import Testing

/// Reading grows with the project, not faster: each input is read at two sizes and only the
/// ratio of the times is judged.
@Suite("Project reading growth", .serialized, .slow)
struct ProjectGrowthTests {
    struct Listing: ProjectFolderListing {
        func contents(of folder: String) -> ProjectFolderContents { .files(["Main.swift", "Shared/Model.swift"]) }
    }

    private func project(_ objects: String, targets: String) -> [UInt8] {
        Array("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tP = { isa = PBXProject; mainGroup = M; targets = (\(targets)); };\n\(objects)\t};\n\trootObject = P;\n}\n".utf8)
    }

    @Test func nestingDepth() {
        let growth = Growth.measure(startingAt: 10_000, make: { depth in
            [UInt8](repeating: UInt8(ascii: "("), count: depth) + [UInt8](repeating: UInt8(ascii: ")"), count: depth)
        }, work: { bytes in
            _ = try? PropertyList(parsing: bytes)
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Targets that each synchronize a folder and take a file of the next one's.
    @Test func manyTargetsAndSynchronizedFolders() {
        let growth = Growth.measure(startingAt: 200, make: { count in
            var objects = "\t\tM = { isa = PBXGroup; children = (\((0..<count).map { "G\($0)" }.joined(separator: ", "))); sourceTree = \"<group>\"; };\n"
            for index in 0..<count {
                objects += "\t\tG\(index) = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E\(index)); path = F\(index); sourceTree = \"<group>\"; };\n"
                objects += "\t\tE\(index) = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared); target = T\((index + 1) % count); };\n"
                objects += "\t\tT\(index) = { isa = PBXNativeTarget; name = T\(index); fileSystemSynchronizedGroups = (G\(index)); productType = \"com.apple.product-type.framework\"; };\n"
            }
            return project(objects, targets: (0..<count).map { "T\($0)" }.joined(separator: ", "))
        }, work: { bytes in
            _ = try? XcodeProjectReader.read(bytes, listing: Listing())
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }

    /// Many files at the bottom of a long chain of groups that have names and no folders:
    /// each file's group is resolved once, not walked again for every file.
    @Test func filesUnderALongGroupChain() {
        let growth = Growth.measure(startingAt: 200, make: { count in
            var objects = "\t\tM = { isa = PBXGroup; children = (G0); sourceTree = \"<group>\"; };\n"
            for index in 0..<count {
                let children = index + 1 < count ? "G\(index + 1)" : (0..<count).map { "F\($0)" }.joined(separator: ", ")
                objects += "\t\tG\(index) = { isa = PBXGroup; children = (\(children)); name = G\(index); sourceTree = \"<group>\"; };\n"
                objects += "\t\tF\(index) = { isa = PBXFileReference; path = F\(index).swift; sourceTree = \"<group>\"; };\n"
                objects += "\t\tB\(index) = { isa = PBXBuildFile; fileRef = F\(index); };\n"
            }
            objects += "\t\tS = { isa = PBXSourcesBuildPhase; files = (\((0..<count).map { "B\($0)" }.joined(separator: ", "))); };\n"
            objects += "\t\tT = { isa = PBXNativeTarget; name = T; buildPhases = (S); productType = \"com.apple.product-type.application\"; };\n"
            return project(objects, targets: "T")
        }, work: { bytes in
            _ = try? XcodeProjectReader.read(bytes, listing: Listing())
        })
        #expect(growth.isRoughlyLinear(), "\(growth)")
    }
}

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
