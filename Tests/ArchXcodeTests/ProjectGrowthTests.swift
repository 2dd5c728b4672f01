import ArchTestSupport
@testable import ArchXcode
import Testing

/// Reading grows with the project, not faster: each input is read at two sizes and only the
/// ratio of the times is judged.
@Suite("Project reading growth", .serialized)
struct ProjectGrowthTests {
    struct Listing: ProjectFolderListing {
        func files(under folder: String) -> [String] { ["Main.swift", "Shared/Model.swift"] }
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
